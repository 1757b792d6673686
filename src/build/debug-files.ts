import { DEPLOYMENT_FILES } from './deployment-files';

/**
 * Files a production build writes into public/ that visitors have no use for:
 * source maps give away the site's sources, webpack's stats and chunk map its
 * module layout. Gatsby reads webpack.stats.json and chunk-map.json back while
 * it renders pages, in this build and in the next incremental one, so they
 * stay in public/: the host never serves them and a release leaves them out
 * (scripts/host). PUBLISH_SOURCE_MAPS=1 keeps them all, to debug a deployed
 * build.
 */

export const publishesDebugFiles = (env: NodeJS.ProcessEnv = process.env) => env.PUBLISH_SOURCE_MAPS === '1';

/** A path under public/ (either separator, leading slash or not). */
export const isDebugFile = (path: string) => /\.map$|(^|[/\\])(webpack\.stats|chunk-map)\.json$/i.test(path);

/**
 * Gatsby gives browser bundles `source-map`: with nobody to read the maps,
 * they only cost build time (swc and the minifier write them for every module
 * and chunk) and a `sourceMappingURL` line in each bundle.
 */
export const browserDevtool = <T>(devtool: T, env: NodeJS.ProcessEnv = process.env): T | false => (publishesDebugFiles(env) ? devtool : false);

/**
 * The same rule for a CDN or nginx serving public/ as it is: `_redirects`
 * (Netlify, Cloudflare Pages) and `nginx-redirects.conf` lines answering 404
 * for these files, for the deployment files (deployment-files.ts) and for Gatsby's slice fragments, which the browser never
 * fetches (they are stitched into pages at build time). Cloudflare Pages
 * takes no 404 rule in `_redirects` and skips these lines: there, leave the
 * files out of the upload.
 */
export function hiddenFilesNetlify(env: NodeJS.ProcessEnv = process.env): string {
  const files = publishesDebugFiles(env) ? [] : ['/webpack.stats.json', '/chunk-map.json'];
  return (
    [
      '# Fichiers du build que les visiteurs ne reçoivent pas (src/build/debug-files.ts)',
      ...[...files, ...DEPLOYMENT_FILES.map((f) => `/${f}`), '/_gatsby/slices/*'].map((p) => `${p} /404.html 404!`),
    ].join('\n') + '\n'
  );
}

export function hiddenFilesNginx(env: NodeJS.ProcessEnv = process.env): string {
  const debug = publishesDebugFiles(env)
    ? []
    : ['location ~* \\.map$ { return 404; }', 'location = /webpack.stats.json { return 404; }', 'location = /chunk-map.json { return 404; }'];
  return (
    [
      '# Fichiers du build que les visiteurs ne reçoivent pas (src/build/debug-files.ts)',
      ...debug,
      ...DEPLOYMENT_FILES.map((f) => `location = /${f} { return 404; }`),
      'location ^~ /_gatsby/slices/ { return 404; }',
    ].join('\n') + '\n'
  );
}
