import { navigate } from 'gatsby';
import { getDefaultStore } from 'jotai';
import { useEffect, useId, useRef } from 'react';
import type { z } from 'zod/mini';
import type { invitationPreview } from '@trefima/domain/companies/contract';
import { t } from '@trefima/domain/i18n/t';
import { Field } from '../../../components/forms/field';
import { FormAlert } from '../../../components/forms/form-alert';
import * as forms from '../../../components/forms/forms.module.css';
import { SubmitButton } from '../../../components/forms/submit-button';
import { NameFields } from '../../../components/ui/contact-fields';
import { useShopForm } from '../../../hooks/use-shop-form';
import { paths } from '../../../lib/routes';
import { makeToast, toastAtom } from '../../../state/ui';
import { acceptAndSignIn } from '../api';
import { invitationAcceptForm } from '../form';

export interface InvitationAcceptFormProps {
  token: string;
  preview: z.infer<typeof invitationPreview>;
}

/**
 * The invited colleague's account: who he is and his password; the e-mail
 * is the invitation's, shown, not typed. Once made, his session opens as
 * after a signup and he goes to his account. A refused send puts the focus
 * on the first field in error as the page shows them.
 */
export function InvitationAcceptForm({ token, preview }: InvitationAcceptFormProps) {
  const ref = useRef<HTMLFormElement>(null);
  const emailId = useId();
  const form = useShopForm(invitationAcceptForm, {
    shouldFocusError: false,
    defaultValues: { civility: '', first_name: '', last_name: '', phone: '', password: '', password_confirm: '' },
  });
  const { register, formState, alert, submit } = form;
  const errors = formState.errors;
  useEffect(() => {
    if (formState.submitCount) ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [formState.submitCount]);
  const onSubmit = submit(async (values) => {
    await acceptAndSignIn(token, preview.email, values);
    getDefaultStore().set(toastAtom, makeToast('success', t('companyPages.invitation.welcome', { company: preview.company }), 5000));
    navigate(paths.account);
  });
  return (
    <form ref={ref} onSubmit={onSubmit} noValidate aria-label={t('companyPages.invitation.form')}>
      <p>{t('account.form.required')}</p>
      <FormAlert message={alert} />
      <div className={forms.field}>
        <label htmlFor={emailId} className={forms.label}>
          {t('companyPages.invitation.email')}
        </label>
        <p id={`${emailId}-hint`} className={forms.hint}>
          {t('companyPages.invitation.emailHint')}
        </p>
        <input id={emailId} type="email" className={forms.input} value={preview.email} readOnly aria-describedby={`${emailId}-hint`} autoComplete="username" />
      </div>
      <NameFields register={register} errors={errors} />
      <Field label={t('account.field.phone')} type="tel" autoComplete="tel" required registration={register('phone')} error={errors.phone} />
      <Field
        label={t('account.field.password')}
        type="password"
        autoComplete="new-password"
        required
        hint={t('account.passwordFields.hint')}
        registration={register('password')}
        error={errors.password}
      />
      <Field
        label={t('account.passwordFields.confirm')}
        type="password"
        autoComplete="new-password"
        required
        registration={register('password_confirm')}
        error={errors.password_confirm}
      />
      <SubmitButton pending={formState.isSubmitting} pendingLabel={t('companyPages.invitation.pending')}>
        {t('companyPages.invitation.submit')}
      </SubmitButton>
    </form>
  );
}
