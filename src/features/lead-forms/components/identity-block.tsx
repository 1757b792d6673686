import { t } from '@trefima/domain/i18n/t';
import { RadioGroup } from '../../../components/forms/radio-group';
import { civilities } from '@trefima/domain/forms/options';
import { BuyerFields } from './buyer-fields';
import { errorOf } from './lead-field';
import { Pair } from './pair';
import { PhoneField } from './phone-field';
import { PhonePair } from './phone-pair';
import { Section } from './section';
import { TextField } from './text-field';
import type { LeadForm } from './use-lead-form';
import { ZipCityFields } from './zip-city-fields';

/** What a form asks of the person beyond civility, names and e-mail (the pieces of the schema in forms/identity). */
export interface IdentityOptions {
  /** a landline and a mobile, one of them at least, instead of one required phone */
  twoPhones?: boolean;
  zipCity?: boolean;
  /** 'Vous êtes' particulier or professionnel, and a professional's company */
  buyer?: boolean;
}

/** The blank values of the block's fields, for the form's default values. */
export const identityBlank = ({ twoPhones, zipCity, buyer }: IdentityOptions) => ({
  civility: '',
  last_name: '',
  first_name: '',
  email: '',
  phone: '',
  ...(twoPhones && { mobile: '' }),
  ...(zipCity && { zipcode: '', city: '' }),
  ...(buyer && { customer_type: '', company: '' }),
});

/** 'Vos coordonnées': civility, last and first name, e-mail, phone(s), then what the options add, in that order. */
export function IdentityBlock({ form, twoPhones, zipCity, buyer }: { form: LeadForm } & IdentityOptions) {
  return (
    <Section legend={t('leads.identity.legend')}>
      <RadioGroup
        legend={t('leads.identity.civility')}
        options={civilities}
        required
        registration={form.register('civility')}
        error={errorOf(form, 'civility')}
      />
      <Pair>
        <TextField form={form} name="last_name" label={t('leads.identity.lastName')} autoComplete="family-name" required />
        <TextField form={form} name="first_name" label={t('leads.identity.firstName')} autoComplete="given-name" required />
      </Pair>
      <TextField form={form} name="email" label={t('leads.identity.email')} type="email" autoComplete="email" inputMode="email" required />
      {twoPhones ? <PhonePair form={form} /> : <PhoneField form={form} name="phone" label={t('leads.identity.phone')} required />}
      {zipCity && <ZipCityFields form={form} />}
      {buyer && <BuyerFields form={form} />}
    </Section>
  );
}
