import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cascadeRank, type BuiltSheet } from './gatsby/split-stylesheets';

/**
 * Each page links the stylesheets of what its HTML shows, not the whole
 * site's. The browser bundles keep each chunk's rules in a file of its own
 * (webpack.ts, `splitStylesheets`): the app's, each template's, each slice's,
 * each lazy part's (a form, the cart, the bar-schedule editor). Gatsby links
 * only the app's and the template's; the header and footer (slices, stitched
 * in after the page is rendered) and the lazy parts rendered at build have
 * their markup in the HTML before their chunk loads, so their rules must be
 * in the head too. What the HTML needs is read from the HTML itself, once it
 * is whole: every class it names that a stylesheet defines; linked in the
 * cascade's order (`cascadeRank`). A part that
 * loads later brings its own file (mini-css-extract's runtime, which finds a
 * file already linked by its href and does not load it twice).
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

/**
 * The site's stylesheets, as built in `publicDir`: those `manifest` lists
 * with their rank (the browser bundles' build, split-stylesheets.ts), where
 * there is one; otherwise every stylesheet at its root, ranked by its name.
 */
export function readSheets(publicDir: string, manifest?: string): Sheet[] {
  const built: BuiltSheet[] =
    manifest && existsSync(manifest)
      ? JSON.parse(readFileSync(manifest, 'utf8'))
      : readdirSync(publicDir)
          .filter((f) => f.endsWith('.css'))
          .map((file) => ({ file, rank: cascadeRank(/^(app|slice---.+?|component---.+?)[.-][0-9a-f]{16,}\.css$/.exec(file)?.[1]) }));
  return built
    .sort((a, b) => a.file.localeCompare(b.file))
    .map(({ file, rank }) => ({ href: `/${file}`, rank, classes: sheetClasses(readFileSync(join(publicDir, file), 'utf8')) }));
}

const LINK = /<link rel="stylesheet" href="([^"]+)"\/?>/g;

/**
 * The page with, in its head, the stylesheets Gatsby linked and those that
 * define the classes its body names and they do not, in the cascade's order.
 * Where two files define a class (a module copied into two chunks), the one
 * that covers most of what is missing is taken, then the first by name: the
 * same page always links the same files. A page without stylesheet links is
 * left as it is; links to files that are not this build's are dropped.
 */
export function withPageStylesheets(html: string, sheets: Sheet[]): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const head = html.slice(0, headEnd);
  const first = head.search(LINK);
  if (first < 0) return html;
  const byHref = new Map(sheets.map((s) => [s.href, s]));
  // Gatsby's links that are this build's (a page rendered by an earlier build, kept by Gatsby, links files of that
  // build, still in public/), and always the app's base rules, which name elements rather than classes
  const linked = [...new Set([...sheets.filter((s) => s.rank === 0).map((s) => s.href), ...[...head.matchAll(LINK)].map((m) => m[1]!)])].filter((href) =>
    byHref.has(href),
  );

  const covered = new Set(linked.flatMap((href) => [...(byHref.get(href)?.classes ?? [])]));
  const used = new Set([...html.slice(headEnd).matchAll(/\sclass="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/)));
  let missing = [...used].filter((c) => c && !covered.has(c) && sheets.some((s) => s.classes.has(c)));
  const added: string[] = [];
  while (missing.length) {
    let best: Sheet | undefined;
    let bestCount = 0;
    for (const s of sheets) {
      if (linked.includes(s.href) || added.includes(s.href)) continue;
      const count = missing.filter((c) => s.classes.has(c)).length;
      if (count > bestCount) [best, bestCount] = [s, count];
    }
    if (!best) break;
    added.push(best.href);
    missing = missing.filter((c) => !best.classes.has(c));
  }

  const rank = (href: string) => byHref.get(href)!.rank;
  const order = [...linked, ...added].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  const links = order.map((href) => `<link rel="stylesheet" href="${href}"/>`).join('');
  const rest = head.slice(first).replace(LINK, '');
  return `${head.slice(0, first)}${links}${rest}${html.slice(headEnd)}`;
}
