import { roofTypes } from '../../../forms/options';
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
      <ChoiceSelect form={form} name="roof_type" label="Type de toiture" options={roofTypes} />
      <TextField form={form} name="surface" label="Surface (m²)" inputMode="decimal" hint={surfaceHint} required />
    </>
  );
}
