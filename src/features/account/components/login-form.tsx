import { navigate } from 'gatsby';
import { useEffect, useRef } from 'react';
import type { Path } from 'react-hook-form';
import { loginForm } from '@trefima/domain/forms/account';
import { formMessages } from '@trefima/domain/forms/messages';
import { apiFailure } from '../../../hooks/api-failure';
import { useFocusRequest } from '../../../hooks/use-focus-request';
import { t } from '@trefima/domain/i18n/t';
import { useShopForm } from '../../../hooks/use-shop-form';
import { login } from '../session-actions';
import { Field } from '../../../components/forms/field';
import { FormAlert } from '../../../components/forms/form-alert';
import { SubmitButton } from '../../../components/forms/submit-button';
import { CurrentPasswordField } from './current-password-field';

type Values = { login: string; password: string };

/**
 * E-mail and password. Missing ones: 'Merci de spécifier votre email et mot
 * de passe'; wrong ones: the API's 'Les identifiants saisis sont incorrects';
 * too many (429): the API's 'Trop de tentatives de connexion. Réessayez dans
 * 30 secondes.' What was typed stays, and the button is never locked here:
 * the API keeps the count, and a wait the page guessed could be wrong. Once
 * logged in, goes to `target` (already checked to be a path of the site).
 * `focusFirst`: the form has just taken the place of a button (a logout);
 * `onLogin`: told as a login starts (the page leaves the navigation to it).
 */
export function LoginForm({ target, focusFirst = false, onLogin }: { target: string; focusFirst?: boolean; onLogin?: () => void }) {
  const form = useShopForm(loginForm, { defaultValues: { login: '', password: '' } });
  const { setFocus } = form;
  useEffect(() => {
    if (focusFirst) setFocus('login');
  }, [focusFirst, setFocus]);
  const { register, formState, alert, setAlert } = form;
  // a refusal gives the focus to the field at fault, or to the message that says what went wrong (as the signup form
  // does), where the buyer reads it at once; `from`: where the focus was as the login began (see use-focus-request)
  const ref = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const focus = useFocusRequest();
  const refused = (from: Element | null) => focus(() => ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? alertRef.current, from);
  const onSubmit = form.handleSubmit(
    async (values) => {
      const from = document.activeElement;
      setAlert(null);
      onLogin?.();
      try {
        await login({ login: values.login, password: values.password });
        navigate(target);
      } catch (e) {
        const failure = apiFailure(e);
        for (const [field, message] of Object.entries(failure.fields)) {
          if (field === 'login' || field === 'password') form.setError(field as Path<Values>, { message });
        }
        setAlert(failure.alert);
        refused(from);
      }
    },
    () => {
      setAlert(formMessages.missingCredentials);
      refused(document.activeElement);
    },
  );
  return (
    <form ref={ref} onSubmit={onSubmit} noValidate aria-label={t('auth.login.form')}>
      <FormAlert ref={alertRef} message={alert} />
      <Field label={t('account.field.email')} type="email" autoComplete="username" required registration={register('login')} error={formState.errors.login} />
      <CurrentPasswordField label={t('account.field.password')} registration={register('password')} error={formState.errors.password} />
      <SubmitButton pending={formState.isSubmitting} pendingLabel={t('auth.login.pending')}>
        {t('auth.login.submit')}
      </SubmitButton>
    </form>
  );
}
