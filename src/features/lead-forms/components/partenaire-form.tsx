import { partenaireForm } from '../../../forms/leads';
import { departments, partnerTrades } from '../../../forms/options';
import { ChoiceRadios, LeadFormShell, MessageField, MultiChoice, PersonFields, PhoneField, Section, TermsField, TextField, ZipCityFields } from './blocks';
import { useLeadForm } from './use-lead-form';

/** A craftsman asks to join the partner network: his company (SIRET), trades, territory and contact. */
export function PartenaireForm() {
  const { form, onSubmit } = useLeadForm('partenaire', partenaireForm, {
    company: '',
    siret: '',
    trades: [],
    department: '',
    civility: '',
    last_name: '',
    first_name: '',
    email: '',
    phone: '',
    zipcode: '',
    city: '',
    message: '',
    accept_terms: false,
  });
  return (
    <LeadFormShell form={form} label="Demande de partenariat" onSubmit={onSubmit} submitLabel="Envoyer ma demande">
      <Section legend="Votre entreprise">
        <TextField form={form} name="company" label="Société" autoComplete="organization" required />
        <TextField form={form} name="siret" label="SIRET" inputMode="numeric" hint="14 chiffres, espaces acceptés" required />
        <MultiChoice form={form} name="trades" legend="Métiers" options={partnerTrades} />
        <ChoiceRadios form={form} name="department" legend="Département d’intervention" options={departments} />
      </Section>
      <Section legend="Vos coordonnées">
        <PersonFields form={form} />
        <PhoneField form={form} name="phone" label="Téléphone" required />
        <ZipCityFields form={form} />
      </Section>
      <MessageField form={form} label="Présentation de votre entreprise" hint="Activité, effectif, références de chantiers…" required />
      <TermsField form={form} />
    </LeadFormShell>
  );
}
