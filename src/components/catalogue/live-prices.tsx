import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import useSWR from 'swr';
import { shop } from '../../shop-client/browser';
import { getPrices } from '../../shop-client/endpoints/catalogue';
import { currentPlanId } from '../../shop-client/site-config';
import { livePricesAtom } from '../../state/prices';
import { salesPlanIdAtom } from '../../state/territory';

/**
 * The prices of every product on the page for the visitor's territory, in
 * one request. Loaded after the page (lazy), it fills livePricesAtom, which
 * the Price components read; the static price's box keeps its size.
 */
export default function LivePrices({ ids }: { ids: number[] }) {
  const chosen = useAtomValue(salesPlanIdAtom);
  const plan = chosen ?? currentPlanId();
  const setPrices = useSetAtom(livePricesAtom);
  const key = ids.length ? ['prices', plan, ids.join(',')] : null;
  const { data, error } = useSWR(key, () => shop(getPrices, { query: { ids: ids.join(',') } }), { revalidateOnFocus: false });
  useEffect(() => {
    if (data) setPrices((prev) => ({ ...prev, ...Object.fromEntries(data.map((p) => [p.id, p.price.ht])) }));
    if (data || error) document.documentElement.classList.remove('plan-pending');
  }, [data, error, setPrices]);
  useEffect(() => {
    if (error) document.documentElement.classList.add('prices-unavailable');
  }, [error]);
  return null;
}
