import { t } from '@trefima/domain/i18n/t';
import { Field, type FieldProps } from '../../../components/forms/field';

/** The password the customer has now, for a sign-in or for a change that needs it (his e-mail, his password). */
export function CurrentPasswordField({
  label = t('account.field.currentPassword'),
  ...rest
}: Omit<FieldProps, 'label' | 'type' | 'autoComplete' | 'required'> & { label?: string }) {
  return <Field label={label} type="password" autoComplete="current-password" required {...rest} />;
}
