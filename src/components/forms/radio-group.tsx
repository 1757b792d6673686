import { ChoiceFieldset, ChoiceInputs, type ChoiceGroupProps } from './choice-fieldset';

export type RadioGroupProps = ChoiceGroupProps;

/**
 * A single choice as radio buttons: a fieldset whose legend names the
 * question, the hint and the French error tied to the group and each button.
 */
export function RadioGroup({ legend, registration, options, error, required, hint, stacked }: RadioGroupProps) {
  return (
    <ChoiceFieldset legend={legend} required={required} hint={hint} error={error} stacked={stacked} role="radiogroup" aria-required={required || undefined}>
      {(errorId) => <ChoiceInputs type="radio" options={options} registration={registration} errorId={errorId} />}
    </ChoiceFieldset>
  );
}
