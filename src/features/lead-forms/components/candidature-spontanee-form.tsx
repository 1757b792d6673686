import { t } from '@trefima/domain/i18n/t';
import { candidatureSpontaneeForm } from '@trefima/domain/forms/leads';
import { careerProfiles } from '@trefima/domain/forms/options';
import { ApplicationFields, applicationDefaults } from './application-fields';
import { LeadFormShell } from './lead-form-shell';
import { MultiChoice } from './multi-choice';
import { useLeadForm } from './use-lead-form';

/** An application with no offer: the trades one is looking for (two at most), CV and cover letter. */
export function CandidatureSpontaneeForm() {
  const { form, onSubmit, maxBytes } = useLeadForm('candidature-spontanee', candidatureSpontaneeForm, { ...applicationDefaults, profiles: [] });
  return (
    <LeadFormShell form={form} label={t('leads.candidatureSpontanee.label')} onSubmit={onSubmit} submitLabel={t('leads.application.submit')}>
      <ApplicationFields form={form} maxBytes={maxBytes}>
        <MultiChoice form={form} name="profiles" legend={t('leads.candidatureSpontanee.profiles')} options={careerProfiles} />
      </ApplicationFields>
    </LeadFormShell>
  );
}
