import useSWR from 'swr';
import { shop } from '../../shop-client/browser';
import { getPrices } from '@trefima/domain/catalogue/endpoints';
import { useTerritory } from '../territory';
import { useSessionToken } from '../session';

/**
 * The live prices of some products for the visitor's territory, in one
 * request; with a session, each also carries the customer's net price. The
 * key follows the territory and the session, so that choosing another
 * territory or signing in asks again.
 */
export function useLivePrices(ids: readonly number[]) {
  const { planId } = useTerritory();
  const logged = useSessionToken() !== null;
  const list = ids.join(',');
  return useSWR(list ? ['prices', planId, list, logged] : null, () => shop(getPrices, { query: { ids: list } }), { revalidateOnFocus: false });
}
