import { partenaireForm } from '../../../forms/leads';
import { departments, partnerTrades } from '../../../forms/options';
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
    <LeadFormShell form={form} label="Demande de partenariat" onSubmit={onSubmit} submitLabel="Envoyer ma demande">
      <Section legend="Votre entreprise">
        <TextField form={form} name="company" label="Société" autoComplete="organization" required />
        <TextField form={form} name="siret" label="SIRET" inputMode="numeric" hint="14 chiffres, espaces acceptés" required />
        <MultiChoice form={form} name="trades" legend="Métiers" options={partnerTrades} />
        <ChoiceRadios form={form} name="department" legend="Département d’intervention" options={departments} />
      </Section>
      <IdentityBlock form={form} {...identity} />
      <MessageField form={form} label="Présentation de votre entreprise" hint="Activité, effectif, références de chantiers…" required />
    </LeadFormShell>
  );
}
