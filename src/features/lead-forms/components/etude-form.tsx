import { t } from '@trefima/domain/i18n/t';
import { etudeForm } from '@trefima/domain/forms/leads';
import { projectTypes, studyScopes } from '@trefima/domain/forms/options';
import { ChoiceSelect } from './choice-select';
import { IdentityBlock, identityBlank, type IdentityOptions } from './identity-block';
import { LeadFile } from './lead-file';
import { LeadFormShell } from './lead-form-shell';
import { MessageField } from './message-field';
import { MultiChoice } from './multi-choice';
import { Section } from './section';
import { useLeadForm } from './use-lead-form';

const identity: IdentityOptions = { zipCity: true, buyer: true };

/** A study by the design office: the project, the trades concerned (two at most) and a plan or a photo. */
export function EtudeForm() {
  const { form, onSubmit, maxBytes } = useLeadForm('etude', etudeForm, { ...identityBlank(identity), project_type: '', scopes: [], message: '' });
  return (
    <LeadFormShell form={form} label={t('leads.etude.label')} onSubmit={onSubmit} submitLabel={t('leads.etude.submit')}>
      <IdentityBlock form={form} {...identity} />
      <Section legend={t('leads.etude.legend')}>
        <ChoiceSelect form={form} name="project_type" label={t('leads.etude.projectType')} options={projectTypes} />
        <MultiChoice form={form} name="scopes" legend={t('leads.etude.scopes')} options={studyScopes} />
        <MessageField form={form} label={t('leads.etude.description')} hint={t('leads.etude.descriptionHint')} required />
        <LeadFile form={form} name="plan" label={t('leads.etude.plan')} kind="planOrPhoto" maxBytes={maxBytes} />
      </Section>
    </LeadFormShell>
  );
}
