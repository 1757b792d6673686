let claimed: string | null = null;

const trimmed = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/**
 * A control about to navigate (a listing's sort or price filter) keeps the
 * focus on its own copy in the new page (listings' keep-focus.ts): the route
 * update must not take it to the content, whether it comes before or after
 * the new page's control has taken it. Only for that URL, and only once.
 */
export function claimFocusAfterNavigation(pathname: string) {
  claimed = trimmed(pathname);
}

/**
 * After a navigation to another page, the focus goes to the content, so that
 * a screen reader starts there (after the next frame: @reach/router focuses
 * its own wrapper in an effect of the same update), unless a control claimed
 * it for this URL.
 */
export function focusContentAfterNavigation(pathname: string) {
  const keep = claimed === trimmed(pathname);
  claimed = null;
  if (keep) return;
  requestAnimationFrame(() => window.setTimeout(() => document.getElementById('contenu')?.focus({ preventScroll: true }), 0));
}
