import { atom } from 'jotai';

/**
 * Live prices HT of the products seen, by territory (sales plan id) then product id: after a switch, what is shown is
 * the new territory's or nothing yet (« Chargement du prix… »), never the previous one's.
 */
export const livePricesAtom = atom<Record<number, Record<number, number>>>({});

/**
 * A customer's net prices HT (his discount applied) and the rate, by territory then product id: only for a customer
 * who has a discount, and only the signed-in one's (emptied when a session opens or closes, forget.ts).
 */
export const netPricesAtom = atom<Record<number, Record<number, { ht: number; rate: number }>>>({});
