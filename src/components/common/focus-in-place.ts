import { focusStayed } from '../../hooks/use-focus-request';

/** Where an element sits in the page: to find, once it has gone, what came in its place. */
export interface Place {
  element: Element;
  parent: Element;
  /** its previous element, or null when it came first */
  before: Element | null;
}

export const placeOf = (element: Element): Place | null =>
  element.parentElement ? { element, parent: element.parentElement, before: element.previousElementSibling } : null;

/** nothing to read there: the focus would go nowhere a reader sees */
const unseen = (el: Element) => ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(el.tagName) || el.hasAttribute('hidden');

/**
 * What came in the place, or, when nothing did (a slot left empty, the last field of a form), what follows it:
 * where the reading goes on. Nothing when the place itself has gone (another page).
 */
function cameInPlace({ parent, before }: Place): Element | null {
  if (!parent.isConnected || (before && before.parentElement !== parent)) return null;
  let next = before ? before.nextElementSibling : parent.firstElementChild;
  let at: Element | null = parent;
  for (;;) {
    while (next && unseen(next)) next = next.nextElementSibling;
    if (next) return next;
    if (!at || at === document.body) return null;
    next = at.nextElementSibling;
    at = at.parentElement;
  }
}

/**
 * An element that had the focus has gone (a box and its button, once the call answered): the focus goes to what
 * came in its place, rather than to the page, from where the keyboard would start again at the top. Given
 * tabindex="-1" while it has the focus if it is not focusable of its own: no stop of its own on the keyboard's
 * way, and no wrapper to add, it stays where its page's layout puts it. Unless the buyer went elsewhere meanwhile.
 */
export function focusInPlace(place: Place) {
  if (place.element.isConnected || !focusStayed(null)) return;
  const next = cameInPlace(place);
  if (!(next instanceof HTMLElement)) return;
  if (next.tabIndex < 0 && !next.hasAttribute('tabindex')) {
    next.setAttribute('tabindex', '-1');
    next.addEventListener('blur', () => next.removeAttribute('tabindex'), { once: true });
  }
  next.focus();
}
