import type { GatsbyNode } from 'gatsby';
import { join } from 'node:path';
import { writeCompiledMessages } from './src/i18n/compile';
import { writeSite, type BuiltSite } from './src/build/write-site';
import { createShopPages, filePageContext, type BuildData } from './src/build/create-pages';
import { keepPageNodes } from './src/build/gatsby/page-nodes';
import { checkLiteralPrefixFirst } from './src/build/gatsby/match-paths';
import { gatsbyFileParser, gatsbyReachRouter, isStoredComponent, programDirectory, storedPages } from './src/build/gatsby/private';
import { parseOnlyWhatGatsbyReads } from './src/build/gatsby/query-files';
import { sharedSnapshot } from './src/build/gatsby/snapshot-store';
import { stylesheetsManifest } from './src/build/gatsby/split-stylesheets';
import { adjustWebpackConfig } from './src/build/gatsby/webpack';

/**
 * The static build: pages from the API snapshot of plugins/gatsby-source-shop, then
 * redirects and the hosting files (see src/build/write-site.ts). Gatsby compiles this file with Parcel,
 * which leaves packages out of its bundle: the "alias" of package.json has it bundle domain/ (@trefima/domain),
 * which is TypeScript that Node could not load.
 */
let built: BuiltSite | null = null;

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = ({ store }) => {
  writeCompiledMessages(join(__dirname, 'src', 'i18n', 'compiled', 'messages.json'));
  // query extraction parses only the files whose parts Gatsby keeps (src/build/gatsby/query-files.ts)
  parseOnlyWhatGatsbyReads(gatsbyFileParser(), (file) => isStoredComponent(store, file));
  // the routes' pass asks reach-router about every page against every match path (src/build/gatsby/match-paths.ts)
  checkLiteralPrefixFirst(gatsbyReachRouter(programDirectory(store)));
};

/** The last build's page nodes are kept (src/build/gatsby/page-nodes.ts). */
export const sourceNodes: GatsbyNode['sourceNodes'] = ({ actions, store }) => keepPageNodes(store, actions.touchNode as never);

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

/** A page of src/pages with data of its own (create-pages.ts: filePageContext) is made again with it. */
export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions }) => {
  const context = filePageContext(page.path);
  if (!context || (page.context as { json?: string } | undefined)?.json === context.json) return;
  actions.deletePage(page);
  actions.createPage({ ...page, context });
};

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter, store }) => {
  if (!built) return;
  const directory = programDirectory(store);
  const clientRoutes = [...storedPages(store).values()].filter((p) => p.matchPath).map((p) => ({ matchPath: p.matchPath!, path: p.path }));
  const written = writeSite.files(`${directory}/public`, built, clientRoutes, process.env.SITE_URL ?? 'http://localhost:9000', {
    stampFile: join(directory, '.cache', 'page-policies.json'),
    stylesheets: stylesheetsManifest(directory),
  });
  reporter.info(`Fichiers d’hébergement écrits : ${written.join(', ')}`);
};

/** swc instead of Babel and terser, chunks, aliases and source maps (src/build/gatsby/webpack.ts). */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, getConfig, actions, store }) => {
  const config = getConfig();
  if (adjustWebpackConfig(stage, config, programDirectory(store))) actions.replaceWebpackConfig(config);
};
