import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chunkFileName } from './chunk-file-names';
import { SHORT_CLASS_NAME } from './css-class-names';
import { adjustWebpackConfig, type WebpackConfig } from './webpack';
import { routeAnnouncerRule } from './inline-messages';
import type { WebpackRule } from './webpack-swc';
import { themeShadowingResolverPlugin } from './private';

const root = join(__dirname, '..', '..', '..');
const babelUse = () => ['babel'];
class MiniCssExtractPlugin {
  options = { ignoreOrder: false };
}
class TerserPlugin {}

function gatsbyConfig(): WebpackConfig {
  return {
    module: {
      rules: [
        { test: /\.(js|mjs|jsx|ts|tsx)$/, include: () => true, use: babelUse },
        {
          oneOf: [
            {
              test: /\.module\.css$/,
              use: [{ loader: '/n/css-loader/dist/cjs.js', options: { modules: { localIdentName: '[name]--[local]--[hash:hex:5]' } } }],
            },
            { test: /\.css$/, use: ['css'] },
          ],
        },
      ],
    },
    output: { chunkFilename: '[name]-[contenthash].js' },
    optimization: { minimizer: [new TerserPlugin()], splitChunks: { cacheGroups: { shared: {} } } },
    devtool: 'source-map',
    cache: { version: 'x' },
    resolve: { alias: {}, plugins: [themeShadowing()] },
    plugins: [new MiniCssExtractPlugin()],
  };
}

/** Gatsby's resolver for theme shadowing as its internal plugin makes it for this site (no folder under src/ is named after a plugin). */
const themeShadowing = () =>
  new (themeShadowingResolverPlugin())({
    extensions: ['.js', '.ts', '.tsx'],
    projectRoot: root,
    themes: [
      { themeName: 'gatsby-source-shop', themeDir: join(root, 'plugins', 'gatsby-source-shop') },
      { themeName: 'gatsby-plugin-react-helmet', themeDir: join(root, 'node_modules', 'gatsby-plugin-react-helmet') },
      { themeName: 'default-site-plugin', themeDir: root },
    ],
  });

type CssModulesRule = { oneOf: { use: { options?: { modules?: { localIdentName?: string } } }[] }[] };
const moduleClassName = (config: WebpackConfig) =>
  (config.module.rules.find((r) => 'oneOf' in r) as unknown as CssModulesRule).oneOf[0].use[0].options?.modules?.localIdentName;

describe('Gatsby’s webpack configuration as the site builds with it', () => {
  it('browser bundles: swc compiles and minifies, no source maps, first-load chunks whole, no ICU parser, CSS order quiet', () => {
    const config = gatsbyConfig();
    expect(adjustWebpackConfig('build-javascript', config, root)).toBe(true);
    // Gatsby's route announcer speaks French in the browser (route-announcer-loader.cjs)
    expect(config.module.rules.some((r) => String(r.test) === String(routeAnnouncerRule(root).test))).toBe(true);
    const swc = config.module.rules.at(-1)!.use as { loader: string }[];
    expect(swc[0].loader).toBe(join(root, 'src', 'build', 'gatsby', 'swc-loader.cjs'));
    expect(existsSync(swc[0].loader)).toBe(true);
    expect(config.optimization.minimizer![0]).not.toBeInstanceOf(TerserPlugin);
    expect(config.devtool).toBe(false);
    expect(config.cache).toEqual({ version: 'devtool-false' });
    expect(typeof (config.optimization.splitChunks as { cacheGroups: { shared: { chunks?: unknown } } }).cacheGroups.shared.chunks).toBe('function');
    expect(config.resolve.alias!['@formatjs/icu-messageformat-parser$']).toMatch(/no-parser\.js$/);
    // domain/ is this checkout's, whatever node_modules links to
    expect(config.resolve.alias!['@trefima/domain']).toBe(join(root, 'domain'));
    expect((config.plugins![0] as MiniCssExtractPlugin).options.ignoreOrder).toBe(true);
    expect(moduleClassName(config)).toBe(SHORT_CLASS_NAME);
    expect(config.output?.chunkFilename).toBe(chunkFileName);
    expect(config.resolve.plugins).toEqual([]);
  });

  it('the server renderer: swc for Node, no source maps, the ICU parser kept', () => {
    const config = gatsbyConfig();
    expect(adjustWebpackConfig('build-html', config, root)).toBe(true);
    expect(config.module.rules).toHaveLength(5);
    expect(config.devtool).toBe(false);
    expect(config.resolve.alias).toEqual({ '@trefima/domain': join(root, 'domain') });
    expect(config.resolve.plugins).toEqual([]);
    // the same class names as the browser bundles, or the HTML would name classes the stylesheet does not have
    expect(moduleClassName(config)).toBe(SHORT_CLASS_NAME);
  });

  it('every stage writes the messages of t() into the code, before any other loader, and knows the features’ index files for re-exports', () => {
    for (const stage of ['build-javascript', 'build-html', 'develop']) {
      const config = gatsbyConfig();
      adjustWebpackConfig(stage, config, root);
      const [first] = config.module.rules as (WebpackRule & { enforce?: string })[];
      expect(first.enforce).toBe('pre');
      // every module of the site, those swc compiles included (the swc step must not take it for Babel's rule)
      expect([stage, first.exclude]).toEqual([stage, undefined]);
      const [{ loader }] = first.use as { loader: string }[];
      expect([stage, loader]).toEqual([stage, join(root, 'src', 'build', 'gatsby', 'messages-loader.cjs')]);
      expect(existsSync(loader)).toBe(true);
      // and takes from a feature's index.ts only what is used (feature-faces.ts)
      expect([stage, (config.module.rules[1] as { sideEffects?: boolean }).sideEffects]).toEqual([stage, false]);
    }
  });

  it('develop keeps Babel; other stages are left as Gatsby made them', () => {
    const config = gatsbyConfig();
    expect(adjustWebpackConfig('develop', config, root)).toBe(true);
    // Gatsby's two, the messages', the features' faces' and Gatsby's route announcer in French (route-announcer-loader.cjs)
    expect(config.module.rules).toHaveLength(5);
    expect(moduleClassName(config)).toBe('[name]--[local]--[hash:hex:5]');
    expect(config.output?.chunkFilename).toBe('[name]-[contenthash].js');
    expect(config.resolve.plugins).toHaveLength(1);
    expect(adjustWebpackConfig('develop-html', gatsbyConfig(), root)).toBe(false);
  });
});
