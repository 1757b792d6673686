import { useWatch } from 'react-hook-form';
import { catalogueForm } from '../../../forms/leads';
import { catalogueFormats, catalogues } from '../../../forms/options';
import { addressBlank } from './address-fields';
import { ChoiceRadios } from './choice-radios';
import { IdentityBlock, identityBlank, type IdentityOptions } from './identity-block';
import { LeadFormShell } from './lead-form-shell';
import { MultiChoice } from './multi-choice';
import { Pair } from './pair';
import { Section } from './section';
import { TextField } from './text-field';
import { useLeadForm, type LeadForm } from './use-lead-form';
import * as styles from './lead-forms.module.css';

/** A paper catalogue needs a postal address: street and city come with the choice 'papier' (and go with it). */
function PaperAddressFields({ form }: { form: LeadForm }) {
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

const identity: IdentityOptions = { buyer: true };

/** Catalogues (two at most), digital or on paper. */
export function CatalogueForm() {
  const { form, onSubmit } = useLeadForm('catalogue', catalogueForm, { ...identityBlank(identity), catalogues: [], format: '', ...addressBlank });
  return (
    <LeadFormShell form={form} label="Demande de catalogue" onSubmit={onSubmit} submitLabel="Recevoir mes catalogues">
      <IdentityBlock form={form} {...identity} />
      <Section legend="Vos catalogues">
        <MultiChoice form={form} name="catalogues" legend="Catalogues" options={catalogues} />
        <ChoiceRadios form={form} name="format" legend="Format" options={catalogueFormats} stacked />
        <PaperAddressFields form={form} />
      </Section>
    </LeadFormShell>
  );
}
