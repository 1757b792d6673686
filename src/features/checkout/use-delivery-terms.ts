import { useAtomValue } from 'jotai';
import type { Customer } from '@trefima/domain/contract';
import { useSiteChoices } from '../job-sites';
import { checkoutIdsAtom, purchaseOrderAtom, requestedDateAtom } from './state';

/**
 * The order's job site, purchase-order number and day as the recap shows
 * and sends them: the site chosen at /adresse while it is still open, the
 * number typed here or else the site's own.
 */
export function useDeliveryTerms(customer: Customer) {
  const { jobSiteId } = useAtomValue(checkoutIdsAtom);
  const { sites } = useSiteChoices(customer.customer_id, false);
  const typed = useAtomValue(purchaseOrderAtom);
  const requestedDate = useAtomValue(requestedDateAtom);
  const site = (jobSiteId !== null && sites.find((s) => s.job_site_id === jobSiteId)) || null;
  const purchaseOrder = (typed ?? site?.purchase_order ?? '').trim();
  return { site, purchaseOrder, requestedDate };
}
