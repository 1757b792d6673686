import { echantillonForm } from '../../../forms/leads';
import { sampleColors, sampleProducts } from '../../../forms/options';
import { AddressFields, addressBlank } from './address-fields';
import { IdentityBlock, identityBlank, type IdentityOptions } from './identity-block';
import { LeadFormShell } from './lead-form-shell';
import { MessageField } from './message-field';
import { MultiChoice } from './multi-choice';
import { Section } from './section';
import { useLeadForm } from './use-lead-form';

const identity: IdentityOptions = { buyer: true };

/** Samples of profiles and colours (two of each at most), sent to the given address. */
export function EchantillonForm() {
  const { form, onSubmit } = useLeadForm('echantillon', echantillonForm, {
    ...identityBlank(identity),
    ...addressBlank,
    products: [],
    colors: [],
    message: '',
  });
  return (
    <LeadFormShell form={form} label="Demande d’échantillons" onSubmit={onSubmit} submitLabel="Demander mes échantillons">
      <IdentityBlock form={form} {...identity} />
      <Section legend="Vos échantillons">
        <MultiChoice form={form} name="products" legend="Profils" options={sampleProducts} />
        <MultiChoice form={form} name="colors" legend="Couleurs" options={sampleColors} />
        <MessageField form={form} label="Message" />
      </Section>
      <Section legend="Adresse d’envoi">
        <AddressFields form={form} />
      </Section>
    </LeadFormShell>
  );
}
