import { useEffect, useRef } from 'react';

/** how long a listing has to take up the focus after its control changed the URL */
const WAIT_MS = 5000;
let pending: { id: string; until: number; from: Element | null } | null = null;

/**
 * A listing control (the sort, the price filter) changed the URL: the listing
 * that renders the new URL may be another component (the built first page,
 * or the one fetched in the browser), so the control is mounted again. The
 * new one takes the focus back, so that a keyboard user stays where he was.
 */
export const keepFocus = (id: string) => {
  pending = { id, until: Date.now() + WAIT_MS, from: document.activeElement };
};

export function useKeptFocus<T extends HTMLElement>(id: string) {
  const ref = useRef<T>(null);
  // after every render: the listing that shows the new URL takes it, whichever it is. The control the buyer
  // used leaves the request standing (it may render again before a new listing replaces it); a new control
  // takes the focus only if it was lost with the old one (the buyer may have moved on); a request no
  // listing took up in time is forgotten, so that a later page does not take the focus.
  useEffect(() => {
    const element = ref.current;
    if (pending?.id !== id || !element || element === pending.from) return;
    const { until, from } = pending;
    pending = null;
    const active = document.activeElement;
    const lost = !active || active === document.body || active === from || !active.isConnected;
    if (Date.now() <= until && lost) element.focus();
  });
  return ref;
}
