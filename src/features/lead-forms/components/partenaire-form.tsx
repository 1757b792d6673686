import { t } from '@trefima/domain/i18n/t';
import { partenaireForm } from '@trefima/domain/forms/leads';
import { departments, partnerTrades } from '@trefima/domain/forms/options';
import { ChoiceRadios } from './choice-radios';
import { IdentityBlock, identityBlank, type IdentityOptions } from './identity-block';
import { LeadFormShell } from './lead-form-shell';
import { MessageField } from './message-field';
import { MultiChoice } from './multi-choice';
import { Section } from './section';
import { TextField } from './text-field';
import { useLeadForm } from './use-lead-form';

const identity: IdentityOptions = { zipCity: true };

/** A craftsman asks to join the partner network: his company (SIRET), trades, territory and contact. */
export function PartenaireForm() {
  const { form, onSubmit } = useLeadForm('partenaire', partenaireForm, {
    company: '',
    siret: '',
    trades: [],
    department: '',
    ...identityBlank(identity),
    message: '',
  });
  return (
    <LeadFormShell form={form} label={t('leads.partenaire.label')} onSubmit={onSubmit} submitLabel={t('leads.partenaire.submit')}>
      <Section legend={t('leads.partenaire.legend')}>
        <TextField form={form} name="company" label={t('leads.partenaire.company')} autoComplete="organization" required />
        <TextField form={form} name="siret" label={t('leads.partenaire.siret')} inputMode="numeric" hint={t('leads.partenaire.siretHint')} required />
        <MultiChoice form={form} name="trades" legend={t('leads.partenaire.trades')} options={partnerTrades} />
        <ChoiceRadios form={form} name="department" legend={t('leads.partenaire.department')} options={departments} />
      </Section>
      <IdentityBlock form={form} {...identity} />
      <MessageField form={form} label={t('leads.partenaire.presentation')} hint={t('leads.partenaire.presentationHint')} required />
    </LeadFormShell>
  );
}
