import { Link, navigate } from 'gatsby';
import { useState } from 'react';
import { newPasswordForm } from '@trefima/domain/forms/account';
import { t } from '@trefima/domain/i18n/t';
import { useShopForm } from '../../../hooks/use-shop-form';
import { paths } from '../../../lib/routes';
import { setNewPassword } from '../api';
import { apiFailure } from '../../../hooks/api-failure';
import { FormAlert } from '../../../components/forms/form-alert';
import { SubmitButton } from '../../../components/forms/submit-button';
import { PasswordFields } from './password-fields';
import * as styles from '../../../styles/account.module.css';

/**
 * A new password for the account of the e-mailed link's token. A bad or
 * expired token gets the API's message and a way to ask again; success leads
 * to /nouveau-mot-de-passe/confirmation.
 */
export function NewPasswordForm({ token }: { token: string }) {
  const [expired, setExpired] = useState(false);
  const form = useShopForm(newPasswordForm, { defaultValues: { token, password: '', password_confirm: '' } });
  const { register, formState, alert, submit } = form;
  const errors = formState.errors;
  const onSubmit = submit(async (values) => {
    try {
      await setNewPassword(values);
    } catch (e) {
      const failure = apiFailure(e);
      setExpired(failure.code === 'INVALID_RESET_TOKEN' || 'token' in failure.fields);
      throw e;
    }
    navigate(`${paths.newPassword}/confirmation`);
  });
  if (!token) {
    return (
      <div className={styles.problem}>
        <p>{t('auth.newPassword.incomplete')}</p>
        <Link to={paths.rewind}>{t('auth.newPassword.askAgain')}</Link>
      </div>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('auth.newPassword.form')}>
      <FormAlert message={alert} />
      {(expired || errors.token) && (
        <p>
          <Link to={paths.rewind}>{t('auth.newPassword.askAgainExpired')}</Link>
        </p>
      )}
      <input type="hidden" {...register('token')} />
      <PasswordFields label={t('account.field.newPassword')} form={form} />
      <SubmitButton pending={formState.isSubmitting}>{t('auth.newPassword.submit')}</SubmitButton>
    </form>
  );
}
