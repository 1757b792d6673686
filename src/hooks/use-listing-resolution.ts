import { useEffect } from 'react';

/**
 * A listing variant URL (/_p__2, a filter) is served the HTML of its base
 * page. This inline script runs before the first paint and marks the
 * document, so CSS hides the base page's results ([data-static-results]) and
 * shows placeholders ([data-resolving-placeholder]) until React has rendered
 * the variant; the hook removes the mark once it has.
 */
export const resolvingScript = (ownPath: string) =>
  `if(location.pathname.replace(/\\/+$/,'')!==${JSON.stringify(ownPath)})document.documentElement.classList.add('listing-resolving')`;

export function useListingResolution() {
  useEffect(() => document.documentElement.classList.remove('listing-resolving'), []);
}
