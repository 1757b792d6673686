import { useState } from 'react';
import { changePasswordForm } from '@trefima/domain/forms/account';
import { t } from '@trefima/domain/i18n/t';
import { useShopForm } from '../../../hooks/use-shop-form';
import { useSession } from '../../session';
import { changeMyPassword } from '../api';
import { FormAlert } from '../../../components/forms/form-alert';
import { SubmitButton } from '../../../components/forms/submit-button';
import { CurrentPasswordField } from './current-password-field';
import { PasswordFields } from './password-fields';
import * as panel from '../../../components/ui/panel.module.css';

const empty = { old_password: '', password: '', password_confirm: '' };

/**
 * The current password, then the new one with its meter. A wrong current
 * password (401 INCORRECT_OLD_PASSWORD, never retried) shows 'Le mot de passe
 * est incorrect' on its field.
 */
export function ChangePasswordForm() {
  const [done, setDone] = useState<string | null>(null);
  const { user } = useSession();
  const form = useShopForm(changePasswordForm, { defaultValues: empty });
  const { register, formState, alert, submit } = form;
  const errors = formState.errors;
  const onSubmit = submit(async (values) => {
    setDone(null);
    await changeMyPassword(user?.email ?? '', values);
    form.reset(empty);
    setDone(t('account.changePassword.done'));
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="password-title">
      <h2 id="password-title">{t('account.changePassword.title')}</h2>
      <div role="status" className={panel.status}>
        {done && <p className={panel.notice}>{done}</p>}
      </div>
      <FormAlert message={alert} />
      <CurrentPasswordField registration={register('old_password')} error={errors.old_password} />
      <PasswordFields label={t('account.field.newPassword')} form={form} />
      <SubmitButton pending={formState.isSubmitting}>{t('account.changePassword.submit')}</SubmitButton>
    </form>
  );
}
