import { echantillonForm } from '../../../forms/leads';
import { sampleColors, sampleProducts } from '../../../forms/options';
import { BuyerFields, LeadFormShell, MessageField, MultiChoice, PersonFields, PhoneField, Section, TermsField, TextField, ZipCityFields } from './blocks';
import { useLeadForm } from './use-lead-form';

/** Samples of profiles and colours (two of each at most), sent to the given address. */
export function EchantillonForm() {
  const { form, onSubmit } = useLeadForm('echantillon', echantillonForm, {
    civility: '',
    last_name: '',
    first_name: '',
    email: '',
    phone: '',
    customer_type: '',
    company: '',
    street: '',
    zipcode: '',
    city: '',
    products: [],
    colors: [],
    message: '',
    accept_terms: false,
  });
  return (
    <LeadFormShell form={form} label="Demande d’échantillons" onSubmit={onSubmit} submitLabel="Demander mes échantillons">
      <Section legend="Vos coordonnées">
        <PersonFields form={form} />
        <PhoneField form={form} name="phone" label="Téléphone" required />
        <BuyerFields form={form} />
      </Section>
      <Section legend="Vos échantillons">
        <MultiChoice form={form} name="products" legend="Profils" options={sampleProducts} />
        <MultiChoice form={form} name="colors" legend="Couleurs" options={sampleColors} />
        <MessageField form={form} label="Message" />
      </Section>
      <Section legend="Adresse d’envoi">
        <TextField form={form} name="street" label="Adresse" autoComplete="street-address" required />
        <ZipCityFields form={form} />
      </Section>
      <TermsField form={form} />
    </LeadFormShell>
  );
}
