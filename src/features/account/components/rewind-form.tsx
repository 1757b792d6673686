import { Link } from 'gatsby';
import { useState } from 'react';
import { rewindForm } from '@trefima/domain/forms/account';
import { t } from '@trefima/domain/i18n/t';
import { useShopForm } from '../../../hooks/use-shop-form';
import { paths } from '../../../lib/routes';
import { askPasswordReset } from '../api';
import { Field } from '../../../components/forms/field';
import { FormAlert } from '../../../components/forms/form-alert';
import { SubmitButton } from '../../../components/forms/submit-button';
import * as panel from '../../../components/ui/panel.module.css';

/**
 * Asks for a reset link by e-mail. An unknown address gets the API's
 * message, on the field and in the form's alert; success is said in a
 * status region.
 */
export function RewindForm() {
  const [sent, setSent] = useState<string | null>(null);
  const form = useShopForm(rewindForm, { defaultValues: { email: '' } });
  const { register, formState, alert, submit } = form;
  const onSubmit = submit(async (values) => {
    const answer = await askPasswordReset(values);
    setSent(answer.message || t('auth.rewind.sent'));
  });
  return (
    <>
      <div role="status" className={panel.status}>
        {sent && <p className={panel.notice}>{sent}</p>}
      </div>
      {sent ? (
        <p>
          {t('auth.rewind.validity')} <Link to={paths.login}>{t('auth.rewind.back')}</Link>
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label={t('auth.rewind.form')}>
          <p>{t('auth.rewind.intro')}</p>
          <FormAlert message={alert} />
          <Field label={t('account.field.email')} type="email" autoComplete="email" required registration={register('email')} error={formState.errors.email} />
          <SubmitButton pending={formState.isSubmitting}>{t('auth.rewind.submit')}</SubmitButton>
        </form>
      )}
    </>
  );
}
