import { navigate } from 'gatsby';
import { getDefaultStore } from 'jotai';
import { useEffect, useRef, type FormEvent } from 'react';
import { signupForm } from '@trefima/domain/forms/account';
import { t } from '@trefima/domain/i18n/t';
import { focusUnlessMoved } from '../../../hooks/use-focus-request';
import { useShopForm } from '../../../hooks/use-shop-form';
import { signup } from '../session-actions';
import { useTerritory } from '../../territory';
import { makeToast, toastAtom } from '../../../state/ui';
import { FormAlert } from '../../../components/forms/form-alert';
import { SubmitButton } from '../../../components/forms/submit-button';
import { PasswordFields } from './password-fields';
import { ProfileFields, type ProfileRegister } from './profile-fields';
import { AcceptTerms } from '../../../components/forms/accept-terms';

/**
 * A private buyer's or a professional's account (company and SIRET for the
 * latter). An address already taken comes back from the API (409) on the
 * e-mail field. Once created, the customer is logged in and goes on to
 * `target`. A refused send puts the focus on the first field in error as
 * the page shows them (react-hook-form would take the first registered one:
 * the password, registered here before the profile's fields).
 */
export function SignupForm({ target }: { target: string }) {
  const ref = useRef<HTMLFormElement>(null);
  const { planId } = useTerritory();
  const form = useShopForm(signupForm, {
    shouldFocusError: false,
    defaultValues: {
      type: 'particulier',
      civility: '',
      first_name: '',
      last_name: '',
      email: '',
      phone: '',
      password: '',
      password_confirm: '',
      accept_terms: false,
      newsletter: false,
    },
  });
  const { register, formState, watch, alert, submit } = form;
  const errors = formState.errors;
  // where the focus was as the send began: a buyer gone on to another field while the API answered keeps it
  const from = useRef<Element | null>(null);
  useEffect(() => {
    if (formState.submitCount) focusUnlessMoved(ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]'), from.current);
  }, [formState.submitCount]);
  const send = submit(async (values) => {
    await signup({ ...values, sales_plan_id: planId });
    getDefaultStore().set(toastAtom, makeToast('success', t('auth.signup.welcome'), 5000));
    navigate(target);
  });
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    from.current = document.activeElement;
    return send(e);
  };
  return (
    <form ref={ref} onSubmit={onSubmit} noValidate aria-label={t('auth.signup.form')}>
      <p>{t('account.form.required')}</p>
      <FormAlert message={alert} />
      <ProfileFields register={register as unknown as ProfileRegister} errors={errors} isPro={watch('type') === 'professionnel'} />
      <PasswordFields form={form} />
      <AcceptTerms registration={register('accept_terms')} error={errors.accept_terms} />
      <SubmitButton pending={formState.isSubmitting} pendingLabel={t('auth.signup.pending')}>
        {t('auth.signup.submit')}
      </SubmitButton>
    </form>
  );
}
