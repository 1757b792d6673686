import { useEffect, useRef } from 'react';
import { claimFocusAfterNavigation } from '../../../components/layout/route-focus';

let pending: string | null = null;

/**
 * A listing control (the sort, the price filter) changed the URL: the listing
 * that renders the new URL may be another component (the built first page,
 * or the one fetched in the browser), so the control is mounted again. The
 * new one takes the focus back, so that a keyboard user stays where he was,
 * and the route update leaves it there (route-focus.ts).
 */
export const keepFocus = (id: string, path: string) => {
  pending = id;
  claimFocusAfterNavigation(path);
};

export function useKeptFocus<T extends HTMLElement>(id: string) {
  const ref = useRef<T>(null);
  // after every render: the listing that shows the new URL takes it, whichever it is
  useEffect(() => {
    if (pending !== id) return;
    pending = null;
    if (document.activeElement !== ref.current) ref.current?.focus();
  });
  return ref;
}
