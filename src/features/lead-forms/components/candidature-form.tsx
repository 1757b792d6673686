import { t } from '@trefima/domain/i18n/t';
import { candidatureForm } from '@trefima/domain/forms/leads';
import { ApplicationFields, applicationDefaults } from './application-fields';
import { LeadFormShell } from './lead-form-shell';
import { useLeadForm } from './use-lead-form';
import * as styles from './lead-forms.module.css';

/** An application to one career offer (shown below the offer): the offer goes with it by its slug. */
export function CandidatureForm({ offer, title }: { offer: string; title: string }) {
  const { form, onSubmit, maxBytes } = useLeadForm('candidature', candidatureForm, { ...applicationDefaults, offer });
  return (
    <LeadFormShell form={form} label={t('leads.candidature.label', { title })} onSubmit={onSubmit} submitLabel={t('leads.application.submit')}>
      <p className={styles.offer}>{t('leads.candidature.offer', { title })}</p>
      <input type="hidden" {...form.register('offer')} />
      <ApplicationFields form={form} maxBytes={maxBytes} />
    </LeadFormShell>
  );
}
