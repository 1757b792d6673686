import { t } from '@trefima/domain/i18n/t';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { controlProps } from './field-parts';
import { FieldShell } from './field-shell';
import { Options } from './options';
import * as styles from './forms.module.css';

export interface SelectFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  options: Record<string, string> | { value: string; label: string }[];
  error?: FieldError | { message?: string };
  required?: boolean;
  placeholder?: string;
  /** the input purpose a browser may fill it from (WCAG 1.3.5): 'honorific-prefix' for a civility */
  autoComplete?: string;
}

export function SelectField({
  label,
  registration,
  options,
  error,
  required,
  placeholder = t('forms.selectField.placeholder'),
  autoComplete,
}: SelectFieldProps) {
  const list = Array.isArray(options) ? options : Object.entries(options).map(([value, l]) => ({ value, label: l }));
  return (
    <FieldShell label={label} required={required} error={error}>
      {({ id, describedBy, invalid }) => (
        <select className={styles.input} autoComplete={autoComplete} {...controlProps({ id, describedBy, invalid }, registration, required)}>
          <Options empty={placeholder} options={list} />
        </select>
      )}
    </FieldShell>
  );
}
