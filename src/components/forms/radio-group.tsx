import type { ReactNode } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { ChoiceFieldset, ChoiceInputs } from './choice-fieldset';

export interface RadioGroupProps {
  legend: string;
  registration: UseFormRegisterReturn;
  /** value → label */
  options: Record<string, string>;
  error?: FieldError | { message?: string };
  required?: boolean;
  hint?: ReactNode;
  /** one option a line (long labels) rather than side by side */
  stacked?: boolean;
}

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
