import { Pair } from './pair';
import { TextField } from './text-field';
import type { LeadForm } from './use-lead-form';

export function ZipCityFields({ form }: { form: LeadForm }) {
  return (
    <Pair>
      <TextField form={form} name="zipcode" label="Code postal" inputMode="numeric" autoComplete="postal-code" hint="5 chiffres" required />
      <TextField form={form} name="city" label="Ville" autoComplete="address-level2" required />
    </Pair>
  );
}
