import { diagnosticForm } from '../../../forms/leads';
import { roofProblems } from '../../../forms/options';
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
    <LeadFormShell form={form} label="Demande de diagnostic de toiture" onSubmit={onSubmit} submitLabel="Demander mon diagnostic">
      <IdentityBlock form={form} {...identity} />
      <Section legend="Votre toiture">
        <RoofFields form={form} addressHint="Adresse du bâtiment à diagnostiquer" surfaceHint="Une estimation suffit, par exemple 85,5" />
        <MultiChoice form={form} name="problems" legend="Problèmes constatés" options={roofProblems} />
        <MessageField form={form} label="Précisions" hint="Depuis quand, à quel endroit, accès au toit…" />
      </Section>
    </LeadFormShell>
  );
}
