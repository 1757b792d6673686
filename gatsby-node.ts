import type { GatsbyNode } from 'gatsby';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { writeCompiledMessages } from './src/i18n/compile';
import { writeSite, type BuiltSite } from './src/build/write-site';
import { createShopPages, type BuildData } from './src/build/create-pages';
import { sharedSnapshot } from './src/build/snapshot-store';

/**
 * The static build: pages from the API snapshot of plugins/gatsby-source-shop, then
 * redirects and the hosting files (see src/build/write-site.ts).
 */
let built: BuiltSite | null = null;

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = () => {
  writeCompiledMessages(join(__dirname, 'src', 'i18n', 'compiled', 'messages.json'));
};

export const createPages: GatsbyNode['createPages'] = ({ actions, reporter }) => {
  const data: BuildData = sharedSnapshot();
  const pagePaths = createShopPages(data, actions);
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
 * Browser bundles: messages come compiled, so react-intl's ICU parser stays
 * out; CSS modules are scoped, so the order warnings of their chunks are noise.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, getConfig, actions }) => {
  if (stage !== 'build-javascript' && stage !== 'develop') return;
  const config = getConfig();
  config.resolve.alias = {
    ...config.resolve.alias,
    '@formatjs/icu-messageformat-parser$': createRequire(join(process.cwd(), 'package.json')).resolve('@formatjs/icu-messageformat-parser/lib/no-parser.js'),
  };
  for (const plugin of config.plugins ?? []) {
    if (plugin?.constructor?.name === 'MiniCssExtractPlugin') plugin.options.ignoreOrder = true;
  }
  actions.replaceWebpackConfig(config);
};
