/**
 * Files the build writes into public/ for whatever serves the site, not for
 * visitors (src/build/write-site.ts): the redirect and header rules of each
 * kind of host and the client-only routes. The host reads them from disk
 * (scripts/host) and answers 404 for them, as for the source maps; the CDN
 * and nginx rules hide them too (debug-files.ts). Served, they would show how
 * the site is protected and routed, and a stale copy cached by a proxy could
 * be taken for the live rules.
 */
export const DEPLOYMENT_FILES = [
  '_redirects',
  '_headers',
  'nginx-redirects.conf',
  'nginx-headers.conf',
  'redirects.json',
  'client-routes.json',
  'headers.json',
] as const;

const NAMES = new Set<string>(DEPLOYMENT_FILES);

/** A path under public/ (either separator, leading slash or not): only the files at its root are the build's. */
export const isDeploymentFile = (path: string) => NAMES.has(path.replace(/^[/\\]+/, ''));
