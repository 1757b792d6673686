import { useAtomValue } from 'jotai';
import { cartMessageAtom, cartReplacedAtom, storedCartAtom } from './state';

/**
 * What every page knows of the cart without loading it: its token, count and
 * total HT as last stored (null until a cart exists), and the last change
 * to announce. Small on purpose: the header reads it on every page.
 */
export const useStoredCart = () => useAtomValue(storedCartAtom);

export const useCartMessage = () => useAtomValue(cartMessageAtom);

/** Why the cart page shows another cart than the one it showed, while there is something to say (state.ts). */
export const useCartReplaced = () => useAtomValue(cartReplacedAtom);
