import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useLivePrices, usePriceOwner } from '../api';
import { livePricesAtom, netPricesAtom } from '../state';
import { pricesSettled } from '../../territory';

/** The customer whose net prices netPricesAtom holds, across pages (undefined: none asked yet in this tab). */
let netOf: number | null | undefined;

/**
 * The prices of every product on the page for the visitor's territory, in
 * one request. Loaded after the page (lazy), it fills livePricesAtom under
 * the territory they are for, which the Price components read; the static
 * price's box keeps its size. With a session, the same request brings the
 * customer's net prices (netPricesAtom), his alone. The page's prices
 * settle once its territory's answer has come or its call failed.
 */
export default function LivePrices({ ids }: { ids: number[] }) {
  const setPrices = useSetAtom(livePricesAtom);
  const setNet = useSetAtom(netPricesAtom);
  const { customerId } = usePriceOwner();
  const { data, error } = useLivePrices(ids);
  // a session the API ended is not closed by session-actions (forgetPrices): its net prices go here
  useEffect(() => {
    if (netOf !== undefined && netOf !== customerId) setNet({});
    netOf = customerId;
  }, [customerId, setNet]);
  useEffect(() => {
    if (data?.length) {
      const plan = data[0].price.sales_plan_id;
      setPrices((prev) => ({ ...prev, [plan]: { ...prev[plan], ...Object.fromEntries(data.map((p) => [p.id, p.price.ht])) } }));
      setNet((prev) => {
        const next = { ...prev[plan] };
        for (const p of data) {
          // an answer asked for no one in particular carries no one's discount
          if (p.customer && customerId !== null) next[p.id] = { ht: p.customer.price_ht, rate: p.customer.discount_rate };
          else delete next[p.id];
        }
        return { ...prev, [plan]: next };
      });
    }
    if (data || error) pricesSettled();
  }, [data, error, customerId, setPrices, setNet]);
  useEffect(() => {
    if (error) document.documentElement.classList.add('prices-unavailable');
  }, [error]);
  return null;
}
