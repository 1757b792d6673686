import { t } from '@trefima/domain/i18n/t';
import { useWatch } from 'react-hook-form';
import { catalogueForm } from '@trefima/domain/forms/leads';
import { catalogueFormats, catalogues } from '@trefima/domain/forms/options';
import { addressBlank } from './address-fields';
import { ChoiceRadios } from './choice-radios';
import { IdentityBlock, identityBlank, type IdentityOptions } from './identity-block';
import { LeadFormShell } from './lead-form-shell';
import { MultiChoice } from './multi-choice';
import { Section } from './section';
import { TextField } from './text-field';
import { ZipCityFields } from './zip-city-fields';
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
            label={t('leads.address.street')}
            autoComplete="street-address"
            hint={t('leads.catalogue.paperHint')}
            required
            unregisterWhenHidden
          />
        </div>
      )}
      <ZipCityFields form={form} city={paper} />
    </>
  );
}

const identity: IdentityOptions = { buyer: true };

/** Catalogues (two at most), digital or on paper. */
export function CatalogueForm() {
  const { form, onSubmit } = useLeadForm('catalogue', catalogueForm, { ...identityBlank(identity), catalogues: [], format: '', ...addressBlank });
  return (
    <LeadFormShell form={form} label={t('leads.catalogue.label')} onSubmit={onSubmit} submitLabel={t('leads.catalogue.submit')}>
      <IdentityBlock form={form} {...identity} />
      <Section legend={t('leads.catalogue.legend')}>
        <MultiChoice form={form} name="catalogues" legend={t('leads.catalogue.catalogues')} options={catalogues} />
        <ChoiceRadios form={form} name="format" legend={t('leads.catalogue.format')} options={catalogueFormats} stacked />
        <PaperAddressFields form={form} />
      </Section>
    </LeadFormShell>
  );
}
