import useSWR from 'swr';
import { shop } from '../../shop-client/browser';
import { getPrices } from '@trefima/domain/catalogue/endpoints';
import { useTerritory } from '../territory';
import { useSession, useSessionToken } from '../session';

/**
 * Whose prices the visitor reads: his territory's and his account's (`customerId`, null when none is signed in).
 * `known` is false while a token's session has not said whose it is (a sign-in under way): an answer kept then under
 * no one's name could be shown to the next account.
 */
export function usePriceOwner() {
  const { planId } = useTerritory();
  const token = useSessionToken();
  const { user, customer, error } = useSession();
  return { planId, customerId: customer?.customer_id ?? null, known: token === null || user !== null || error !== undefined };
}

/**
 * The live prices of some products for the visitor's territory, in one
 * request; with a session, each also carries the customer's net price. The
 * key follows the territory and the customer, so that choosing another
 * territory, signing in or out, or another account asks again, and no
 * account's answer is read for another.
 */
export function useLivePrices(ids: readonly number[]) {
  const { planId, customerId, known } = usePriceOwner();
  const list = ids.join(',');
  return useSWR(list && known ? ['prices', planId, list, customerId] : null, () => shop(getPrices, { query: { ids: list } }), { revalidateOnFocus: false });
}
