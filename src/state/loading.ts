import { atom } from 'jotai';

/**
 * True while something page-wide is loading: the layout then shows its
 * full-page overlay. Set it from anywhere with jotai's default store, no
 * Provider needed: `useSetAtom(loadingAtom)` in a component, or
 * `getDefaultStore().set(loadingAtom, true)` outside React.
 */
export const loadingAtom = atom(false);
