import type { InputHTMLAttributes, ReactNode } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { controlProps } from './field-parts';
import { FieldShell } from './field-shell';
import * as styles from './forms.module.css';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError | { message?: string };
  hint?: ReactNode;
  required?: boolean;
}

/** A labelled input with its hint and its French error, tied together for screen readers. */
export function Field({ label, registration, error, hint, required, type = 'text', ...rest }: FieldProps) {
  return (
    <FieldShell label={label} required={required} hint={hint} error={error}>
      {({ id, describedBy, invalid }) => (
        <input type={type} className={styles.input} {...controlProps({ id, describedBy, invalid }, registration, required)} {...rest} />
      )}
    </FieldShell>
  );
}
