/**
 * Build scaling at one catalogue size: cold build, warm rebuild with nothing
 * changed, and rebuild after one product's price changed, each `runs` times;
 * the floor (a bare Gatsby site with as many empty pages) is built cold in
 * the same run, in turns with the site's cold builds. A rebuild must
 * re-render only the pages that show the product: every HTML file is hashed
 * before and after, and the files that changed are checked against the pages
 * whose data mention the product.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { measure, median } from './lib/proc.mjs';
import { writeFloorSite } from './lib/workspace.mjs';

/** @type {(dir: string) => string} */
const gatsby = (dir) => join(dir, 'node_modules', '.bin', 'gatsby');
/** @type {(dir: string) => void} */
const clean = (dir) => ['.cache', 'public'].forEach((d) => rmSync(join(dir, d), { recursive: true, force: true }));

/**
 * Gatsby's own count of the HTML files it rendered in this build (0 when it says none changed).
 * @param {string} output
 */
export function renderedPages(output) {
  const plain = output.replace(/\u001b\[[0-9;]*[A-Za-z]/g, '');
  if (/There are no new or changed html files to build/.test(plain)) return 0;
  const counts = [...plain.matchAll(/Building static HTML for pages[^\n]*?(\d+)\/(\d+)/g)];
  const last = counts.at(-1);
  return last ? Number(last[1]) : NaN;
}

/** @type {(output: string) => number} */
export const sitePageCount = (output) => Number(/SitePage nodes: (\d+)/.exec(output.replace(/\u001b\[[0-9;]*[A-Za-z]/g, ''))?.[1] ?? NaN);

/**
 * @param {string} dir
 * @param {string} [base]
 * @returns {string[]}
 */
function htmlFiles(dir, base = dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'page-data' || e.name === 'static' ? [] : htmlFiles(path, base);
    return e.name === 'index.html' ? [path.slice(base.length).replace(/\/?index\.html$/, '') || '/'] : [];
  });
}

/** @param {string} publicDir */
function hashPages(publicDir) {
  /** @type {Map<string, string>} */
  const out = new Map();
  for (const p of htmlFiles(publicDir)) {
    const file = join(publicDir, p === '/' ? '' : p, 'index.html');
    out.set(p, createHash('sha1').update(readFileSync(file)).digest('hex'));
  }
  return out;
}

/**
 * Pages whose page data mention the product (its link or its slug): the pages that show it.
 * @param {string} publicDir
 * @param {string} slug
 */
function pagesShowing(publicDir, slug) {
  const needle = [`/produit/${slug}"`, `"slug":"${slug}"`];
  return new Set(
    htmlFiles(publicDir).filter((p) => {
      const file = join(publicDir, 'page-data', p === '/' ? 'index' : p.slice(1), 'page-data.json');
      if (!existsSync(file)) return false;
      // the page's context is one JSON string inside the page data (src/lib/page-context.ts)
      const { result } = JSON.parse(readFileSync(file, 'utf8'));
      /** @type {string} */
      const json = result?.pageContext?.json ?? JSON.stringify(result ?? {});
      return needle.some((n) => json.includes(n));
    }),
  );
}

/** @typedef {Awaited<ReturnType<typeof measure>> & { rendered: number }} Build */

/** @param {Build[]} results */
const summary = (results) => ({
  wallMs: median(results.map((r) => r.wallMs)),
  peakBytes: median(results.map((r) => r.peakBytes)),
  maxPeakBytes: Math.max(...results.map((r) => r.peakBytes)),
  rendered: median(results.map((r) => r.rendered)),
  runs: results.map((r) => ({ wallMs: r.wallMs, peakBytes: r.peakBytes, rendered: r.rendered })),
});

/**
 * The site's cold builds and the floor's, taken in turns (site, floor, site,
 * floor…): the budget is their ratio, and on a shared host a busy spell that
 * fell on all of one side only would move it. The floor gets as many pages as
 * the site's first build made.
 * @template B
 * @param {{ runs: number, buildSite: (i: number) => Promise<B>, prepareFloor: (first: B) => void, buildFloor: (i: number) => Promise<B> }} options
 */
export async function coldBuildsInTurn({ runs, buildSite, prepareFloor, buildFloor }) {
  /** @type {B[]} */
  const cold = [];
  /** @type {B[]} */
  const floor = [];
  for (let i = 0; i < runs; i++) {
    cold.push(await buildSite(i));
    if (i === 0) prepareFloor(cold[0]);
    floor.push(await buildFloor(i));
  }
  return { cold, floor };
}

/**
 * @param {{ size: number, runs: number, siteDir: string, floorDir: string, projectRoot: string,
 *   api: import('./lib/shop-api.mjs').ShopApi, env: NodeJS.ProcessEnv, logFile: string, say: (message: string) => void }} options
 */
export async function buildScaling({ size, runs, siteDir, floorDir, projectRoot, api, env, logFile, say }) {
  /** @type {(label: string, dir: string, extraEnv?: NodeJS.ProcessEnv) => Promise<Build>} */
  const build = async (label, dir, extraEnv = {}) => {
    say(`  ${size} produits : ${label}…`);
    const r = await measure(gatsby(dir), ['build'], { cwd: dir, env: { ...env, ...extraEnv }, logFile });
    if (r.code !== 0) throw new Error(`${label} (${size} produits) : gatsby build a échoué, voir ${logFile}`);
    return { ...r, rendered: renderedPages(r.output) };
  };

  let pageCount = NaN;
  const { cold, floor } = await coldBuildsInTurn({
    runs,
    buildSite: (i) => {
      clean(siteDir);
      return build(`construction à froid ${i + 1}/${runs}`, siteDir);
    },
    prepareFloor: (first) => {
      pageCount = sitePageCount(first.output);
      writeFloorSite(projectRoot, floorDir, Math.max(1, pageCount - 2));
    },
    buildFloor: (i) => {
      clean(floorDir);
      return build(`plancher Gatsby nu (${pageCount} pages vides) ${i + 1}/${runs}`, floorDir);
    },
  });
  /** @type {Build[]} */
  const warm = [];
  // The first rebuild after a cold build is not a steady state for Gatsby (its caches settle): it is run, and reported apart.
  const settle = await build('première reconstruction après la construction à froid', siteDir);
  for (let i = 0; i < runs; i++) warm.push(await build(`reconstruction sans changement ${i + 1}/${runs}`, siteDir));

  const publicDir = join(siteDir, 'public');
  const product = await api.firstListedProduct();
  /** @type {(Build & { changed: string[], showing: string[], onlyShowing: boolean, productPageChanged: boolean })[]} */
  const priceChange = [];
  for (let i = 0; i < runs; i++) {
    const before = hashPages(publicDir);
    await api.setPrice(product.id, product.price + i + 1);
    const r = await build(`reconstruction après le prix d’un produit ${i + 1}/${runs}`, siteDir);
    const after = hashPages(publicDir);
    const changed = [...after.keys()].filter((p) => before.get(p) !== after.get(p));
    const showing = pagesShowing(publicDir, product.slug);
    priceChange.push({
      ...r,
      changed,
      showing: [...showing],
      onlyShowing: changed.every((p) => showing.has(p)),
      productPageChanged: changed.includes(`/produit/${product.slug}`),
    });
  }
  await api.setPrice(product.id, product.price);

  const last = priceChange[priceChange.length - 1];
  return {
    size,
    pageCount,
    product: { id: product.id, slug: product.slug },
    cold: summary(cold),
    settle: { wallMs: settle.wallMs, peakBytes: settle.peakBytes, rendered: settle.rendered },
    warm: summary(warm),
    priceChange: {
      ...summary(priceChange),
      changed: last.changed,
      showing: last.showing,
      onlyShowing: priceChange.every((r) => r.onlyShowing),
      productPageChanged: priceChange.every((r) => r.productPageChanged),
    },
    floor: summary(floor),
  };
}
