import { useId, type ReactNode } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { controlProps, FieldMessage } from './field-parts';
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
      <input type="checkbox" {...controlProps({ id, describedBy: errorId, invalid: errorId ? true : undefined }, registration, required)} />
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <FieldMessage id={errorId} message={error?.message} />
    </div>
  );
}
