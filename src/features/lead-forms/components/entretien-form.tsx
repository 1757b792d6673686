import { entretienForm } from '../../../forms/leads';
import { lastMaintenance } from '../../../forms/options';
import { ChoiceRadios } from './choice-radios';
import { IdentityBlock, identityBlank, type IdentityOptions } from './identity-block';
import { LeadFormShell } from './lead-form-shell';
import { MessageField } from './message-field';
import { RoofFields, roofBlank } from './roof-fields';
import { Section } from './section';
import { useLeadForm } from './use-lead-form';

const identity: IdentityOptions = { twoPhones: true };

/** Roof maintenance (cleaning): who, where, what roof and when it was last looked after. */
export function EntretienForm() {
  const { form, onSubmit } = useLeadForm('entretien', entretienForm, { ...identityBlank(identity), ...roofBlank, last_maintenance: '', message: '' });
  return (
    <LeadFormShell form={form} label="Demande d’entretien de toiture" onSubmit={onSubmit} submitLabel="Demander un entretien">
      <IdentityBlock form={form} {...identity} />
      <Section legend="Votre toiture">
        <RoofFields form={form} addressHint="Adresse du bâtiment à entretenir" surfaceHint="Une estimation suffit, par exemple 120" />
        <ChoiceRadios form={form} name="last_maintenance" legend="Dernier entretien" options={lastMaintenance} stacked />
        <MessageField form={form} label="Précisions" hint="Mousses, gouttières, accès au toit…" />
      </Section>
    </LeadFormShell>
  );
}
