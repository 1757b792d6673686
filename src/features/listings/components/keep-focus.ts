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
    const control = ref.current;
    if (!control || document.activeElement === control) return;
    control.focus();
    // a control in a folded panel (the listing's filters on a phone, closed again on the new page) cannot take the
    // focus: the button that opens the panel takes it, rather than the page's body
    if (document.activeElement !== control) openerOf(control)?.focus();
  });
  return ref;
}

/** The disclosure button (aria-controls) of the nearest panel around `el`. */
function openerOf(el: HTMLElement): HTMLElement | undefined {
  const openers = [...document.querySelectorAll<HTMLElement>('[aria-controls]')];
  for (let at = el.parentElement; at; at = at.parentElement) {
    const opener = at.id ? openers.find((o) => o.getAttribute('aria-controls')?.split(/\s+/).includes(at!.id)) : undefined;
    if (opener) return opener;
  }
  return undefined;
}
