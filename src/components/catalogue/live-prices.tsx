import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import useSWR from 'swr';
import { shop } from '../../shop-client/browser';
import { getPrices } from '../../shop-client/endpoints/catalogue';
import { livePricesAtom, netPricesAtom } from '../../state/prices';
import { tokenAtom } from '../../state/session';
import { pricesSettled } from '../../features/territory/plan-pending';
import { useTerritory } from '../../features/territory/use-territory';

/**
 * The prices of every product on the page for the visitor's territory, in
 * one request. Loaded after the page (lazy), it fills livePricesAtom, which
 * the Price components read; the static price's box keeps its size. With a
 * session, the same request brings the customer's net prices (netPricesAtom).
 */
export default function LivePrices({ ids }: { ids: number[] }) {
  const { planId: plan } = useTerritory();
  const setPrices = useSetAtom(livePricesAtom);
  const setNet = useSetAtom(netPricesAtom);
  const logged = useAtomValue(tokenAtom) !== null;
  const key = ids.length ? ['prices', plan, ids.join(','), logged] : null;
  const { data, error } = useSWR(key, () => shop(getPrices, { query: { ids: ids.join(',') } }), { revalidateOnFocus: false });
  useEffect(() => {
    if (data) {
      setPrices((prev) => ({ ...prev, ...Object.fromEntries(data.map((p) => [p.id, p.price.ht])) }));
      setNet((prev) => {
        const next = { ...prev };
        for (const p of data) {
          if (p.customer) next[p.id] = { ht: p.customer.price_ht, rate: p.customer.discount_rate };
          else delete next[p.id];
        }
        return next;
      });
    }
    if (data || error) pricesSettled();
  }, [data, error, setPrices, setNet]);
  useEffect(() => {
    if (error) document.documentElement.classList.add('prices-unavailable');
  }, [error]);
  return null;
}
