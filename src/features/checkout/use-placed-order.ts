import { useAtomValue, useSetAtom } from 'jotai';
import { placedOrderAtom, resetCheckoutAtom } from './state';

/** The order just placed, kept in memory from /recapitulatif to /confirmation-commande (a reload forgets it). */
export const usePlacedOrder = () => useAtomValue(placedOrderAtom);

export const useSetPlacedOrder = () => useSetAtom(placedOrderAtom);

/** After an order: the next one starts with a fresh carrier, payment and sales conditions. */
export const useResetCheckout = () => useSetAtom(resetCheckoutAtom);
