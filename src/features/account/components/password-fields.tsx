import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '../../../components/forms/field';
import { PasswordStrength } from './password-strength';

type Err = FieldError | { message?: string } | undefined;

export interface PasswordFieldsProps {
  label?: string;
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  /** what is typed in the password field, for the meter */
  value: string;
  errors: { password?: Err; confirm?: Err };
}

/** A new password with its strength meter, then its confirmation. */
export function PasswordFields({ label = 'Mot de passe', password, confirm, value, errors }: PasswordFieldsProps) {
  return (
    <>
      <Field
        label={label}
        type="password"
        autoComplete="new-password"
        required
        registration={password}
        error={errors.password}
        hint="Au moins 8 caractères, dont une minuscule, une majuscule, un chiffre et un caractère spécial."
      />
      <PasswordStrength password={value} />
      <Field label="Confirmation du mot de passe" type="password" autoComplete="new-password" required registration={confirm} error={errors.confirm} />
    </>
  );
}
