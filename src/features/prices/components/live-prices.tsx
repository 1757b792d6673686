import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useLivePrices } from '../api';
import { livePricesAtom, netPricesAtom } from '../state';
import { pricesSettled } from '../../territory';

/**
 * The prices of every product on the page for the visitor's territory, in
 * one request. Loaded after the page (lazy), it fills livePricesAtom, which
 * the Price components read; the static price's box keeps its size. With a
 * session, the same request brings the customer's net prices (netPricesAtom).
 */
export default function LivePrices({ ids }: { ids: number[] }) {
  const setPrices = useSetAtom(livePricesAtom);
  const setNet = useSetAtom(netPricesAtom);
  const { data, error } = useLivePrices(ids);
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
