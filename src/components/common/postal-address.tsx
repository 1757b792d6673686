import type { Address } from '@trefima/domain/contract';
import { civilities } from '@trefima/domain/forms/options';
import { formatPhone } from '@trefima/domain/forms/phone';
import { t } from '@trefima/domain/i18n/t';

/** An address as a postal block: name, company, street lines, town, (country), phone. */
export function PostalAddress({ address: a, className, showCountry = false }: { address: Address; className?: string; showCountry?: boolean }) {
  return (
    <address className={className}>
      {civilities[a.civility as keyof typeof civilities] ?? ''} {a.first_name} {a.last_name}
      {a.company && (
        <>
          <br />
          {a.company}
        </>
      )}
      <br />
      {a.street}
      {a.street2 && (
        <>
          <br />
          {a.street2}
        </>
      )}
      <br />
      {a.zipcode} {a.city}
      {showCountry && a.country_code !== 'FR' && <> ({a.country_code})</>}
      <br />
      {t('postalAddress.phone')} {formatPhone(a.phone)}
    </address>
  );
}
