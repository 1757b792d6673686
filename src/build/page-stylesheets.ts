import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BuiltSheet } from './gatsby/split-stylesheets';

/**
 * Each page links the stylesheets of what its HTML shows, not the whole
 * site's (split-stylesheets.ts says how the build splits them: each CSS
 * module in one file). Gatsby links the app entry's and the template's files;
 * the lazy parts rendered at build (a form, a filter) have their markup in
 * the HTML before their chunk loads, so their rules must be in the head too.
 * What the HTML needs is read from the HTML itself, once it is whole (slices
 * stitched in): the file of every class it names, linked in the cascade's
 * order (`cascadeRank`). A part that loads later brings its own file
 * (mini-css-extract's runtime, which skips a file already linked).
 */

export interface Sheet {
  /** as the page links it: `/<file>.css` */
  href: string;
  classes: Set<string>;
  /** its place in the cascade (split-stylesheets.ts, `cascadeRank`) */
  rank: number;
}

const CLASS = /\.(-?[_a-zA-Z][\w-]*)/g;

/** The class names a stylesheet's selectors name (not @media's or @keyframes' preludes: `.5em`, `50.5%` are not classes). */
export function sheetClasses(css: string): Set<string> {
  const classes = new Set<string>();
  for (const [, prelude] of css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{/g)) {
    if (prelude!.trimStart().startsWith('@')) continue;
    for (const [, name] of prelude!.matchAll(CLASS)) classes.add(name!);
  }
  return classes;
}

/** This build's stylesheets, as its bundles' build listed them (`manifest`, split-stylesheets.ts); none without the list. */
export function readSheets(publicDir: string, manifest: string): Sheet[] | undefined {
  if (!existsSync(manifest)) return undefined;
  const built = JSON.parse(readFileSync(manifest, 'utf8')) as BuiltSheet[];
  return built.map(({ file, rank }) => ({ href: `/${file}`, rank, classes: sheetClasses(readFileSync(join(publicDir, file), 'utf8')) }));
}

const LINK = /<link rel="stylesheet" href="([^"]+)"\/?>/g;

/**
 * The page with, in its head, this build's files Gatsby linked, the app
 * entry's, and the file of each class its body names that they do not
 * define, in the cascade's order; links to files that are not this build's
 * (a page Gatsby kept from an earlier build) are dropped. A page without
 * stylesheet links (a redirect) is left as it is.
 */
export function withPageStylesheets(html: string, sheets: Sheet[]): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const head = html.slice(0, headEnd);
  const first = head.search(LINK);
  if (first < 0) return html;
  const { byHref, fileOf, coveredBy } = indexOf(sheets);

  const linked = new Set(
    [...sheets.filter((s) => s.rank === 0).map((s) => s.href), ...[...head.matchAll(LINK)].map((m) => m[1]!)].filter((h) => byHref.has(h)),
  );
  const covered = coveredBy([...linked]);
  for (const [, names] of html.slice(headEnd).matchAll(/\sclass="([^"]*)"/g)) {
    for (const c of names!.split(/\s+/)) if (!covered.has(c) && fileOf.has(c)) linked.add(fileOf.get(c)!);
  }

  const rank = (href: string) => byHref.get(href)!.rank;
  const links = [...linked]
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map((href) => `<link rel="stylesheet" href="${href}"/>`)
    .join('');
  const rest = head.slice(first).replace(LINK, '');
  return `${head.slice(0, first)}${links}${rest}${html.slice(headEnd)}`;
}

interface SheetIndex {
  byHref: Map<string, Sheet>;
  /** each class's first file in the cascade's order of the list */
  fileOf: Map<string, string>;
  /** the classes a set of linked files defines (a template's few sets, worked out once each) */
  coveredBy(linked: string[]): Set<string>;
}

const indexes = new WeakMap<Sheet[], SheetIndex>();

/**
 * The build's stylesheets indexed once for all its pages: worked out again for each of ten thousand pages, the maps of
 * every class took most of the pass's time (a CPU profile of the hosting files' step).
 */
function indexOf(sheets: Sheet[]): SheetIndex {
  const known = indexes.get(sheets);
  if (known) return known;
  const byHref = new Map(sheets.map((s) => [s.href, s]));
  const fileOf = new Map<string, string>();
  for (const s of sheets) for (const c of s.classes) if (!fileOf.has(c)) fileOf.set(c, s.href);
  const covers = new Map<string, Set<string>>();
  const index: SheetIndex = {
    byHref,
    fileOf,
    coveredBy(linked) {
      const key = linked.join(' ');
      let covered = covers.get(key);
      if (!covered) covers.set(key, (covered = new Set(linked.flatMap((href) => [...byHref.get(href)!.classes]))));
      return covered;
    },
  };
  indexes.set(sheets, index);
  return index;
}
