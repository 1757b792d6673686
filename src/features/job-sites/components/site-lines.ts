import type { Address } from '@trefima/domain/contract';
import type { JobSite } from '@trefima/domain/job-sites/contract';
import { formatPhone } from '@trefima/domain/forms/phone';
import { t } from '@trefima/domain/i18n/t';

const civilities: Record<string, string> = { m: t('checkout.addressLines.mister'), mme: t('checkout.addressLines.madam') };

/** The site's address on one line: recipient, company, street, town, phone. */
export function addressLine(a: Address): string {
  return [
    [civilities[a.civility] ?? '', a.first_name, a.last_name].filter(Boolean).join(' '),
    a.company,
    a.street,
    a.street2,
    `${a.zipcode} ${a.city}${a.country_code !== 'FR' ? ` (${a.country_code})` : ''}`,
    a.phone ? t('checkout.addressLines.phone', { phone: formatPhone(a.phone) }) : null,
  ]
    .filter(Boolean)
    .join(', ');
}

/** Who to call on the site: the name, the phone, or both. */
export function contactLine(s: Pick<JobSite, 'contact_name' | 'contact_phone'>): string | null {
  const phone = s.contact_phone ? formatPhone(s.contact_phone) : null;
  if (s.contact_name && phone) return t('jobSites.card.contactPhone', { name: s.contact_name, phone });
  return s.contact_name ?? phone;
}
