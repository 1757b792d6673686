import type { GatsbyNode } from 'gatsby';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { writeCompiledMessages } from './src/i18n/compile';
import { writeSite, type BuiltSite } from './src/build/write-site';
import { createShopPages, type BuildData } from './src/build/create-pages';
import { sharedSnapshot } from './src/build/snapshot-store';
import { withSwc, withSwcMinify } from './src/build/webpack-swc';
import { browserDevtool } from './src/build/debug-files';
import { keepFirstLoadChunksWhole } from './src/build/first-load-chunks';
import { getBrowsersList } from 'gatsby/dist/utils/browserslist';

/**
 * The static build: pages from the API snapshot of plugins/gatsby-source-shop, then
 * redirects and the hosting files (see src/build/write-site.ts).
 */
let built: BuiltSite | null = null;

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = () => {
  writeCompiledMessages(join(__dirname, 'src', 'i18n', 'compiled', 'messages.json'));
};

/**
 * Gatsby keeps a node for every page (SitePage). No plugin touches those while
 * sourcing, so every build deletes them all as stale and createPages writes
 * them all again: at 10 000 products, about 1.5 s of each rebuild. Touching the
 * last build's pages keeps their nodes: createPage then rewrites only those of
 * pages that changed, and a page that is no longer created still goes, node and
 * files, when Gatsby deletes the pages createPages left untouched.
 */
export const sourceNodes: GatsbyNode['sourceNodes'] = ({ actions, store }) => {
  const { pages } = store.getState() as { pages: Map<string, unknown> };
  for (const path of pages.keys()) actions.touchNode({ id: `SitePage ${path}`, internal: { type: 'SitePage' } } as Parameters<typeof actions.touchNode>[0]);
};

export const createPages: GatsbyNode['createPages'] = ({ actions, reporter }) => {
  const data: BuildData = sharedSnapshot();
  const pagePaths = createShopPages(data, actions);
  // rendered once per distinct props and stitched into every page (see src/components/layout/layout-links.ts)
  for (const id of ['header', 'footer']) actions.createSlice({ id, component: join(__dirname, 'src', 'slices', `${id}.tsx`) });
  built = { pagePaths, data };
  try {
    const redirects = writeSite.redirects(data, new Set([...pagePaths, '/404', '/401', '/500']));
    for (const r of redirects) actions.createRedirect({ fromPath: r.from, toPath: r.to, isPermanent: r.status === 301, statusCode: r.status });
    built.redirects = redirects;
  } catch (error) {
    reporter.panicOnBuild(`Règles de redirection invalides : ${(error as Error).message}`);
  }
};

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter, store }) => {
  if (!built) return;
  const { program, pages } = store.getState() as { program: { directory: string }; pages: Map<string, { path: string; matchPath?: string }> };
  const clientRoutes = [...pages.values()].filter((p) => p.matchPath).map((p) => ({ matchPath: p.matchPath!, path: p.path }));
  const written = writeSite.files(`${program.directory}/public`, built, clientRoutes, process.env.SITE_URL ?? 'http://localhost:9000', {
    stampFile: join(program.directory, '.cache', 'page-policies.json'),
  });
  reporter.info(`Fichiers d’hébergement écrits : ${written.join(', ')}`);
};

/**
 * Production compilations (browser bundles and the server renderer) compile
 * the site's own code with swc and minify with swc (src/build/webpack-swc.ts);
 * `gatsby develop` keeps Babel for its hot reloading. Browser bundles: messages
 * come compiled, so react-intl's ICU parser stays out; CSS modules are scoped,
 * so the order warnings of their chunks are noise. The server renderer has no
 * source maps: they only served the code frames of a page that fails to
 * render (its stack then names the renderer's own, unminified lines), and
 * halved its webpack cache, which every rebuild reads (72 → 36 MB, about
 * 0.3 s of a 10 000-product rebuild). Browser bundles have none either unless
 * PUBLISH_SOURCE_MAPS=1: the host would not serve them (src/build/debug-files.ts).
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, getConfig, actions, store }) => {
  if (stage !== 'build-javascript' && stage !== 'build-html' && stage !== 'develop') return;
  const config = getConfig();
  const { directory } = (store.getState() as { program: { directory: string } }).program;
  if (stage !== 'develop') {
    config.module.rules = withSwc(config.module.rules, {
      rootDir: directory,
      loader: join(directory, 'src', 'build', 'swc-loader.cjs'),
      // the targets Gatsby gives Babel
      targets: stage === 'build-html' ? { node: process.versions.node } : getBrowsersList(directory),
    });
  }
  if (stage === 'build-javascript') {
    config.optimization.minimizer = withSwcMinify(config.optimization.minimizer);
    config.devtool = browserDevtool(config.devtool);
    keepFirstLoadChunksWhole(config.optimization.splitChunks);
    // webpack's cache does not key on devtool: the first build after PUBLISH_SOURCE_MAPS changed would reuse bundles of the other kind
    if (config.cache) config.cache.version = `devtool-${config.devtool}`;
  }
  if (stage === 'build-html') config.devtool = false;
  if (stage !== 'build-html') {
    config.resolve.alias = {
      ...config.resolve.alias,
      '@formatjs/icu-messageformat-parser$': createRequire(join(directory, 'package.json')).resolve('@formatjs/icu-messageformat-parser/lib/no-parser.js'),
    };
    for (const plugin of config.plugins ?? []) {
      if (plugin?.constructor?.name === 'MiniCssExtractPlugin') plugin.options.ignoreOrder = true;
    }
  }
  actions.replaceWebpackConfig(config);
};
