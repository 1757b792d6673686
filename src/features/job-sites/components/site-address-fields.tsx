import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Field } from '../../../components/forms/field';
import { SelectField } from '../../../components/forms/select-field';
import { civilities } from '@trefima/domain/forms/options';
import { t } from '@trefima/domain/i18n/t';
import { useCountries } from '../../../hooks/use-countries';
import type { JobSiteFormInput } from '../form';
import * as styles from './job-sites.module.css';

export interface SiteAddressFieldsProps {
  register: UseFormRegister<JobSiteFormInput>;
  errors: FieldErrors<JobSiteFormInput>['address'];
}

/** The site's delivery address, asked as the address book asks it (its name is the site's). */
export function SiteAddressFields({ register, errors: e }: SiteAddressFieldsProps) {
  const countries = useCountries();
  return (
    <fieldset className={styles.fieldset} aria-describedby="job-site-address-hint">
      <legend>{t('jobSites.form.addressLegend')}</legend>
      <p id="job-site-address-hint">{t('jobSites.form.addressHint')}</p>
      <SelectField label={t('account.field.civility')} options={civilities} required registration={register('address.civility')} error={e?.civility} />
      <div className={styles.grid2}>
        <Field label={t('account.field.firstName')} autoComplete="given-name" required registration={register('address.first_name')} error={e?.first_name} />
        <Field label={t('account.field.lastName')} autoComplete="family-name" required registration={register('address.last_name')} error={e?.last_name} />
      </div>
      <Field label={t('account.field.company')} autoComplete="organization" registration={register('address.company')} error={e?.company} />
      <Field label={t('account.addressForm.street')} autoComplete="address-line1" required registration={register('address.street')} error={e?.street} />
      <Field label={t('account.addressForm.street2')} autoComplete="address-line2" registration={register('address.street2')} error={e?.street2} />
      <div className={styles.grid2}>
        <Field
          label={t('account.addressForm.zipcode')}
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={5}
          required
          registration={register('address.zipcode')}
          error={e?.zipcode}
        />
        <Field label={t('account.addressForm.city')} autoComplete="address-level2" required registration={register('address.city')} error={e?.city} />
      </div>
      <SelectField
        label={t('account.addressForm.country')}
        required
        options={countries.map((c) => ({ value: c.code, label: c.name }))}
        registration={register('address.country_code')}
        error={e?.country_code}
      />
      <Field label={t('account.field.phone')} type="tel" autoComplete="tel" required registration={register('address.phone')} error={e?.phone} />
    </fieldset>
  );
}
