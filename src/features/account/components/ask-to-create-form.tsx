import { Link } from 'gatsby';
import { useId, useState } from 'react';
import { askToCreateForm } from '@trefima/domain/forms/account';
import { t } from '@trefima/domain/i18n/t';
import { useShopForm } from '../../../hooks/use-shop-form';
import { askForAccount } from '../api';
import { Field } from '../../../components/forms/field';
import { FormAlert } from '../../../components/forms/form-alert';
import { SubmitButton } from '../../../components/forms/submit-button';
import * as panel from '../../../components/ui/panel.module.css';
import * as forms from '../../../components/forms/forms.module.css';
import { AcceptTerms } from '../../../components/forms/accept-terms';
import { NameFields } from '../../../components/ui/contact-fields';
import { FormGrid } from '../../../components/ui/form-grid';

/**
 * A professional asks for an account; the sales team authorises it and the
 * customer then receives a link to choose a password. The API's answer is
 * shown in a status region in place of the form.
 */
export function AskToCreateForm() {
  const id = useId();
  const [done, setDone] = useState<string | null>(null);
  const form = useShopForm(askToCreateForm, {
    defaultValues: { company: '', siret: '', civility: '', first_name: '', last_name: '', email: '', phone: '', message: '', accept_terms: false },
  });
  const { register, formState, alert, submit } = form;
  const errors = formState.errors;
  const onSubmit = submit(async (values) => {
    const answer = await askForAccount(values);
    setDone(answer.message);
  });
  return (
    <>
      <div role="status" className={panel.status}>
        {done && <p className={panel.notice}>{done}</p>}
      </div>
      {done ? (
        <p>
          <Link to="/">{t('auth.proRequest.home')}</Link>
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label={t('auth.proRequest.form')}>
          <p>{t('account.form.required')}</p>
          <FormAlert message={alert} />
          <FormGrid>
            <Field label={t('account.field.company')} autoComplete="organization" required registration={register('company')} error={errors.company} />
            <Field
              label={t('account.field.siret')}
              inputMode="numeric"
              hint={t('account.field.siretHint')}
              required
              registration={register('siret')}
              error={errors.siret}
            />
          </FormGrid>
          <NameFields register={register} errors={errors} />
          <Field label={t('account.field.email')} type="email" autoComplete="email" required registration={register('email')} error={errors.email} />
          <Field label={t('account.field.phone')} type="tel" autoComplete="tel" required registration={register('phone')} error={errors.phone} />
          <div className={forms.field}>
            <label htmlFor={`${id}-message`} className={forms.label}>
              {t('auth.proRequest.message')}
            </label>
            <textarea
              id={`${id}-message`}
              rows={5}
              className={forms.input}
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={errors.message ? `${id}-message-error` : undefined}
              {...register('message')}
            />
            {errors.message?.message && (
              <p id={`${id}-message-error`} className={forms.error}>
                {errors.message.message}
              </p>
            )}
          </div>
          <AcceptTerms registration={register('accept_terms')} error={errors.accept_terms} />
          <SubmitButton pending={formState.isSubmitting}>{t('auth.proRequest.submit')}</SubmitButton>
        </form>
      )}
    </>
  );
}
