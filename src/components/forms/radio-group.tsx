import type { ReactNode } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { afterPress } from './after-press';
import { ChoiceFieldset } from './choice-fieldset';
import * as choices from './choices.module.css';

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
      {(errorId) =>
        Object.entries(options).map(([value, label]) => (
          <label key={value} className={choices.option}>
            <input
              type="radio"
              value={value}
              aria-invalid={errorId ? true : undefined}
              aria-describedby={errorId}
              {...registration}
              onBlur={afterPress(registration.onBlur)}
            />
            {label}
          </label>
        ))
      }
    </ChoiceFieldset>
  );
}
