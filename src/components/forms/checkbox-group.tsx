import { t } from '@trefima/domain/i18n/t';
import { ChoiceFieldset, ChoiceInputs, type ChoiceGroupProps } from './choice-fieldset';

/** Its one registration for every box: react-hook-form gives the ticked values as a list. */
export interface CheckboxGroupProps extends ChoiceGroupProps {
  /** most boxes one may tick (said in the hint) */
  max?: number;
}

/**
 * A multi-choice as checkboxes in a fieldset. The hint says how many may be
 * ticked; the error (e.g. 'Vous ne pouvez sélectionner que 2 valeurs maximum')
 * is tied to the group and to each box.
 */
export function CheckboxGroup({ legend, registration, options, error, required, max, hint, stacked }: CheckboxGroupProps) {
  const said = hint ?? (max ? (max === 2 ? t('forms.checkboxGroup.maxTwo') : t('forms.checkboxGroup.max', { max })) : undefined);
  // polite: the limit's message is said as soon as a box too many is ticked
  return (
    <ChoiceFieldset legend={legend} required={required} hint={said} error={error} stacked={stacked} liveError>
      {(errorId) => <ChoiceInputs type="checkbox" options={options} registration={registration} errorId={errorId} />}
    </ChoiceFieldset>
  );
}
