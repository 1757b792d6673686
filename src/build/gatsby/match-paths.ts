import type { ReachRouterModule, RouteMatch } from './private';

/**
 * Before writing its routes, Gatsby asks reach-router, for every page without
 * a match path, whether any page's match path matches it (getMatchPaths in
 * bootstrap/requires-writer.js): pages × match paths calls, each of which
 * ranks the route afresh before comparing. With 10 000 products that is about
 * half a million calls on every build and rebuild (bench notes).
 *
 * reach-router's `pick` compares a route's segments with the address's in
 * order, and a segment that is neither dynamic (`:name`) nor a splat (`*`)
 * must be equal to the address's, else there is no match. So a route whose
 * leading literal segments are not the address's leading segments cannot
 * match: that answer (null) is given without ranking, and every other call
 * goes to reach-router itself, so every answer is the same as before.
 * Segments are cut as reach-router cuts them (its `segmentize`).
 */
const segments = (uri: string) => uri.replace(/(^\/+|\/+$)/g, '').split('/');

/** The route's segments before its first dynamic or splat one. */
export function literalPrefix(route: string): string[] {
  const all = segments(route);
  const end = all.findIndex((s) => /^:(.+)/.test(s) || s.startsWith('*'));
  return end === -1 ? all : all.slice(0, end);
}

const FAST = Symbol.for('trefima.literal-prefix-match');
// a bound on the routes remembered, should a long-lived process meet many
const MAX_ROUTES = 1000;

/** reach-router's `match`, answering null at once when the route's literal segments differ from the address's. */
export function withLiteralPrefixCheck(match: RouteMatch): RouteMatch {
  if ((match as { [FAST]?: true })[FAST]) return match;
  const prefixes = new Map<string, string[]>();
  // Gatsby asks about one page against every match path in turn: its segments are cut once
  let lastUri: string | undefined;
  let lastSegments: string[] = [];
  const fast: RouteMatch = (route, uri) => {
    let prefix = prefixes.get(route);
    if (!prefix) {
      if (prefixes.size >= MAX_ROUTES) prefixes.clear();
      prefix = literalPrefix(route);
      prefixes.set(route, prefix);
    }
    if (uri !== lastUri) {
      lastSegments = segments(uri.split('?')[0]);
      lastUri = uri;
    }
    for (let i = 0; i < prefix.length; i++) if (lastSegments[i] !== prefix[i]) return null;
    return match(route, uri);
  };
  return Object.assign(fast, { [FAST]: true as const });
}

/** Puts the check in front of the `match` of the reach-router module Gatsby's build uses; gives back a function that restores it. */
export function checkLiteralPrefixFirst(router: ReachRouterModule): () => void {
  const match = router.match;
  router.match = withLiteralPrefixCheck(match);
  return () => {
    router.match = match;
  };
}
