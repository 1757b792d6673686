import type { JobSite, OrderJobSite } from '@trefima/domain/contract';
import { checkRequestedDate, localDate, type Making } from '@trefima/domain/calendar/working-days';
import { isPickupCarrier } from '@trefima/domain/orders/checkout';
import type { CarrierRow } from './checkout';
import { territoryOf } from './checkout';
import type { CustomerRow } from '../customers/customers';
import { DomainError } from '../shared/errors';
import type { JobSites } from '../job-sites/job-sites';

/** What a contractor's order says besides its lines, as checked at checkout. */
export interface DeliveryTerms {
  site: JobSite | null;
  purchaseOrder: string | null;
  requestedDate: string | null;
}

interface TermsInput {
  job_site_id?: number | null;
  purchase_order?: string | null;
  requested_delivery_date?: string | null;
  delivery_address_id: number;
}

const hasCrane = (c: CarrierRow) => c.code === 'livraison-grue';

/** The site of an order, by id: the customer's own and open, or a field message. */
export function siteOf(jobSites: JobSites, customerId: number, id: number, errors: Record<string, string>): JobSite | null {
  try {
    const site = jobSites.get(customerId, id);
    if (!site.archived) return site;
    errors.job_site_id = `Le chantier « ${site.name} » est archivé : rouvrez-le dans « Mes chantiers » ou choisissez-en un autre.`;
  } catch (error) {
    if (!(error instanceof DomainError && error.code === 'NOT_FOUND')) throw error;
    errors.job_site_id = 'Ce chantier est introuvable.';
  }
  return null;
}

/**
 * The job site, the purchase-order number and the requested day of an
 * order, each checked against the rest of the checkout; what is wrong goes
 * into `errors` under the form's field names.
 * - A delivery to a site goes to the site's address, with the crane the site
 *   asks for; a pickup at a depot may be for any site.
 * - Without a number of his own, a professional's order takes the site's; a
 *   private buyer's order has none.
 * - The day is a working day of the territory, no earlier than the carrier's
 *   delay counted from the territory's own date (domain/calendar), after the
 *   making of the order's longest made-to-order product (`making`).
 */
export function deliveryTerms(
  input: TermsInput,
  at: { customer: CustomerRow; carrier: CarrierRow | undefined; making: Making | null; planTarget: string; now: number; jobSites: JobSites },
  errors: Record<string, string>,
): DeliveryTerms {
  const { customer, carrier } = at;
  const site = input.job_site_id ? siteOf(at.jobSites, customer.id, input.job_site_id, errors) : null;
  // a pickup's address is the depot's, whatever the site
  if (site && carrier && !isPickupCarrier(carrier)) {
    if (input.delivery_address_id !== site.address.address_id) {
      errors.delivery_address_id ??= `Une livraison sur chantier va à l’adresse du chantier « ${site.name} » : choisissez-la comme adresse de livraison.`;
    }
    if (site.crane_needed && !hasCrane(carrier)) {
      errors.carrier_id ??= `Le chantier « ${site.name} » demande la grue du camion pour décharger : choisissez la livraison sur chantier avec grue.`;
    }
  }
  // a purchase order is a company's paperwork: a private buyer is never asked for one, nor given his site's
  const professional = customer.type === 'professionnel';
  if (!professional && input.purchase_order) errors.purchase_order = 'Le numéro de bon de commande est réservé aux comptes professionnels : laissez-le vide.';
  const purchaseOrder = professional ? (input.purchase_order ?? site?.purchase_order ?? null) : null;
  if (!purchaseOrder && customer.purchase_order_required === 1) {
    errors.purchase_order = 'Votre compte demande un numéro de bon de commande sur chaque commande : saisissez-le.';
  }
  const requestedDate = input.requested_delivery_date ?? null;
  if (requestedDate && carrier) {
    const territory = territoryOf(at.planTarget);
    const refused = checkRequestedDate(requestedDate, localDate(at.now, territory), carrier.delay_days, territory, at.making);
    if (refused) errors.requested_delivery_date = refused;
  }
  return { site, purchaseOrder, requestedDate };
}

/** What an order keeps of its site: the driver's notes must not change under a placed order. */
export const siteSnapshot = (s: JobSite): OrderJobSite => ({
  job_site_id: s.job_site_id,
  name: s.name,
  contact_name: s.contact_name,
  contact_phone: s.contact_phone,
  truck_access_label: s.truck_access_label,
  crane_needed: s.crane_needed,
  opening_hours: s.opening_hours,
  access_notes: s.access_notes,
});
