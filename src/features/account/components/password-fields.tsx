import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { t } from '@trefima/domain/i18n/t';
import { Field } from '../../../components/forms/field';
import { PasswordStrength } from './password-strength';

type Err = FieldError | { message?: string } | undefined;

/** What the fields need of the form: its `password` and `password_confirm` fields. */
export interface PasswordForm {
  register: (name: 'password' | 'password_confirm') => UseFormRegisterReturn;
  watch: (name: 'password') => unknown;
  formState: { errors: { password?: Err; password_confirm?: Err } };
}

export interface PasswordFieldsProps {
  label?: string;
  form: PasswordForm;
}

/** A new password with its strength meter (from what is typed), then its confirmation. */
export function PasswordFields({ label = t('account.field.password'), form }: PasswordFieldsProps) {
  const { errors } = form.formState;
  return (
    <>
      <Field
        label={label}
        type="password"
        autoComplete="new-password"
        required
        registration={form.register('password')}
        error={errors.password}
        hint={t('account.passwordFields.hint')}
      />
      <PasswordStrength password={String(form.watch('password') ?? '')} />
      <Field
        label={t('account.passwordFields.confirm')}
        type="password"
        autoComplete="new-password"
        required
        registration={form.register('password_confirm')}
        error={errors.password_confirm}
      />
    </>
  );
}
