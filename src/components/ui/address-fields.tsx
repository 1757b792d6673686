import { t } from '@trefima/domain/i18n/t';
import { useCountries } from '../../hooks/use-countries';
import { Field } from '../forms/field';
import { SelectField } from '../forms/select-field';
import { NameFields, TownFields, type FieldsProps } from './contact-fields';

type AddressField = 'civility' | 'first_name' | 'last_name' | 'company' | 'street' | 'street2' | 'zipcode' | 'city' | 'country_code' | 'phone';

/** A postal address as the address book asks it, also a job site's: recipient, street, town, country and phone. */
export function AddressFields({ register, errors: e }: FieldsProps<AddressField>) {
  const countries = useCountries();
  return (
    <>
      <NameFields register={register} errors={e} />
      <Field label={t('account.field.company')} autoComplete="organization" registration={register('company')} error={e?.company} />
      <Field label={t('account.addressForm.street')} autoComplete="address-line1" required registration={register('street')} error={e?.street} />
      <Field label={t('account.addressForm.street2')} autoComplete="address-line2" registration={register('street2')} error={e?.street2} />
      <TownFields register={register} errors={e} />
      <SelectField
        label={t('account.addressForm.country')}
        required
        options={countries.map((c) => ({ value: c.code, label: c.name }))}
        registration={register('country_code')}
        error={e?.country_code}
      />
      <Field label={t('account.field.phone')} type="tel" autoComplete="tel" required registration={register('phone')} error={e?.phone} />
    </>
  );
}
