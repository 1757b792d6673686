import { atom } from 'jotai';

/** Live prices HT of the products on the page, for the visitor's territory, by product id. */
export const livePricesAtom = atom<Record<number, number>>({});

/** A customer's net prices HT (his discount applied) and the rate, by product id: only for a customer who has a discount. */
export const netPricesAtom = atom<Record<number, { ht: number; rate: number }>>({});
