import { createRequire } from 'node:module';
import { join } from 'node:path';
import { browserDevtool } from '../debug-files';
import { shortChunkFileNames } from './chunk-file-names';
import { shortCssClassNames } from './css-class-names';
import { featureFacesRule } from './feature-faces';
import { keepFirstLoadChunksWhole, shareByChunks } from './first-load-chunks';
import { messagesRule, routeAnnouncerRule } from './inline-messages';
import { gatsbyBrowsersList } from './private';
import { splitStylesheets, STYLESHEET_CHUNK_FILE, StylesheetsManifest, stylesheetsManifest } from './split-stylesheets';
import { withoutIdleThemeShadowing } from './theme-shadowing';
import { withSwc, withSwcMinify, type WebpackRule } from './webpack-swc';

type Stage = 'develop' | 'develop-html' | 'build-javascript' | 'build-html' | string;
// the parts of webpack's configuration changed here
export interface WebpackConfig {
  module: { rules: WebpackRule[] };
  output?: { chunkFilename?: unknown };
  optimization: { minimizer?: unknown[]; splitChunks?: Parameters<typeof keepFirstLoadChunksWhole>[0] };
  devtool?: string | false;
  cache?: false | { version?: string };
  resolve: { alias?: Record<string, string>; plugins?: unknown[] };
  plugins?: ({ constructor?: { name?: string }; options?: { ignoreOrder?: boolean; chunkFilename?: string } } | StylesheetsManifest | null)[];
}

/**
 * Gatsby's webpack configuration as the site builds with it (README, "Gatsby
 * overrides"). Production compilations (browser bundles and the server
 * renderer) compile the site's own code with swc and minify with swc
 * (webpack-swc.ts); `gatsby develop` keeps Babel for its hot reloading.
 * Every stage writes the messages of `t()` into the code (inline-messages.ts)
 * and takes from a feature's index.ts only what is used (feature-faces.ts).
 * Browser bundles: messages come compiled, so react-intl's ICU parser stays
 * out; CSS modules are scoped, so the order warnings of their chunks are
 * noise; the first-load templates keep their chunks whole
 * (first-load-chunks.ts); shared chunks are named by id and every hash is
 * 16 digits, so that the runtime every page loads carries less
 * (chunk-file-names.ts). Production compilations resolve without Gatsby's
 * theme shadowing when there is nothing to shadow (theme-shadowing.ts).
 * The server renderer has no source maps: they only
 * served the code frames of a page that fails to render, and halved its
 * webpack cache, which every rebuild reads. Browser bundles have none either
 * unless PUBLISH_SOURCE_MAPS=1: the host would not serve them (debug-files.ts).
 */
export function adjustWebpackConfig(stage: Stage, config: WebpackConfig, directory: string): boolean {
  if (stage !== 'build-javascript' && stage !== 'build-html' && stage !== 'develop') return false;
  // this checkout's domain/, also when node_modules (and its link to the workspace) is another checkout's
  config.resolve.alias = { ...config.resolve.alias, '@trefima/domain': join(directory, 'domain') };
  if (stage !== 'develop') {
    config.module.rules = withSwc(config.module.rules, {
      rootDir: directory,
      loader: join(directory, 'src', 'build', 'gatsby', 'swc-loader.cjs'),
      // the targets Gatsby gives Babel
      targets: stage === 'build-html' ? { node: process.versions.node } : gatsbyBrowsersList(directory),
    });
    shortCssClassNames(config.module.rules);
    config.resolve.plugins = withoutIdleThemeShadowing(config.resolve.plugins);
  }
  // after withSwc, which would take it for a Babel rule and keep swc's modules out of it
  config.module.rules = [messagesRule(directory), featureFacesRule(directory), ...config.module.rules];
  // the announcer speaks in the browser only
  if (stage !== 'build-html') config.module.rules.splice(2, 0, routeAnnouncerRule(directory));
  if (stage === 'build-javascript') {
    config.optimization.minimizer = withSwcMinify(config.optimization.minimizer ?? []);
    config.devtool = browserDevtool(config.devtool);
    // webpack's cache does not key on devtool: the first build after PUBLISH_SOURCE_MAPS changed would reuse bundles of the other kind
    if (config.cache) config.cache.version = `devtool-${config.devtool}`;
    keepFirstLoadChunksWhole(config.optimization.splitChunks);
    shareByChunks(config.optimization.splitChunks);
    splitStylesheets(config.optimization.splitChunks);
    (config.plugins ??= []).push(new StylesheetsManifest(stylesheetsManifest(directory)));
    shortChunkFileNames((config.output ??= {}));
  }
  if (stage === 'build-html') config.devtool = false;
  if (stage !== 'build-html') {
    config.resolve.alias = {
      ...config.resolve.alias,
      '@formatjs/icu-messageformat-parser$': createRequire(join(directory, 'package.json')).resolve('@formatjs/icu-messageformat-parser/lib/no-parser.js'),
    };
    for (const plugin of config.plugins ?? []) {
      if (!plugin || !('options' in plugin) || plugin.constructor?.name !== 'MiniCssExtractPlugin' || !plugin.options) continue;
      plugin.options.ignoreOrder = true;
      if (stage === 'build-javascript') plugin.options.chunkFilename = STYLESHEET_CHUNK_FILE;
    }
  }
  return true;
}
