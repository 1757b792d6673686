import { entretienForm } from '../../../forms/leads';
import { lastMaintenance, roofTypes } from '../../../forms/options';
import { ChoiceRadios, ChoiceSelect, LeadFormShell, MessageField, PersonFields, Section, TermsField, TextField, ZipCityFields } from './blocks';
import { PhonePair } from './phone-pair';
import { useLeadForm } from './use-lead-form';

/** Roof maintenance (cleaning): who, where, what roof and when it was last looked after. */
export function EntretienForm() {
  const { form, onSubmit } = useLeadForm('entretien', entretienForm, {
    civility: '',
    last_name: '',
    first_name: '',
    email: '',
    phone: '',
    mobile: '',
    street: '',
    zipcode: '',
    city: '',
    roof_type: '',
    surface: '',
    last_maintenance: '',
    message: '',
    accept_terms: false,
  });
  return (
    <LeadFormShell form={form} label="Demande d’entretien de toiture" onSubmit={onSubmit} submitLabel="Demander un entretien">
      <Section legend="Vos coordonnées">
        <PersonFields form={form} />
        <PhonePair form={form} />
      </Section>
      <Section legend="Votre toiture">
        <TextField form={form} name="street" label="Adresse" autoComplete="street-address" hint="Adresse du bâtiment à entretenir" required />
        <ZipCityFields form={form} />
        <ChoiceSelect form={form} name="roof_type" label="Type de toiture" options={roofTypes} />
        <TextField form={form} name="surface" label="Surface (m²)" inputMode="decimal" hint="Une estimation suffit, par exemple 120" required />
        <ChoiceRadios form={form} name="last_maintenance" legend="Dernier entretien" options={lastMaintenance} stacked />
        <MessageField form={form} label="Précisions" hint="Mousses, gouttières, accès au toit…" />
      </Section>
      <TermsField form={form} />
    </LeadFormShell>
  );
}
