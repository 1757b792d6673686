import { t } from '@trefima/domain/i18n/t';
import { roofTypes } from '@trefima/domain/forms/options';
import { AddressFields, addressBlank } from './address-fields';
import { ChoiceSelect } from './choice-select';
import { TextField } from './text-field';
import type { LeadForm } from './use-lead-form';

export const roofBlank = { ...addressBlank, roof_type: '', surface: '' };

/** The roof a visit is for (diagnostic, maintenance): where it is, its type and its surface. */
export function RoofFields({ form, addressHint, surfaceHint }: { form: LeadForm; addressHint: string; surfaceHint: string }) {
  return (
    <>
      <AddressFields form={form} hint={addressHint} />
      <ChoiceSelect form={form} name="roof_type" label={t('leads.roof.type')} options={roofTypes} />
      <TextField form={form} name="surface" label={t('leads.roof.surface')} inputMode="decimal" hint={surfaceHint} required />
    </>
  );
}
