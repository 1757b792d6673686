import { t } from '@trefima/domain/i18n/t';
import { diagnosticForm } from '@trefima/domain/forms/leads';
import { roofProblems } from '@trefima/domain/forms/options';
import { IdentityBlock, identityBlank, type IdentityOptions } from './identity-block';
import { LeadFormShell } from './lead-form-shell';
import { MessageField } from './message-field';
import { MultiChoice } from './multi-choice';
import { RoofFields, roofBlank } from './roof-fields';
import { Section } from './section';
import { useLeadForm } from './use-lead-form';

const identity: IdentityOptions = { twoPhones: true };

/** A roof diagnostic: who, where, what roof and what problems (two at most). */
export function DiagnosticForm() {
  const { form, onSubmit } = useLeadForm('diagnostic', diagnosticForm, { ...identityBlank(identity), ...roofBlank, problems: [], message: '' });
  return (
    <LeadFormShell form={form} label={t('leads.diagnostic.label')} onSubmit={onSubmit} submitLabel={t('leads.diagnostic.submit')}>
      <IdentityBlock form={form} {...identity} />
      <Section legend={t('leads.roof.legend')}>
        <RoofFields form={form} addressHint={t('leads.diagnostic.addressHint')} surfaceHint={t('leads.diagnostic.surfaceHint')} />
        <MultiChoice form={form} name="problems" legend={t('leads.diagnostic.problems')} options={roofProblems} />
        <MessageField form={form} label={t('leads.roof.details')} hint={t('leads.diagnostic.detailsHint')} />
      </Section>
    </LeadFormShell>
  );
}
