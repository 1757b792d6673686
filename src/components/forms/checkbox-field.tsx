import { useId, type ReactNode } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { afterPress } from './after-press';
import * as styles from './forms.module.css';

export function CheckboxField({
  label,
  registration,
  error,
  required,
}: {
  label: ReactNode;
  registration: UseFormRegisterReturn;
  error?: FieldError | { message?: string };
  required?: boolean;
}) {
  const id = useId();
  const errorId = error?.message ? `${id}-error` : undefined;
  return (
    <div className={styles.check}>
      <input
        id={id}
        type="checkbox"
        aria-invalid={error?.message ? true : undefined}
        aria-describedby={errorId}
        aria-required={required || undefined}
        {...registration}
        onBlur={afterPress(registration.onBlur)}
      />
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {error?.message && (
        <p id={errorId} className={styles.error}>
          {error.message}
        </p>
      )}
    </div>
  );
}
