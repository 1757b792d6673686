import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readlinkSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { coldBuildsInTurn, renderedPages, sitePageCount } from '../build-scaling.mjs';
import { blockingBySource, medianTbtRun, sourceName } from './blocking.mjs';
import { librariesIn } from './bundle-check.mjs';
import { median, treeRss } from './proc.mjs';
import { budgets, coldPairs, type Results } from './report.mjs';
import { copyProject } from './workspace.mjs';

const ansi = (s: string) => s.replace(/\n/g, '\n\u001b[2K\u001b[1A\u001b[2K\u001b[G');

describe('reading Gatsby’s own report', () => {
  it('counts the pages it rendered, and none when it says nothing changed', () => {
    expect(renderedPages(ansi('success Building HTML renderer - 1.0s\nsuccess Building static HTML for pages - 2.331s - 4/4 1.72/s\n'))).toBe(4);
    expect(renderedPages(ansi('info There are no new or changed html files to build.\n'))).toBe(0);
    expect(renderedPages('success onPostBuild - 0.1s')).toBeNaN();
    expect(sitePageCount(ansi('info Total nodes: 10262, SitePage nodes: 10236 (use --verbose for breakdown)'))).toBe(10236);
  });

  it('takes medians of what was measured only', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([NaN, 5])).toBe(5);
  });

  it('sums the memory of a whole process tree', () => {
    expect(treeRss(process.pid)).toBeGreaterThan(10 * 1024 * 1024);
    expect(treeRss(2 ** 22 + 12345)).toBe(0);
  });
});

describe('what a Lighthouse run’s blocking time is made of', () => {
  const page = 'http://127.0.0.1:9250/qui-sommes-nous';
  const lhr = (tasks: { url: string; startTime: number; duration: number }[]) => ({
    finalDisplayedUrl: page,
    audits: { metrics: { details: { items: [{ firstContentfulPaint: 750, interactive: 2000 }] } }, 'long-tasks': { details: { items: tasks } } },
  });

  it('names the page, the scripts without their hash, and the browser', () => {
    expect(sourceName(page, page)).toBe('page (HTML, style, layout)');
    expect(sourceName('http://127.0.0.1:9250/framework-598cf0d9116aa4783733.js', page)).toBe('script framework');
    expect(sourceName('http://127.0.0.1:9250/component---src-templates-home-tsx-81a5a37850646d5a895f.js', page)).toBe(
      'script component---src-templates-home-tsx',
    );
    expect(sourceName('http://127.0.0.1:9250/895-4487194d02003846ff6e.js', page)).toBe('script chunk 895');
    expect(sourceName('Unattributable', page)).toBe('browser (page set-up, unattributed)');
  });

  it('names a stylesheet as one, without its hash: its parse and the style work it brings are not a script', () => {
    expect(sourceName('http://127.0.0.1:9250/styles.1f22c565b9804ba49372.css', page)).toBe('stylesheet styles');
  });

  it('counts each task between the first paint and interactive, beyond 50 ms, summed by source', () => {
    const parts = blockingBySource(
      lhr([
        { url: 'Unattributable', startTime: 600, duration: 140 }, // ends before the first paint: not counted
        { url: page, startTime: 700, duration: 160 }, // 750–860: 110 ms, 60 beyond 50
        { url: 'http://127.0.0.1:9250/app-ec533648117751f7ad9c.js', startTime: 1600, duration: 90 }, // 40
        { url: 'http://127.0.0.1:9250/app-ec533648117751f7ad9c.js', startTime: 1800, duration: 70 }, // 20
        { url: 'http://127.0.0.1:9250/framework-598cf0d9116aa4783733.js', startTime: 1960, duration: 100 }, // 40 ms before interactive: not counted
      ]),
    );
    expect(parts).toEqual([
      { source: 'page (HTML, style, layout)', ms: 60 },
      { source: 'script app', ms: 60 },
    ]);
    expect(blockingBySource({ audits: {} })).toEqual([]);
  });

  it('shows the run whose TBT is the median', () => {
    const runs = [{ tbtMs: 130 }, { tbtMs: 20 }, { tbtMs: 97 }, { tbtMs: 40 }, { tbtMs: 104 }];
    expect(medianTbtRun(runs)).toBe(runs[2]);
  });
});

describe('libraries in a page’s first load', () => {
  it('finds a library only in the chunks that carry it, and says when the build has none', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bundle-'));
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'app.js'), 'console.log("app")');
    writeFileSync(join(dir, 'form.js'), 'var m={onTouched:"onTouched"};addEventListener("focusout",f);class $ZodType{}');
    const product = librariesIn(dir, ['/app.js']);
    expect(product['react-hook-form']).toEqual({ onPage: false, inBuild: true });
    expect(product.zod).toEqual({ onPage: false, inBuild: true });
    expect(product['react-intl'].inBuild).toBe(false);
    expect(librariesIn(dir, ['/form.js'])['react-hook-form'].onPage).toBe(true);
  });
});

describe('the cold builds of the site and of the bare floor', () => {
  it('are taken in turns, so that a busy spell of the host weighs on both sides of the ratio', async () => {
    const order: string[] = [];
    const result = await coldBuildsInTurn({
      runs: 3,
      buildSite: async (i: number) => (order.push(`site ${i}`), { wallMs: 60_000 + i }),
      prepareFloor: (first: { wallMs: number }) => order.push(`floor prepared after ${first.wallMs}`),
      buildFloor: async (i: number) => (order.push(`floor ${i}`), { wallMs: 30_000 + i }),
    });
    expect(order).toEqual(['site 0', 'floor prepared after 60000', 'floor 0', 'site 1', 'floor 1', 'site 2', 'floor 2']);
    expect(result.cold.map((r: { wallMs: number }) => r.wallMs)).toEqual([60_000, 60_001, 60_002]);
    expect(result.floor.map((r: { wallMs: number }) => r.wallMs)).toEqual([30_000, 30_001, 30_002]);
  });

  it('are reported pair by pair, each cold build beside the floor built after it', () => {
    const runs = (...ms: number[]) => ({ runs: ms.map((wallMs) => ({ wallMs })) });
    expect(coldPairs({ cold: runs(60_000, 66_000), floor: runs(30_000, 40_000) })).toBe(
      " Cold builds in turns with the floor's: 60.0 s / 30.0 s (2.00×), 66.0 s / 40.0 s (1.65×).",
    );
    expect(coldPairs({ cold: runs(60_000), floor: runs(30_000) })).toBe('');
  });
});

describe('budgets', () => {
  const MB = 1024 * 1024;
  const build = (over: Record<string, unknown> = {}) => ({
    size: 10000,
    product: { id: 1, slug: 'a' },
    cold: { wallMs: 60_000, maxPeakBytes: 1500 * MB },
    floor: { wallMs: 31_000 },
    priceChange: { wallMs: 14_000, changed: ['/produit/a'], showing: ['/produit/a', '/categorie/x'], onlyShowing: true, productPageChanged: true },
    ...over,
  });
  const page = (name: string, over: Record<string, unknown> = {}) => ({
    name,
    performance: 99,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    cls: 0,
    tbtMs: 50,
    lcpMs: 1200,
    failing: [],
    perRun: [],
    noindex: false,
    ...over,
  });
  const run = (over: Record<string, unknown> = {}) => ({ sizes: [10000], weights: {}, scaling: [build()], lighthouse: null, livePrices: null, ...over });
  // the fixtures hold only the figures each budget reads
  const result = (r: ReturnType<typeof run>, start: string) =>
    budgets(r as unknown as Results).find((b: { budget: string }) => b.budget.startsWith(start))?.met;

  it('marks the build budgets met or missed against the floor measured in the same run', () => {
    expect(result(run(), '10 000-product cold build ≤ 2×')).toBe(true);
    expect(result(run({ scaling: [build({ floor: { wallMs: 29_000 } })] }), '10 000-product cold build ≤ 2×')).toBe(false);
    expect(result(run({ scaling: [build({ cold: { wallMs: 60_000, maxPeakBytes: 2100 * MB } })] }), '10 000-product cold build within 2 GB')).toBe(false);
    expect(result(run({ scaling: [build({ priceChange: { ...build().priceChange, wallMs: 15_500 } })] }), 'One-product rebuild ≤ 15 s')).toBe(false);
    expect(result(run({ scaling: [build({ priceChange: { ...build().priceChange, onlyShowing: false } })] }), 'One-product rebuild re-renders only')).toBe(
      false,
    );
  });

  it('holds each template’s first-load JS within 1 KB of the run recorded before, naming the templates that grew', () => {
    const KB = 1024;
    const weights = (home: number, cart: number) => ({
      250: {
        templates: [
          { name: 'home', jsGzip: home },
          { name: 'cart', jsGzip: cart },
        ],
      },
    });
    const before = { sizes: [250], weights: weights(82.2 * KB, 93.3 * KB), machine: { commit: '6000708' } };
    const now = (home: number, cart: number) => run({ sizes: [250], weights: weights(home * KB, cart * KB) });
    const guard = (r: ReturnType<typeof run>, previous?: object) =>
      budgets(r as unknown as Results, previous as Results | undefined).find((b: { budget: string }) =>
        b.budget.startsWith('First-load JS of each template within 1 KB'),
      );
    expect(guard(now(83.1, 92.0), before)).toMatchObject({ met: true, measured: 'home 83.1 KB (was 82.2 KB), cart 92.0 KB (was 93.3 KB)' });
    expect(guard(now(83.3, 92.0), before)).toMatchObject({ met: false, measured: 'home 83.3 KB (was 82.2 KB: +1.1 KB), cart 92.0 KB (was 93.3 KB)' });
    expect(guard(now(83.3, 92.0), before)!.budget).toBe('First-load JS of each template within 1 KB of the run recorded before (6000708)');
    // nothing to compare with: the first run, or a run that weighed nothing
    expect(guard(now(83.3, 92.0))).toBeUndefined();
    expect(guard(run(), before)).toBeUndefined();
  });

  it('holds the bar-schedule editor to one frame per edit, 300 ms per 500-row paste and its first-load budget', () => {
    const editor = (over: Record<string, unknown> = {}) => ({
      rows: 500,
      gridRows: 503,
      runs: 5,
      pasteMs: 160,
      pasteRunsMs: [160],
      editMs: 7,
      editRunsMs: [7],
      ...over,
    });
    expect(result(run({ editor: editor() }), 'Bar-schedule editor: totals after one cell edit')).toBe(true);
    expect(result(run({ editor: editor({ editMs: 16.5 }) }), 'Bar-schedule editor: totals after one cell edit')).toBe(false);
    expect(result(run({ editor: editor() }), 'Bar-schedule editor: 500 rows pasted')).toBe(true);
    expect(result(run({ editor: editor({ pasteMs: 301 }) }), 'Bar-schedule editor: 500 rows pasted')).toBe(false);
    // a paste that lost rows is no paste, however fast
    expect(result(run({ editor: editor({ gridRows: 20 }) }), 'Bar-schedule editor: 500 rows pasted')).toBe(false);
    const weighed = (jsGzip: number) => run({ weights: { 10000: { templates: [], tools: [{ name: 'bar-schedule editor', path: '/nomenclature', jsGzip }] } } });
    expect(result(weighed(134 * 1024), 'First-load JS of the bar-schedule editor')).toBe(true);
    expect(result(weighed(136 * 1024), 'First-load JS of the bar-schedule editor')).toBe(false);
  });

  it('holds a noindex page to every SEO audit but is-crawlable', () => {
    const cart = (failing: unknown[]) => page('cart', { noindex: true, seo: 60, failing });
    const lh = (pages: unknown[]) => run({ lighthouse: { runs: 3, pages } });
    expect(result(lh([page('product'), cart([{ category: 'seo', id: 'is-crawlable' }])]), 'Lighthouse SEO')).toBe(true);
    expect(
      result(
        lh([
          page('product'),
          cart([
            { category: 'seo', id: 'is-crawlable' },
            { category: 'seo', id: 'meta-description' },
          ]),
        ]),
        'Lighthouse SEO',
      ),
    ).toBe(false);
    expect(result(lh([page('product', { seo: 92 })]), 'Lighthouse SEO')).toBe(false);
    expect(result(lh([page('product', { tbtMs: 130 })]), 'TBT')).toBe(false);
    expect(result(lh([page('product', { performance: 97 })]), 'Lighthouse mobile performance')).toBe(false);
  });

  it('holds sign-in under a flood to 429s and a catalogue p99 within 1.5× of its value alone', () => {
    const flood = (over: Record<string, unknown> = {}, attack: Record<string, unknown> = {}) =>
      run({
        flood: {
          size: 250,
          rate: 200,
          seconds: 15,
          concurrency: 4,
          alone: { p50: 8, p99: 30 },
          during: { p50: 9, p99: 40 },
          flood: { statuses: { 400: 10, 429: 2990 }, answered: 3000, throttled: 2990, errors5xx: 0, skipped: 0, ...attack },
          ...over,
        },
      } as Record<string, unknown>);
    const name = 'Sign-in flooded';
    expect(result(flood(), name)).toBe(true);
    expect(result(flood({ during: { p50: 9, p99: 46 } }), name)).toBe(false);
    expect(result(flood({}, { throttled: 0, statuses: { 400: 3000 } }), name)).toBe(false);
    expect(result(flood({}, { errors5xx: 3 }), name)).toBe(false);
  });
});

describe('the copy of the project the benchmark builds in', () => {
  it('copies the working tree and links node_modules, also when the project’s own node_modules is a link', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-copy-'));
    const root = join(dir, 'project');
    const modules = join(dir, 'modules');
    mkdirSync(modules);
    mkdirSync(join(root, 'src'), { recursive: true });
    writeFileSync(join(root, '.gitignore'), 'node_modules/\n');
    writeFileSync(join(root, 'src', 'page.tsx'), 'export {};\n');
    execFileSync('git', ['init', '-q'], { cwd: root });
    symlinkSync(modules, join(root, 'node_modules'), 'dir');
    const target = copyProject(root, join(dir, 'copy'));
    expect(readFileSync(join(target, 'src', 'page.tsx'), 'utf8')).toBe('export {};\n');
    expect(readlinkSync(join(target, 'node_modules'))).toBe(join(root, 'node_modules'));
  });
});
