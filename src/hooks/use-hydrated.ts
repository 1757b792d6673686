import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * false while the built HTML is hydrated (and at build time), true after and
 * on every client-side mount: a page that reads the URL's query string (which
 * the built HTML never knew) renders it only once hydrated, with no mismatch.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
