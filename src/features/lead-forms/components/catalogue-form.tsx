import { useWatch } from 'react-hook-form';
import { catalogueForm } from '../../../forms/leads';
import { catalogueFormats, catalogues } from '../../../forms/options';
import { BuyerFields, ChoiceRadios, LeadFormShell, MultiChoice, Pair, PersonFields, PhoneField, Section, TermsField, TextField } from './blocks';
import type { LeadForm } from './use-lead-form';
import { useLeadForm } from './use-lead-form';
import * as styles from './lead-forms.module.css';

/** A paper catalogue needs a postal address: street and city come with the choice 'papier' (and go with it). */
function AddressFields({ form }: { form: LeadForm }) {
  const paper = useWatch({ control: form.control, name: 'format' }) === 'papier';
  return (
    <>
      {paper && (
        <div className={styles.reveal}>
          <TextField
            form={form}
            name="street"
            label="Adresse"
            autoComplete="street-address"
            hint="Pour l’envoi du catalogue papier"
            required
            unregisterWhenHidden
          />
        </div>
      )}
      <Pair>
        <TextField form={form} name="zipcode" label="Code postal" inputMode="numeric" autoComplete="postal-code" hint="5 chiffres" required />
        {paper && <TextField form={form} name="city" label="Ville" autoComplete="address-level2" required unregisterWhenHidden />}
      </Pair>
    </>
  );
}

/** Catalogues (two at most), digital or on paper. */
export function CatalogueForm() {
  const { form, onSubmit } = useLeadForm('catalogue', catalogueForm, {
    civility: '',
    last_name: '',
    first_name: '',
    email: '',
    phone: '',
    customer_type: '',
    company: '',
    catalogues: [],
    format: '',
    street: '',
    zipcode: '',
    city: '',
    accept_terms: false,
  });
  return (
    <LeadFormShell form={form} label="Demande de catalogue" onSubmit={onSubmit} submitLabel="Recevoir mes catalogues">
      <Section legend="Vos coordonnées">
        <PersonFields form={form} />
        <PhoneField form={form} name="phone" label="Téléphone" required />
        <BuyerFields form={form} />
      </Section>
      <Section legend="Vos catalogues">
        <MultiChoice form={form} name="catalogues" legend="Catalogues" options={catalogues} />
        <ChoiceRadios form={form} name="format" legend="Format" options={catalogueFormats} stacked />
        <AddressFields form={form} />
      </Section>
      <TermsField form={form} />
    </LeadFormShell>
  );
}
