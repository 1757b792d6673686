import { useId } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { afterPress } from './after-press';
import * as styles from './forms.module.css';

export interface SelectFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  options: Record<string, string> | { value: string; label: string }[];
  error?: FieldError | { message?: string };
  required?: boolean;
  placeholder?: string;
}

export function SelectField({ label, registration, options, error, required, placeholder = 'Choisir…' }: SelectFieldProps) {
  const id = useId();
  const errorId = error?.message ? `${id}-error` : undefined;
  const list = Array.isArray(options) ? options : Object.entries(options).map(([value, l]) => ({ value, label: l }));
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <select
        id={id}
        className={styles.input}
        aria-invalid={error?.message ? true : undefined}
        aria-describedby={errorId}
        aria-required={required || undefined}
        {...registration}
        onBlur={afterPress(registration.onBlur)}
      >
        <option value="">{placeholder}</option>
        {list.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error?.message && (
        <p id={errorId} className={styles.error}>
          {error.message}
        </p>
      )}
    </div>
  );
}
