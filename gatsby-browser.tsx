import type { GatsbyBrowser } from 'gatsby';
import { hydrateInTransition } from './src/build/gatsby/hydrate';
import { Layout } from './src/components/layout/layout';
import { focusContentAfterNavigation } from './src/components/layout/route-focus';
import type { PackedContext } from './src/lib/page-context';
import { getDefaultStore } from 'jotai';
import { reloadOnChunkError } from './src/lib/chunk-reload';
import { scrollToTop } from './src/lib/scroll';
import { delayed } from './src/state/device';
import { routeLoadingAtom } from './src/state/ui';
import './src/styles/global.css';

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) => (
  <Layout location={props.location} pageContext={props.pageContext as PackedContext}>
    {element}
  </Layout>
);

/**
 * Scroll on navigation (spec: to the top, animated over 500 ms). Gatsby's
 * own behaviour is kept for the first page, a URL with a hash (the anchor)
 * and back/forward to a page whose scroll position was saved (restored
 * there). Any other navigation: shouldUpdateScroll leaves the scroll alone
 * and onRouteUpdate, which runs right after it, animates to the top and
 * moves focus to the content for screen readers.
 */
let toTopOnUpdate = false;
type KeyedLocation = Location & { key?: string };

export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = ({ prevRouterProps, routerProps: { location }, getSavedScrollPosition }) => {
  toTopOnUpdate = false;
  if (!prevRouterProps || location.hash) return true;
  const { key } = location as KeyedLocation;
  // a re-render of the same location: nothing to do
  if (key && key === (prevRouterProps.location as KeyedLocation).key) return false;
  const saved = (getSavedScrollPosition(location) as [number, number | null] | undefined)?.[1];
  if (saved) return true;
  toTopOnUpdate = true;
  return false;
};

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location, prevLocation }) => {
  cancelBar?.();
  cancelBar = null;
  getDefaultStore().set(routeLoadingAtom, false);
  const toTop = toTopOnUpdate;
  toTopOnUpdate = false;
  if (!prevLocation || location.hash || !toTop) return;
  void scrollToTop(500);
  focusContentAfterNavigation(location.pathname);
};

/** Hydration as a transition (src/build/gatsby/hydrate.ts); Gatsby's types still describe React 17's render function. */
export const replaceHydrateFunction = hydrateInTransition as unknown as GatsbyBrowser['replaceHydrateFunction'];

/** A missing code chunk (a new deployment) reloads the page, at most once a minute. */
export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  window.addEventListener('error', (e) => reloadOnChunkError(e.error));
  window.addEventListener('unhandledrejection', (e) => reloadOnChunkError(e.reason));
};

/** The loading bar shows only when a page change takes more than 200 ms. */
let cancelBar: (() => void) | null = null;
export const onPreRouteUpdate: GatsbyBrowser['onPreRouteUpdate'] = () => {
  cancelBar?.();
  cancelBar = delayed(() => getDefaultStore().set(routeLoadingAtom, true), 200);
};
export const onRouteUpdateDelayed: GatsbyBrowser['onRouteUpdateDelayed'] = () => {
  getDefaultStore().set(routeLoadingAtom, true);
};
