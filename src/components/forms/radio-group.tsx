import { useId, type ReactNode } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { afterPress } from './after-press';
import * as choices from './choices.module.css';
import * as styles from './forms.module.css';

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
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error?.message ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={choices.fieldset} aria-describedby={describedBy} role="radiogroup" aria-required={required || undefined}>
      <legend className={choices.legend}>
        {legend}
        {required && <span aria-hidden="true"> *</span>}
      </legend>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <div className={`${choices.options} ${stacked ? choices.stacked : ''}`}>
        {Object.entries(options).map(([value, label]) => (
          <label key={value} className={choices.option}>
            <input
              type="radio"
              value={value}
              aria-invalid={error?.message ? true : undefined}
              aria-describedby={errorId}
              {...registration}
              onBlur={afterPress(registration.onBlur)}
            />
            {label}
          </label>
        ))}
      </div>
      {error?.message && (
        <p id={errorId} className={styles.error}>
          {error.message}
        </p>
      )}
    </fieldset>
  );
}
