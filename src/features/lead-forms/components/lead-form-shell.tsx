import { t } from '@trefima/domain/i18n/t';
import type { FormEventHandler, ReactNode } from 'react';
import { FormAlert } from '../../../components/forms/form-alert';
import { SubmitButton } from '../../../components/forms/submit-button';
import { TermsField } from './terms-field';
import type { LeadForm } from './use-lead-form';
import * as styles from './lead-forms.module.css';

/**
 * The form itself: the required-fields note, the fields, the terms every lead
 * form ends with, the alert by the button (where a phone user is), the button.
 */
export function LeadFormShell({
  form,
  label,
  onSubmit,
  submitLabel,
  children,
}: {
  form: LeadForm;
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label} className={styles.form}>
      <p className={styles.note}>{t('leads.shell.required')}</p>
      {children}
      <TermsField form={form} />
      <FormAlert message={form.alert} />
      <SubmitButton pending={form.formState.isSubmitting}>{submitLabel}</SubmitButton>
    </form>
  );
}
