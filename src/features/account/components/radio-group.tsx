import { useId } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import * as styles from './account.module.css';

export interface RadioGroupProps {
  legend: string;
  registration: UseFormRegisterReturn;
  options: Record<string, string>;
  error?: FieldError | { message?: string };
  required?: boolean;
}

/** A labelled group of radio buttons (a fieldset and its legend) with its French error. */
export function RadioGroup({ legend, registration, options, error, required }: RadioGroupProps) {
  const id = useId();
  const errorId = error?.message ? `${id}-error` : undefined;
  return (
    <fieldset className={styles.fieldset} aria-describedby={errorId} aria-invalid={error?.message ? true : undefined}>
      <legend className={styles.legend}>
        {legend}
        {required && <span aria-hidden="true"> *</span>}
      </legend>
      <div className={styles.radios}>
        {Object.entries(options).map(([value, label]) => (
          <label key={value} className={styles.radio}>
            <input type="radio" value={value} {...registration} />
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
