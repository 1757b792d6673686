import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { afterPress } from './after-press';
import { FieldShell } from './field-shell';
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
  const list = Array.isArray(options) ? options : Object.entries(options).map(([value, l]) => ({ value, label: l }));
  return (
    <FieldShell label={label} required={required} error={error}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          className={styles.input}
          aria-invalid={invalid}
          aria-describedby={describedBy}
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
      )}
    </FieldShell>
  );
}
