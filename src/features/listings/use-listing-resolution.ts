import { useEffect, useState, useSyncExternalStore } from 'react';

/**
 * A listing variant URL (/_p__2, a filter) is served the HTML of its base
 * page. This inline script runs before the first paint and marks the
 * document, so CSS hides the base page's results ([data-static-results]) and
 * shows placeholders ([data-resolving-placeholder]) until React has rendered
 * the variant; the hook removes the mark once it has. The base page's head
 * would make the variant a copy of it to a crawler that runs scripts (nothing
 * in the browser writes the head again): the script drops its canonical, which
 * react-helmet writes before its scripts, and says noindex.
 */
export const resolvingScript = (ownPath: string) =>
  `if(location.pathname.replace(/\\/+$/,'')!==${JSON.stringify(ownPath)}){const d=document,c=d.querySelector('link[rel=canonical]'),` +
  `m=d.createElement('meta');d.documentElement.classList.add('listing-resolving');c&&c.remove();` +
  `m.name='robots';m.content='noindex';d.head.appendChild(m)}`;

const subscribe = () => () => {};

/**
 * The path a listing template renders. While the built HTML is hydrated it is
 * the page's own path (`own`), whatever the URL: the HTML was built for it,
 * and rendering the URL's variant then would not match it (React's errors
 * #418/#425/#422, and a render of the whole page again). Once hydrated, it is
 * the URL's, and the resolving mark goes. On the page's own URL nothing
 * renders again after hydration: parts still hydrating (the lazy sort and
 * price filter) would be thrown away and rendered anew (error #421, a shift).
 * `missing` / `markMissing`: the variant turned out to be past the last page
 * (known only once its list is fetched), for this path only.
 */
export function useListingResolution(own: string, pathname: string) {
  const path = pathname.replace(/\/+$/, '') || '/';
  const here = useSyncExternalStore(
    subscribe,
    () => path,
    () => own,
  );
  useEffect(() => {
    if (here === path) document.documentElement.classList.remove('listing-resolving');
  }, [here, path]);
  const [missingAt, setMissingAt] = useState<string | null>(null);
  return { here, missing: missingAt === here, markMissing: () => setMissingAt(here) };
}

/** The number of pages of a list; a list with no item has one (empty) page. */
export const lastPage = (total: number, perPage: number) => Math.max(1, Math.ceil(total / perPage));
