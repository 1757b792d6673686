/**
 * Every use of Gatsby's private parts, named here so that an upgrade knows
 * what to check (gatsby is pinned to the exact version they were read from;
 * README, "Gatsby overrides"). None of them is a documented API.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';

// Private import: the browser targets Gatsby gives Babel, which the swc loader must give swc too.
export { getBrowsersList as gatsbyBrowsersList } from 'gatsby/dist/utils/browserslist';

/** The parts of Gatsby's redux store read here (private: `store` is passed to node APIs but not documented). */
export interface GatsbyStoreState {
  program: { directory: string };
  pages: Map<string, { path: string; matchPath?: string }>;
  components: Map<string, unknown>;
}
// Gatsby types its store's getState as a bare Function
type StoreLike = { getState: Function }; // eslint-disable-line @typescript-eslint/no-unsafe-function-type

const state = (store: StoreLike) => store.getState() as GatsbyStoreState;

/** The site's directory, for the paths given to webpack. */
export const programDirectory = (store: StoreLike) => state(store).program.directory;

/** The pages Gatsby holds (the last build's until createPages runs). */
export const storedPages = (store: StoreLike) => state(store).pages;

/** Whether a file is a page or slice component Gatsby holds (keyed by its path). */
export const isStoredComponent = (store: StoreLike, file: string) => state(store).components.has(file);

/** The parser of Gatsby's query extraction (query/file-parser.js; untyped). */
export interface GatsbyFileParser {
  prototype: { parseFile(this: unknown, file: string, addError: unknown): Promise<unknown> };
}
/** Loaded when asked for: the module brings Gatsby's store and Babel with it. */
export const gatsbyFileParser = (): GatsbyFileParser =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('gatsby/dist/query/file-parser').default;

/**
 * The id and type of the node Gatsby keeps for a page (SitePage): private
 * too, as touching it is how its node survives a rebuild (page-nodes.ts).
 */
export const sitePageNode = (path: string) => ({ id: `SitePage ${path}`, internal: { type: 'SitePage' } });

/** A theme as Gatsby's shadowing resolver lists it: every plugin, the site itself among them (`default-site-plugin`). */
export interface ShadowingTheme {
  themeName: string;
  themeDir: string;
}
/** Gatsby's resolver plugin for theme shadowing (internal-plugins/webpack-theme-component-shadowing; untyped). */
export interface ThemeShadowingResolver {
  themes: ShadowingTheme[];
  projectRoot: string;
  getThemeAndComponent(path: string): [ShadowingTheme | null, string | null];
  resolveComponentPath(request: { theme: ShadowingTheme | null; component: string | null; originalRequestComponent: string }): string | null;
}
type ThemeShadowingResolverClass = new (options: { extensions: string[]; projectRoot: string; themes: ShadowingTheme[] }) => ThemeShadowingResolver;
/** Its class's name, by which it is found among webpack's resolver plugins. */
export const THEME_SHADOWING_RESOLVER = 'GatsbyThemeComponentShadowingResolverPlugin';
/** Loaded when asked for (the tests make one). */
export const themeShadowingResolverPlugin = (): ThemeShadowingResolverClass =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('gatsby/dist/internal-plugins/webpack-theme-component-shadowing');

/** reach-router's `match(route, address)`: the match, or null. */
export type RouteMatch = (route: string, uri: string) => unknown;
/** The reach-router module as Gatsby's build requires it (requires-writer.js calls its `match` through the module). */
export interface ReachRouterModule {
  match: RouteMatch;
}
/** Resolved from Gatsby's own folder, so that it is the very module Gatsby's build uses (Parcel, which compiles gatsby-node, has no `require.resolve`). */
export const gatsbyReachRouter = (siteDirectory: string): ReachRouterModule => {
  const gatsby = createRequire(join(siteDirectory, 'package.json')).resolve('gatsby/package.json');
  return createRequire(gatsby)('@gatsbyjs/reach-router');
};

/** Gatsby's writer of its routes and component maps (bootstrap/requires-writer.js; untyped): the pass match-paths.ts speeds up, run by its test. */
export interface GatsbyRequiresWriter {
  writeAll(state: unknown): Promise<boolean>;
  resetLastHash(): void;
}
export const gatsbyRequiresWriter = (): GatsbyRequiresWriter =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('gatsby/dist/bootstrap/requires-writer');
