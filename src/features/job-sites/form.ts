// before any schema is made: zod decides at construction whether to compile parsers with eval, which the CSP forbids
import '@trefima/domain/contract/zod-config';
import { z } from 'zod';
import { JOB_SITE_LIMITS as L, truckAccessValues, type JobSite } from '@trefima/domain/job-sites/contract';
import { siteCountryReason } from '@trefima/domain/job-sites/site-country';
import type { Customer } from '@trefima/domain/contract';
import { postalAddressFields } from '@trefima/domain/forms/account';
import { formatPhone } from '@trefima/domain/forms/phone';
import { checkbox, choice, optionalPhone, optionalText, requiredText } from '@trefima/domain/forms/rules';
import { undeliverableReason } from '@trefima/domain/territory/delivery-territory';
import { addressValues } from '../../components/ui/address-values';

/*
 * The site's form, checked as the API checks it (domain/job-sites/requests.ts,
 * whose schemas the pages must not load): the same rules and labels, so that
 * the browser and the API say the same thing about the same input.
 */
const siteAddress = z
  .object(postalAddressFields)
  // a site is where the steel goes: a postcode the shop does not deliver cannot be one, nor another country than France
  .superRefine((v, ctx) => {
    const reason = typeof v.zipcode === 'string' ? undeliverableReason(v.zipcode) : null;
    if (reason) ctx.addIssue({ code: 'custom', path: ['zipcode'], message: reason });
    const abroad = siteCountryReason(v.country_code);
    if (abroad) ctx.addIssue({ code: 'custom', path: ['country_code'], message: abroad });
  });

export const jobSiteForm = z.object({
  name: requiredText('Nom du chantier', L.name),
  address: siteAddress,
  contact_name: optionalText('Contact sur le chantier', L.contactName),
  contact_phone: optionalPhone('Téléphone du contact'),
  truck_access: choice('Accès camion', truckAccessValues),
  crane_needed: checkbox(),
  opening_hours: optionalText('Horaires d’ouverture', L.openingHours),
  access_notes: optionalText('Consignes d’accès', L.accessNotes, { lines: true }),
  purchase_order: optionalText('Référence de commande', L.purchaseOrder),
});
export type JobSiteFormInput = z.input<typeof jobSiteForm>;

/** What the form shows first: the site's values, or for a new one the customer as recipient (the truck access is chosen, never assumed). */
export function initialValues(customer: Customer, s?: JobSite): JobSiteFormInput {
  return {
    name: s?.name ?? '',
    address: addressValues(customer, s?.address),
    contact_name: s?.contact_name ?? '',
    contact_phone: s?.contact_phone ? formatPhone(s.contact_phone) : '',
    truck_access: s?.truck_access ?? '',
    crane_needed: s?.crane_needed ?? false,
    opening_hours: s?.opening_hours ?? '',
    access_notes: s?.access_notes ?? '',
    purchase_order: s?.purchase_order ?? '',
  };
}
