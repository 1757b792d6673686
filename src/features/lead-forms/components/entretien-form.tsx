import { t } from '@trefima/domain/i18n/t';
import { entretienForm } from '@trefima/domain/forms/leads';
import { lastMaintenance } from '@trefima/domain/forms/options';
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
    <LeadFormShell form={form} label={t('leads.entretien.label')} onSubmit={onSubmit} submitLabel={t('leads.entretien.submit')}>
      <IdentityBlock form={form} {...identity} />
      <Section legend={t('leads.roof.legend')}>
        <RoofFields form={form} addressHint={t('leads.entretien.addressHint')} surfaceHint={t('leads.entretien.surfaceHint')} />
        <ChoiceRadios form={form} name="last_maintenance" legend={t('leads.entretien.lastMaintenance')} options={lastMaintenance} stacked />
        <MessageField form={form} label={t('leads.roof.details')} hint={t('leads.entretien.detailsHint')} />
      </Section>
    </LeadFormShell>
  );
}
