import { t } from '@trefima/domain/i18n/t';
import { Pair } from './pair';
import { TextField } from './text-field';
import type { LeadForm } from './use-lead-form';

/**
 * The postal code and the city. `city`: the city comes and goes with a choice
 * (a catalogue sent by e-mail needs none), its value with it.
 */
export function ZipCityFields({ form, city }: { form: LeadForm; city?: boolean }) {
  return (
    <Pair>
      <TextField
        form={form}
        name="zipcode"
        label={t('leads.zipCity.zipcode')}
        inputMode="numeric"
        autoComplete="postal-code"
        hint={t('leads.zipCity.zipcodeHint')}
        required
      />
      {city !== false && (
        <TextField form={form} name="city" label={t('leads.zipCity.city')} autoComplete="address-level2" required unregisterWhenHidden={city !== undefined} />
      )}
    </Pair>
  );
}
