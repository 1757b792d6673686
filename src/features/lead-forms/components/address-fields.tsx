import { t } from '@trefima/domain/i18n/t';
import { TextField } from './text-field';
import type { LeadForm } from './use-lead-form';
import { ZipCityFields } from './zip-city-fields';

export const addressBlank = { street: '', zipcode: '', city: '' };

/** Street, then postcode and city: where a roof is or where samples go. */
export function AddressFields({ form, hint }: { form: LeadForm; hint?: string }) {
  return (
    <>
      <TextField form={form} name="street" label={t('leads.address.street')} autoComplete="street-address" hint={hint} required />
      <ZipCityFields form={form} />
    </>
  );
}
