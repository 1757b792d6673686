import { t } from '@trefima/domain/i18n/t';
import { echantillonForm } from '@trefima/domain/forms/leads';
import { sampleColors, sampleProducts } from '@trefima/domain/forms/options';
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
    <LeadFormShell form={form} label={t('leads.echantillon.label')} onSubmit={onSubmit} submitLabel={t('leads.echantillon.submit')}>
      <IdentityBlock form={form} {...identity} />
      <Section legend={t('leads.echantillon.legend')}>
        <MultiChoice form={form} name="products" legend={t('leads.echantillon.products')} options={sampleProducts} />
        <MultiChoice form={form} name="colors" legend={t('leads.echantillon.colors')} options={sampleColors} />
        <MessageField form={form} label={t('leads.message.label')} />
      </Section>
      <Section legend={t('leads.echantillon.addressLegend')}>
        <AddressFields form={form} />
      </Section>
    </LeadFormShell>
  );
}
