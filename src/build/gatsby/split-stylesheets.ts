import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { keepFirstLoadChunksWhole } from './first-load-chunks';

type SplitChunks = Parameters<typeof keepFirstLoadChunksWhole>[0];

interface Group {
  name?: string | null;
  parentsIterable: Iterable<Group>;
}
interface Chunk {
  groupsIterable: Iterable<Group>;
}

/**
 * Whether a chunk group is the shop's showcase: the app (the layout every
 * page has), the slices (header, footer), the templates (catalogue and
 * content pages, built from the API's data) and the parts they load lazily.
 * A page of src/pages/ (the tools, the cart and checkout, the customer's
 * space) is not, nor what it loads; every other group descends from the app
 * through one of these, which the walk up stops at.
 */
export function isShowcase(group: Group, seen = new Set<Group>()): boolean {
  if (seen.has(group)) return false;
  seen.add(group);
  const name = group.name ?? '';
  if (name === 'app' || name.startsWith('slice---') || name.startsWith('component---src-templates-')) return true;
  if (name.startsWith('component---')) return false;
  return [...group.parentsIterable].some((parent) => isShowcase(parent, seen));
}

interface Context {
  chunkGraph: { getModuleChunksIterable(module: unknown): Iterable<Chunk> };
}
type CssTest = (module: { type?: string }, context: Context) => boolean;

const isCss = (module: { type?: string }) => module.type === 'css/mini-extract';
const chunksOf = (module: unknown, { chunkGraph }: Context) => [...chunkGraph.getModuleChunksIterable(module)];
const inShowcase = (chunk: Chunk) => [...chunk.groupsIterable].some((g) => isShowcase(g));
// what every page shows: the app's layout, the header and the footer
const inFrame = (chunk: Chunk) => [...chunk.groupsIterable].some((g) => g.name === 'app' || Boolean(g.name?.startsWith('slice---')));

/**
 * Gatsby's `styles` group puts every CSS module of the site in one file that
 * every page loads before it paints: the bar-schedule editor's, the checkout's
 * and the account's rules on a product page. Here, every CSS module is in one
 * file only, and the showcase's are apart from the rest:
 * - `styles` (Gatsby's group, narrowed): the modules no showcase chunk holds,
 *   the tools', the checkout's, the account's: one file for those pages;
 * - `showcase-shared`: what every page shows (the app's base rules and
 *   layout, the header's and the footer's) and the showcase's modules that
 *   two chunks or more hold (the buttons, fields and cards the parts build
 *   on): one file, part of the app's entry, that every page links;
 * - every other module stays in its only chunk's file (a template's, a lazy
 *   part's).
 * One file per module: a copy loaded later (a lazy part's chunk) would come
 * after a page's rules that override the module's with classes of the same
 * weight, and undo them (the accent « Ajouter au panier » turned plain).
 * Each page links the files of what its HTML shows (page-stylesheets.ts).
 * Two shared files rather than one per page keep the webpack runtime, the
 * first script of every page, from mapping every page to a stylesheet, and a
 * catalogue page from asking for five.
 */
export function splitStylesheets(splitChunks: SplitChunks): void {
  const groups = splitChunks ? (splitChunks.cacheGroups as Record<string, unknown> | undefined) : undefined;
  const styles = groups?.styles as { priority?: number } | undefined;
  // a Gatsby without this group needs nothing here; the test below says when it changed
  if (!groups || !styles) return;
  const rest: CssTest = (module, context) => isCss(module) && !chunksOf(module, context).some(inShowcase);
  const shared: CssTest = (module, context) => {
    const chunks = chunksOf(module, context);
    return isCss(module) && chunks.some(inShowcase) && (chunks.length > 1 || chunks.some(inFrame));
  };
  groups.styles = { ...styles, test: rest };
  groups['showcase-shared'] = { test: shared, name: 'showcase-shared', chunks: 'all', priority: styles.priority ?? 40, enforce: true };
}

/**
 * A lazy chunk's stylesheet, named by the chunk's id and 16 hex digits of its
 * content: the webpack runtime, the first script of every page, maps each
 * chunk to its stylesheet's name, and Gatsby's `[name].[contenthash]` would
 * put every page's name and 20 digits in it (chunk-file-names.ts says the
 * same of scripts). The host's caching rule wants 16 digits (scripts/host/app.ts).
 */
export const STYLESHEET_CHUNK_FILE = '[id].[contenthash:16].css';

/** Where the browser bundles' build lists its stylesheets (Gatsby's cache, not served). */
export const stylesheetsManifest = (directory: string) => join(directory, '.cache', 'stylesheets.json');

/** A stylesheet of the build and its place in a page's cascade (page-stylesheets.ts). */
export interface BuiltSheet {
  file: string;
  rank: number;
}

/**
 * The cascade's order, as the browser bundles load the files: the app's entry
 * (its base rules, the frame, the modules the showcase's parts share: the
 * buttons, fields and cards they build on), then the parts' own and the
 * rest's, then the slices, then a page's own rules, which override what they build on with classes of
 * the same weight (the accent « Ajouter au panier » over the plain button).
 */
export function cascadeRank(chunkName: string | null | undefined): number {
  if (chunkName === 'app' || chunkName === 'showcase-shared') return 0;
  if (chunkName?.startsWith('slice---')) return 3;
  if (chunkName?.startsWith('component---')) return 4;
  return 2;
}

interface Compilation {
  chunks: Iterable<{ name?: string | null; files: Iterable<string> }>;
}
interface Compiler {
  hooks: { afterEmit: { tap(name: string, fn: (compilation: Compilation) => void): void } };
}

/**
 * Lists the stylesheets of this build with their rank: public/ keeps the
 * files of earlier builds (a rebuild on the host, a developer's checkout),
 * and one of those would define every class of the site.
 */
export class StylesheetsManifest {
  constructor(private file: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tap('StylesheetsManifest', (compilation) => {
      const sheets: BuiltSheet[] = [];
      for (const chunk of compilation.chunks) {
        for (const file of chunk.files) if (file.endsWith('.css')) sheets.push({ file, rank: cascadeRank(chunk.name) });
      }
      sheets.sort((a, b) => a.file.localeCompare(b.file));
      mkdirSync(dirname(this.file), { recursive: true });
      writeFileSync(this.file, JSON.stringify(sheets));
    });
  }
}
