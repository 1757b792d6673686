import { billingAddressId, resolveAddressId, type AddressChoice, type AddressIds } from '@trefima/domain/orders/checkout';

/*
 * /adresse's own rules: the addresses chosen there, and the job site an
 * accepted quotation brings. Apart from checkout.ts, which the cart and the
 * recap load too.
 */

/** The delivery address (among the `allowed` ones) and the billing address of /adresse. */
export function chosenAddressIds<A extends AddressChoice>(ids: AddressIds, all: A[], allowed: (a: A) => boolean = () => true) {
  const delivery = resolveAddressId(ids.deliveryAddressId, all, 'delivery', allowed);
  return { delivery, billing: billingAddressId(ids, all, delivery) };
}

/**
 * The job site an accepted quotation was asked for, chosen with its address
 * when that quotation's checkout opens; once per quotation, so that a buyer
 * who then picks another site, or none, keeps his choice. Nothing while the
 * site is not among the open ones (not read yet, or archived since).
 */
export function quotationSitePreset(
  ids: { presetQuotationId: number | null },
  quotation: { id: number; job_site: { job_site_id: number } | null },
  sites: readonly { job_site_id: number; archived: boolean; address: { address_id: number } }[],
): { jobSiteId: number; deliveryAddressId: number; presetQuotationId: number } | null {
  const wanted = quotation.job_site?.job_site_id;
  if (ids.presetQuotationId === quotation.id || wanted === undefined) return null;
  const site = sites.find((s) => s.job_site_id === wanted && !s.archived);
  return site ? { jobSiteId: site.job_site_id, deliveryAddressId: site.address.address_id, presetQuotationId: quotation.id } : null;
}
