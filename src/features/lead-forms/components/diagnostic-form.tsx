import { diagnosticForm } from '../../../forms/leads';
import { roofProblems, roofTypes } from '../../../forms/options';
import { ChoiceSelect, LeadFormShell, MessageField, MultiChoice, PersonFields, Section, TermsField, TextField, ZipCityFields } from './blocks';
import { PhonePair } from './phone-pair';
import { useLeadForm } from './use-lead-form';

/** A roof diagnostic: who, where, what roof and what problems (two at most). */
export function DiagnosticForm() {
  const { form, onSubmit } = useLeadForm('diagnostic', diagnosticForm, {
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
    problems: [],
    message: '',
    accept_terms: false,
  });
  return (
    <LeadFormShell form={form} label="Demande de diagnostic de toiture" onSubmit={onSubmit} submitLabel="Demander mon diagnostic">
      <Section legend="Vos coordonnées">
        <PersonFields form={form} />
        <PhonePair form={form} />
      </Section>
      <Section legend="Votre toiture">
        <TextField form={form} name="street" label="Adresse" autoComplete="street-address" hint="Adresse du bâtiment à diagnostiquer" required />
        <ZipCityFields form={form} />
        <ChoiceSelect form={form} name="roof_type" label="Type de toiture" options={roofTypes} />
        <TextField form={form} name="surface" label="Surface (m²)" inputMode="decimal" hint="Une estimation suffit, par exemple 85,5" required />
        <MultiChoice form={form} name="problems" legend="Problèmes constatés" options={roofProblems} />
        <MessageField form={form} label="Précisions" hint="Depuis quand, à quel endroit, accès au toit…" />
      </Section>
      <TermsField form={form} />
    </LeadFormShell>
  );
}
