import { getDefaultStore } from 'jotai';
import { mutate } from 'swr';
import { currentPlanId } from '../../shop-client/site-config';
import { pricesPending } from '../territory';
import { livePricesAtom, netPricesAtom } from './state';

/**
 * A session opens or closes on this tab (a shared computer): the prices it holds, and the answers SWR kept, are the
 * previous account's; none is shown to the next one, whose prices come as on a first load (the built ones hidden
 * meanwhile when another territory is chosen). Called before the token changes: SWR drops an answer to a request
 * that was under way when its key was forgotten, so a request for the next account must start after this.
 */
export function forgetPrices() {
  const store = getDefaultStore();
  store.set(livePricesAtom, {});
  store.set(netPricesAtom, {});
  pricesPending(currentPlanId());
  void mutate((key) => Array.isArray(key) && key[0] === 'prices', undefined, { revalidate: false });
}
