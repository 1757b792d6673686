/**
 * bench/results.md from one run's figures: the machine, every figure with its
 * floor and ratio, and each budget marked met or missed.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { blockingLine } from './blocking.mjs';
import { searchBudgets } from './search-budget.mjs';
import { slowCpuBudgets, slowCpuSection } from './slow-cpu-report.mjs';

/**
 * The figures of one run (bench/results.json), as run.mjs gathers them from each measure.
 * @typedef {Omit<ReturnType<typeof import('../page-weight.mjs').pageWeight>, 'js'> & { js?: undefined }} Weight
 * @typedef {Awaited<ReturnType<typeof import('../lighthouse.mjs').lighthouseMedians>>[number] & { name: string, path: string }} LighthousePage
 * @typedef {{
 *   machine: ReturnType<typeof import('./machine.mjs').machine>,
 *   runs: number,
 *   sizes: number[],
 *   scaling: Awaited<ReturnType<typeof import('../build-scaling.mjs').buildScaling>>[],
 *   weights: Record<number, {
 *     templates: (Weight & { name: string, catalogue?: boolean, noindex?: boolean, libs: ReturnType<typeof import('./bundle-check.mjs').librariesIn> })[],
 *     floor: Weight,
 *     tools?: (Weight & { name: string })[],
 *     shipped: ReturnType<typeof import('./bundle-check.mjs').shippedJs>,
 *   }>,
 *   lighthouse: { runs: number, pages: (LighthousePage & { noindex: boolean })[], floor: LighthousePage | null } | null,
 *   slowCpu?: { runs: number, cpuSlowdown: number, pages: (LighthousePage & { noindex: boolean, held: boolean })[], floor: LighthousePage | null } | null,
 *   livePrices: Awaited<ReturnType<typeof import('../live-prices.mjs').livePriceCost>> | null,
 *   editor: Awaited<ReturnType<typeof import('../schedule-editor.mjs').scheduleEditorCost>> | null,
 *   api: (Awaited<ReturnType<typeof import('../api-latency.mjs').apiLatency>> & { size: number })[],
 *   flood: (Awaited<ReturnType<typeof import('../sign-in-flood.mjs').signInFlood>> & { size: number }) | null,
 *   files: (Awaited<ReturnType<typeof import('../hostile-uploads.mjs').hostileUploads>> & { size: number }) | null,
 *   cutting?: (Awaited<ReturnType<typeof import('../cutting-plan.mjs').cuttingPlanBench>> & { size: number }) | null,
 * }} Results
 * @typedef {Results['scaling'][number]} Scaling
 * @typedef {NonNullable<Results['files']>} Hostile
 * @typedef {NonNullable<Results['cutting']>} Cutting
 * @typedef {Pick<Hostile, 'alone' | 'during'> & { open?: Hostile['open'] }} HostileReaders the readers' figures; no `open` in a run recorded before the open loop
 * @typedef {Omit<Cutting['api'], 'open'> & { open?: Cutting['api']['open'] }} CuttingApi the API's figures; no `open` in a run recorded before the open loop
 * @typedef {{ budget: string, measured: string, met: boolean | null }} Budget
 */

const KB = 1024;
const MB = 1024 * 1024;
/** @type {(v: number | null | undefined) => v is number} */
const finite = (v) => Number.isFinite(v);
/** @type {(ms: number | null | undefined) => string} */
const s = (ms) => (finite(ms) ? `${(ms / 1000).toFixed(1)} s` : '–');
/** @type {(b: number | null | undefined) => string} */
const kb = (b) => (finite(b) ? `${(b / KB).toFixed(1)} KB` : '–');
/** @type {(b: number | null | undefined) => string} */
const mb = (b) => (finite(b) ? `${Math.round(b / MB)} MB` : '–');
/** @type {(a: number | null | undefined, b: number | null | undefined) => string} */
const x = (a, b) => (finite(a) && finite(b) && b > 0 ? `${(a / b).toFixed(2)}×` : '–');
/** @type {(v: number | null | undefined) => string} */
const ms = (v) => (finite(v) ? `${Math.round(v)} ms` : '–');
/** @type {(met: boolean | null) => string} */
const mark = (met) => (met === null ? 'not measured' : met ? '**met**' : '**MISSED**');
const VIEWPORTS = /** @type {const} */ (['mobile', 'desktop']);
/** The editor's first-load budget: its grid, drawings and calculations (src/features/bar-schedules, domain/bar-schedules) come with the page. */
const EDITOR_JS_KB = 135;
/** @type {(head: string[], rows: unknown[][]) => string} */
const table = (head, rows) => [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');

/**
 * Cold builds are taken in turns with the floor's (build-scaling.mjs): each pair's ratio shows how steady the host was.
 * @param {{ cold: { runs: { wallMs: number }[] }, floor: { runs: { wallMs: number }[] } }} b
 */
export const coldPairs = (b) =>
  b.cold.runs?.length > 1 && b.cold.runs.length === b.floor.runs?.length
    ? ` Cold builds in turns with the floor's: ${b.cold.runs.map((c, i) => `${s(c.wallMs)} / ${s(b.floor.runs[i].wallMs)} (${x(c.wallMs, b.floor.runs[i].wallMs)})`).join(', ')}.`
    : '';

/**
 * The standing rule of results.md: no template's first load grows by more
 * than 1 KB over the run recorded before (bench/results.json as committed)
 * without a word in notes.md. Null when there is nothing to compare.
 * @param {Results} r
 * @param {Results | null} previous
 * @returns {Budget | null}
 */
function weightGuard(r, previous) {
  const now = r.weights[r.sizes[0]]?.templates ?? [];
  const before = new Map((previous?.weights?.[previous.sizes?.[0]]?.templates ?? []).map((t) => [t.name, t.jsGzip]));
  const both = now.filter((t) => before.has(t.name));
  if (!both.length) return null;
  /** @type {(t: { name: string, jsGzip: number }) => number} */
  const grew = (t) => t.jsGzip - (before.get(t.name) ?? NaN);
  return {
    budget: `First-load JS of each template within 1 KB of the run recorded before (${previous?.machine?.commit ?? 'unknown commit'})`,
    measured: both.map((t) => `${t.name} ${kb(t.jsGzip)} (was ${kb(before.get(t.name))}${grew(t) > KB ? `: +${kb(grew(t))}` : ''})`).join(', '),
    met: both.every((t) => grew(t) <= KB),
  };
}

/**
 * `previous`: the figures of the run recorded before this one (bench/results.json), for the 1 KB guard.
 * @param {Results} r
 * @param {Results | null} [previous]
 */
export function budgets(r, previous = null) {
  /** @type {Budget[]} */
  const out = [];
  const first = r.weights[r.sizes[0]];
  const catalogue = first?.templates.filter((t) => t.catalogue) ?? [];
  for (const t of catalogue) {
    out.push({ budget: `First-load JS of the ${t.name} page ≤ 90 KB gzip`, measured: kb(t.jsGzip), met: t.jsGzip <= 90 * KB });
  }
  const guard = weightGuard(r, previous);
  if (guard) out.push(guard);
  if (catalogue.length) {
    const loaded = catalogue.filter((t) => t.libs['react-hook-form'].onPage || t.libs.zod.onPage);
    const known = catalogue.every((t) => t.libs['react-hook-form'].inBuild && t.libs.zod.inBuild);
    out.push({
      budget: 'react-hook-form and zod not loaded on catalogue pages (first load)',
      measured: loaded.length
        ? `loaded on ${loaded.map((t) => t.name).join(', ')}`
        : known
          ? 'not loaded (both found in the form chunks)'
          : 'signatures not found in the build',
      met: known ? loaded.length === 0 : null,
    });
  }
  if (r.lighthouse) {
    const pages = r.lighthouse.pages;
    // a figure no run gave (null) is shown as missing and misses its budget
    /** @type {(key: 'performance' | 'accessibility' | 'bestPractices' | 'cls' | 'tbtMs', ok: (v: number) => boolean, fmt: (v: number) => string) => { measured: string, met: boolean }} */
    const all = (key, ok, fmt) => {
      /** @type {(v: number | null) => string} */
      const shown = (v) => (v === null ? '–' : fmt(v));
      return { measured: pages.map((p) => `${p.name} ${shown(p[key])}`).join(', '), met: pages.every((p) => p[key] !== null && ok(p[key])) };
    };
    out.push({ budget: 'Lighthouse mobile performance ≥ 98', ...all('performance', (v) => v >= 98, String) });
    out.push({ budget: 'Lighthouse accessibility = 100', ...all('accessibility', (v) => v === 100, String) });
    out.push({ budget: 'Lighthouse best practices = 100', ...all('bestPractices', (v) => v === 100, String) });
    // A page that must stay out of search engines (the cart) fails Lighthouse's is-crawlable audit by design: it is held
    // to every other SEO audit instead.
    const indexable = pages.filter((p) => !p.noindex);
    const noindex = pages.filter((p) => p.noindex);
    /** @type {(p: LighthousePage) => boolean} */
    const onlyCrawlable = (p) => p.failing.filter((f) => f.category === 'seo').every((f) => f.id === 'is-crawlable');
    out.push({
      budget: 'Lighthouse SEO = 100',
      measured: [
        ...indexable.map((p) => `${p.name} ${p.seo}`),
        ...noindex.map(
          (p) =>
            `${p.name} ${p.seo} (noindex by design; failing SEO audits: ${
              p.failing
                .filter((f) => f.category === 'seo')
                .map((f) => f.id)
                .join(', ') || 'none'
            })`,
        ),
      ].join(', '),
      met: indexable.every((p) => p.seo === 100) && noindex.every(onlyCrawlable),
    });
    out.push({
      budget: 'CLS ≤ 0.02',
      ...all(
        'cls',
        (v) => v <= 0.02,
        (v) => v.toFixed(3),
      ),
    });
    out.push({ budget: 'TBT ≤ 100 ms', ...all('tbtMs', (v) => v <= 100, ms) });
  }
  if (r.slowCpu) out.push(...slowCpuBudgets(r.slowCpu));
  if (r.livePrices) {
    const prices = r.livePrices;
    const views = VIEWPORTS.flatMap((v) => {
      const m = prices[v];
      return m ? [/** @type {const} */ ([v, m])] : [];
    });
    out.push({
      budget: 'One request for the prices of a 24-product listing',
      measured: views.map(([v, m]) => `${v}: ${m.returning.requests} (first visit ${m.firstVisit.requests}) for ${m.cards} products`).join('; '),
      met: views.every(([, m]) => m.cards === 24 && m.returning.requests === 1 && m.firstVisit.requests <= 1),
    });
    out.push({
      budget: 'No layout shift when the live price arrives (API delayed 2 s)',
      measured: views.map(([v, m]) => `${v} CLS ${m.delayed.cls.toFixed(4)}, price ${m.delayed.livePriceArrived ? 'arrived' : 'NOT arrived'}`).join('; '),
      met: views.every(([, m]) => m.delayed.cls === 0 && m.delayed.livePriceArrived),
    });
  }
  const editorPage = first?.tools?.find((t) => t.path === '/nomenclature');
  if (editorPage) {
    out.push({
      budget: `First-load JS of the bar-schedule editor (/nomenclature) ≤ ${EDITOR_JS_KB} KB gzip`,
      measured: kb(editorPage.jsGzip),
      met: editorPage.jsGzip <= EDITOR_JS_KB * KB,
    });
  }
  if (r.editor) {
    const e = r.editor;
    out.push({
      budget: `Bar-schedule editor: totals after one cell edit in a ${e.rows}-row schedule ≤ 16 ms (one frame)`,
      measured: `${e.editMs.toFixed(1)} ms (runs ${e.editRunsMs.join(', ')})`,
      met: e.editMs <= 16,
    });
    out.push({
      budget: `Bar-schedule editor: ${e.rows} rows pasted from a spreadsheet, grid and totals painted ≤ 300 ms`,
      measured: `${ms(e.pasteMs)} (runs ${e.pasteRunsMs.join(', ')}); ${e.gridRows} rows in the grid`,
      met: e.pasteMs <= 300 && (e.gridRows ?? 0) >= e.rows,
    });
  }
  if (r.flood) {
    const f = r.flood;
    out.push({
      budget: 'Sign-in flooded (loopback): the throttle answers 429, catalogue p99 ≤ 1.5× its value without the flood',
      measured: `${f.flood.throttled} of ${f.flood.answered} attempts answered 429, ${f.flood.errors5xx} 5xx; catalogue p99 ${ms(f.alone.p99)} alone, ${ms(f.during.p99)} during the flood (${x(f.during.p99, f.alone.p99)})`,
      met: f.flood.throttled > 0 && f.flood.errors5xx === 0 && f.during.p99 <= 1.5 * f.alone.p99,
    });
  }
  if (r.files) out.push(hostileBudget(r.files));
  if (r.cutting) out.push(...cuttingBudgets(r.cutting));
  out.push(...searchBudgets(r.api ?? []));
  const big = r.scaling.find((b) => b.size === 10000) ?? null;
  if (big) {
    out.push({
      budget: '10 000-product cold build ≤ 2× the bare floor',
      measured: `${s(big.cold.wallMs)} vs ${s(big.floor.wallMs)} (${x(big.cold.wallMs, big.floor.wallMs)})`,
      met: big.cold.wallMs <= 2 * big.floor.wallMs,
    });
    out.push({
      budget: '10 000-product cold build within 2 GB (whole process tree)',
      measured: `${mb(big.cold.maxPeakBytes)} at most`,
      met: big.cold.maxPeakBytes <= 2 * 1024 * MB,
    });
    out.push({ budget: 'One-product rebuild ≤ 15 s (10 000 products)', measured: s(big.priceChange.wallMs), met: big.priceChange.wallMs <= 15000 });
  }
  for (const b of r.scaling) {
    const p = b.priceChange;
    out.push({
      budget: `One-product rebuild re-renders only the pages showing it (${b.size} products)`,
      measured: `${p.changed.length} HTML file(s) changed, all among the ${p.showing.length} showing it: ${p.onlyShowing ? 'yes' : 'no'}; product page re-rendered: ${p.productPageChanged ? 'yes' : 'no'}`,
      met: p.onlyShowing && p.productPageChanged,
    });
  }
  const sizes = r.sizes.filter((n) => r.weights[n]);
  if (sizes.length > 1) {
    const [lo, hi] = [r.weights[sizes[0]], r.weights[sizes[sizes.length - 1]]];
    const same = lo.shipped.bytes === hi.shipped.bytes && lo.templates.every((t, i) => t.jsGzip === hi.templates[i].jsGzip);
    out.push({
      budget: `Shipped JS does not grow with the catalogue (${sizes[0]} vs ${sizes.at(-1)} products)`,
      measured: `all chunks ${kb(lo.shipped.bytes)} vs ${kb(hi.shipped.bytes)}; first load ${lo.templates.map((t, i) => `${t.name} ${kb(t.jsGzip)}/${kb(hi.templates[i].jsGzip)}`).join(', ')}`,
      met: same,
    });
  }
  return out;
}

/** @type {(statuses: Record<string, number>) => string} */
const answers = (statuses) =>
  Object.entries(statuses)
    .map(([k, n]) => `${n} × ${k}`)
    .join(', ');

const FILE_KINDS = /^(XLSX|PDF|DOCX)/;

/** @type {(rate: number) => string} */
const openLoop = (rate) => `at ${rate} requests/s, open loop`;

/**
 * Why the readers' budget is read on the open loop, under the tables of the two lines that have one.
 * @type {(rate: number, concurrency: number) => string}
 */
const openLoopWhy = (rate, concurrency) =>
  `The budget is read on the open loop: ${rate} requests a second is a visitors' rate that leaves the host headroom, and each latency is counted from its request's scheduled send, so that a stall of the API's loop (or of the bench) is counted in full. The closed loop, ${concurrency} visitors each asking again as soon as answered, saturates the host's two processors together with the attack: it is shown, but it measures the host.`;

/**
 * What requests were answered over several phases, added up.
 * @typedef {{ sent: number, statuses: Record<string, number> }} Sent
 * @param {Sent[]} phases
 * @returns {Sent}
 */
function tally(phases) {
  /** @type {Record<string, number>} */
  const statuses = {};
  for (const [status, n] of phases.flatMap((p) => Object.entries(p.statuses))) statuses[status] = (statuses[status] ?? 0) + n;
  return { sent: phases.reduce((n, p) => n + p.sent, 0), statuses };
}

/**
 * What each kind of request was answered over several phases, added up.
 * @param {Record<string, Sent>[]} phases
 */
function sentIn(phases) {
  /** @type {Map<string, Sent[]>} */
  const byKind = new Map();
  for (const [kind, a] of phases.flatMap((p) => Object.entries(p))) byKind.set(kind, [...(byKind.get(kind) ?? []), a]);
  return [...byKind].map(([kind, list]) => /** @type {[string, Sent]} */ ([kind, tally(list)]));
}

/**
 * The settings' latency while hostile files and 10 000-row calculs are sent (hostile-uploads.mjs): every file refused, p99 within 1.5×,
 * on the open loop where it was measured (the closed loop's alone in a run recorded before).
 * @param {HostileReaders} f
 * @returns {Budget}
 */
export function hostileBudget(f) {
  const o = f.open;
  const both = f.during.both;
  // the files of both attacks at once, sent while the closed loop read and while the open loop did
  const sent = sentIn([both.sent, ...(o ? [o.during.both.sent] : [])]);
  const uploads = sent.filter(([kind]) => FILE_KINDS.test(kind));
  const calculs = sent.filter(([kind]) => !FILE_KINDS.test(kind));
  const refused = uploads.length > 0 && uploads.every(([, u]) => Object.keys(u.statuses).every((k) => k === '422'));
  /** @type {(list: [string, { sent: number }][]) => number} */
  const count = (list) => list.reduce((n, [, a]) => n + a.sent, 0);
  /** @type {(readers: Pick<Hostile, 'alone' | 'during'>) => string} */
  const phases = (r) => {
    /** @type {(phase: string) => string} */
    const alone = (phase) => `${ms(r.during[phase].setting.p99)} (${x(r.during[phase].setting.p99, r.alone.p99)})`;
    return `${ms(r.alone.p99)} alone, ${ms(r.during.both.setting.p99)} during both (${x(r.during.both.setting.p99, r.alone.p99)}); files alone ${alone('files')}, calculs alone ${alone('calculs')}`;
  };
  const files = `${count(uploads)} files sent, ${refused ? 'all refused (422)' : `answers ${uploads.map(([, u]) => answers(u.statuses)).join('; ')}`}, ${count(calculs)} calculs`;
  const attack = 'Hostile uploads (XLSX of 110 000 lines, PDF and DOCX inflating to 1 GB) and 10 000-row calculs in flight: every file refused (422)';
  if (!o) {
    return {
      budget: `${attack}, GET /setting p99 ≤ 1.5× its value alone`,
      measured: `${files}; /setting p99 ${phases(f)}`,
      met: refused && both.setting.errors === 0 && both.setting.p99 <= 1.5 * f.alone.p99,
    };
  }
  return {
    budget: `${attack}, GET /setting p99 ${openLoop(o.rate)}, ≤ 1.5× its value alone`,
    measured: `${files}; /setting p99 ${openLoop(o.rate)}: ${phases(o)}; closed loop: ${phases(f)}`,
    met: refused && both.setting.errors === 0 && o.during.both.setting.errors === 0 && o.during.both.setting.p99 <= 1.5 * o.alone.p99,
  };
}

/** Issue 47's budgets: each benchmark instance solved within this, and a 500-row plan answered by the API within this. */
const INSTANCE_BUDGET_MS = 2000;
const PLAN_BUDGET_MS = 1000;

/**
 * The cutting plan's three lines (cutting-plan.mjs): every benchmark instance at its optimum within 2 s, the 500-row
 * plan through the API within 1 s, and the settings' p99 during repeated plans within 1.5× its value alone.
 * @param {Pick<Cutting, 'instances'> & { api: CuttingApi }} c
 * @returns {Budget[]}
 */
export function cuttingBudgets(c) {
  // one bar over the optimum is allowed only where the reference names the instance as lacking the round-up property
  /** @type {(i: Cutting['instances'][number]) => boolean} */
  const atOptimum = (i) => i.bars <= i.optimum + (i.irup ? 0 : 1) && !i.varied;
  const slowest = c.instances.reduce((a, b) => (b.ms > a.ms ? b : a), c.instances[0]);
  const off = c.instances.filter((i) => !atOptimum(i));
  const late = c.instances.filter((i) => !(i.ms <= INSTANCE_BUDGET_MS));
  const a = c.api;
  const plan = a.plan;
  const planned = plan !== null && a.statuses.every((st) => st === 200) && plan.diameters.length > 0 && plan.skippedRows === 0;
  const o = a.open;
  // the plans asked while the closed loop read and while the open loop did
  const statuses = tally([a.during.sent, ...(o ? [o.during.sent] : [])].map((p) => ({ sent: p.count, statuses: p.statuses })));
  /** @type {(r: Pick<CuttingApi, 'alone' | 'during'>) => string} */
  const readers = (r) => `${ms(r.alone.p99)} alone, ${ms(r.during.setting.p99)} during the plans (${x(r.during.setting.p99, r.alone.p99)})`;
  const plansAnswered = statuses.sent > 0 && Object.keys(statuses.statuses).every((k) => k === '200');
  return [
    {
      budget: `Cutting-stock benchmark instances (BPPLIB): each cut in its known optimum of stock bars (one more at most where the reference names the instance as lacking the round-up property), each within ${s(INSTANCE_BUDGET_MS)}`,
      measured:
        `${c.instances.length - off.length} of ${c.instances.length} at their optimum` +
        (off.length ? ` (${off.map((i) => `${i.name} ${i.bars} for ${i.optimum}${i.varied ? ', not the same at every run' : ''}`).join(', ')})` : '') +
        `; slowest ${slowest ? `${slowest.name} ${ms(slowest.ms)}` : '–'}` +
        (late.length ? `, over the budget: ${late.map((i) => i.name).join(', ')}` : ''),
      met: c.instances.length > 0 && off.length === 0 && late.length === 0,
    },
    {
      budget: `Plan de coupe of a ${a.rows}-row schedule through the API (POST /nomenclature/plan-de-coupe) ≤ ${s(PLAN_BUDGET_MS)}`,
      measured:
        `${ms(a.ms)} (runs ${a.runsMs.join(', ')} ms)` +
        (plan
          ? `; ${plan.diameters.length} diameters, ${plan.stockBars} stock bars (bound ${plan.lowerBound}, first-fit decreasing ${plan.ffdBars})${plan.skippedRows ? `, ${plan.skippedRows} rows in error` : ''}`
          : `; answered ${a.statuses.join(', ')}`),
      met: planned && a.ms <= PLAN_BUDGET_MS,
    },
    o
      ? {
          budget: `GET /setting p99 ${openLoop(o.rate)}, while ${a.rows}-row plans are asked one after another ≤ 1.5× its value alone`,
          measured: `/setting p99 ${openLoop(o.rate)}: ${readers(o)}; closed loop: ${readers(a)}; ${statuses.sent} plans, ${answers(statuses.statuses)}`,
          met: a.during.setting.errors === 0 && o.during.setting.errors === 0 && plansAnswered && o.during.setting.p99 <= 1.5 * o.alone.p99,
        }
      : {
          budget: `GET /setting p99 while ${a.rows}-row plans are asked one after another ≤ 1.5× its value alone`,
          measured: `/setting p99 ${readers(a)}; ${statuses.sent} plans, ${answers(statuses.statuses)}`,
          met: a.during.setting.errors === 0 && plansAnswered && a.during.setting.p99 <= 1.5 * a.alone.p99,
        },
  ];
}

/** @param {Pick<Cutting, 'instances' | 'runs' | 'firstMs' | 'size'> & { api: CuttingApi }} c */
export function cuttingSection(c) {
  const a = c.api;
  const o = a.open;
  /** @type {(r: CuttingApi['alone']) => unknown[]} */
  const cells = (r) => [ms(r.p50), ms(r.p99)];
  const plans = (/** @type {CuttingApi['during']['sent']} */ p) => `${answers(p.statuses)} (${ms(p.p50)}, ${ms(p.max)})`;
  return [
    '## Plan de coupe',
    '',
    `The optimiser (\`domain/bar-schedules/cutting-plan/\`) on the benchmark instances whose optimum is known (../shared/reference/cutting-stock.md), in the bench's own process: the median of ${c.runs} solves each, after a first solve of the process that loads HiGHS's WebAssembly (${ms(c.firstMs)}).`,
    '',
    table(
      ['Instance', 'Stock length', 'Pieces', 'Optimum', 'This optimiser', 'Lower bound', 'First-fit decreasing', 'Time (each run)'],
      c.instances.map((i) => [
        `\`${i.name}\`${i.irup ? '' : ' (no round-up property)'}`,
        i.stockLength,
        i.pieces,
        i.optimum,
        `${i.bars}${i.varied ? ' (not the same at every run)' : ''}${i.limitHit ? ' (time limit hit)' : ''}`,
        i.lowerBound,
        i.ffdBars,
        `${ms(i.ms)} (${i.runsMs.join(', ')})`,
      ]),
    ),
    '',
    `A ${a.rows}-row schedule (slab and wall bars, U bars, links, L bars, column bars; Ø8 to Ø20) sent to \`POST /nomenclature/plan-de-coupe\` anonymously, ${a.runsMs.length} times one after another after a first plan that starts the plans' process and its solver (${ms(a.firstMs)}); then, for ${a.seconds} s, plans asked one after another, each from its own loopback address, while ` +
      (o
        ? `visitors read \`GET /setting\` (${c.size} products) two ways in turn, ${a.seconds} s each: ${a.concurrency} visitors each asking again as soon as answered (closed loop), then ${o.rate} requests a second sent on schedule (open loop); each measured alone just before.`
        : `${a.concurrency} visitors read \`GET /setting\` (${c.size} products), measured alone just before.`),
    '',
    o
      ? table(
          ['', 'Readers', '/setting p50', '/setting p99', 'p99 × alone', 'Requests', 'Errors', 'Plans (p50, slowest)'],
          [
            ['alone', `open loop, ${o.rate} requests/s`, ...cells(o.alone), '', o.alone.requests, o.alone.errors, ''],
            ['alone', `closed loop, ${a.concurrency} visitors`, ...cells(a.alone), '', a.alone.requests, a.alone.errors, ''],
            [
              'during the plans',
              `open loop, ${o.rate} requests/s`,
              ...cells(o.during.setting),
              x(o.during.setting.p99, o.alone.p99),
              o.during.setting.requests,
              o.during.setting.errors,
              plans(o.during.sent),
            ],
            [
              'during the plans',
              `closed loop, ${a.concurrency} visitors`,
              ...cells(a.during.setting),
              x(a.during.setting.p99, a.alone.p99),
              a.during.setting.requests,
              a.during.setting.errors,
              plans(a.during.sent),
            ],
          ],
        )
      : table(
          ['', '/setting p50', '/setting p99', 'Requests', 'Errors', 'Plans (p50, slowest)'],
          [
            ['alone', ...cells(a.alone), a.alone.requests, a.alone.errors, ''],
            ['during the plans', ...cells(a.during.setting), a.during.setting.requests, a.during.setting.errors, plans(a.during.sent)],
          ],
        ),
    '',
    ...(o ? [openLoopWhy(o.rate, a.concurrency), ''] : []),
  ];
}

/** @param {HostileReaders & Pick<Hostile, 'seconds' | 'concurrency' | 'size'>} f */
export function hostileSection(f) {
  const phases = { files: 'during the files', calculs: 'during the calculs', both: 'during both' };
  const o = f.open;
  const attack = `For ${f.seconds} s each time, one attacker sends the three files below one after another and again, another sends 10 000-row bar schedules to \`POST /nomenclature/calcul\`, then both at once, all anonymously and each request from its own loopback address (no throttle turns them away); meanwhile`;
  /** @type {(r: Hostile['alone']) => unknown[]} */
  const cells = (r) => [ms(r.p50), ms(r.p99)];
  /** @type {[Pick<Hostile, 'alone' | 'during'>, string][]} */
  const loops = o
    ? [
        [o, `open loop, ${o.rate} requests/s`],
        [f, `closed loop, ${f.concurrency} visitors`],
      ]
    : [];
  /** @type {(r: Pick<Hostile, 'alone' | 'during'>, label: string) => unknown[][]} */
  const sentRows = (r, label) =>
    Object.entries(phases).flatMap(([phase, during]) =>
      Object.entries(r.during[phase].sent).map(([kind, a]) => [
        kind,
        `${during.replace('during ', '')}${label}`,
        a.sent,
        answers(a.statuses),
        ms(a.p50),
        ms(a.max),
      ]),
    );
  return [
    '## Hostile files',
    '',
    o
      ? `${attack} visitors read \`GET /setting\` (${f.size} products) two ways, each phase run twice in turn: ${f.concurrency} visitors each asking again as soon as answered (closed loop), then ${o.rate} requests a second sent on schedule (open loop); each measured alone just before.`
      : `${attack} ${f.concurrency} visitors read \`GET /setting\` (${f.size} products), measured alone just before.`,
    '',
    o
      ? table(
          ['', 'Readers', '/setting p50', '/setting p99', 'p99 × alone', 'Requests', 'Errors'],
          [
            ...loops.map(([r, readers]) => ['alone', readers, ...cells(r.alone), '', r.alone.requests, r.alone.errors]),
            ...Object.entries(phases).flatMap(([phase, label]) =>
              loops.map(([r, readers]) => {
                const d = r.during[phase].setting;
                return [label, readers, ...cells(d), x(d.p99, r.alone.p99), d.requests, d.errors];
              }),
            ),
          ],
        )
      : table(
          ['', '/setting p50', '/setting p99', 'Requests', 'Errors'],
          [
            ['alone', ...cells(f.alone), f.alone.requests, f.alone.errors],
            ...Object.entries(phases).map(([phase, label]) => {
              const r = f.during[phase].setting;
              return [label, ...cells(r), r.requests, r.errors];
            }),
          ],
        ),
    '',
    ...(o ? [openLoopWhy(o.rate, f.concurrency), ''] : []),
    table(['Sent', 'During', 'Count', 'Answers', 'p50', 'Slowest'], o ? [...sentRows(f, ' (closed loop)'), ...sentRows(o, ' (open loop)')] : sentRows(f, '')),
    '',
  ];
}

/**
 * @param {string} file
 * @param {Results} r
 * @param {string} notesFile
 * @param {Results | null} previous
 */
export function writeReport(file, r, notesFile, previous) {
  /** @type {unknown[]} */
  const lines = [];
  const m = r.machine;
  lines.push(
    '# Benchmarks',
    '',
    `Written by \`npm run bench\` (bench/run.mjs) on ${m.date}. Each figure is the median of ${r.runs} runs unless said otherwise; every floor was measured in the same run.`,
    '',
  );
  lines.push(
    table(
      ['Machine', ''],
      [
        ['CPU', m.cpu],
        ['Memory', m.memory],
        ['OS', m.os],
        ['Node', m.node],
        ['Chromium', m.chromium],
        ['Gatsby', m.gatsby],
        ['Lighthouse', m.lighthouse],
        ['Commit', m.commit],
        ['Load average at start', m.load],
      ],
    ),
    '',
  );

  lines.push(
    '## Budgets',
    '',
    table(
      ['Budget', 'Measured', 'Result'],
      budgets(r, previous).map((b) => [b.budget, b.measured, mark(b.met)]),
    ),
    '',
  );

  lines.push(
    '## Build scaling',
    '',
    'Wall time and peak resident memory of the whole `gatsby build` process tree (workers included). Floor: a bare Gatsby 5 site with as many empty pages, built cold with the same Gatsby. "Rendered": HTML pages Gatsby re-rendered, by its own count.',
    '',
  );
  lines.push(
    table(
      [
        'Products',
        'Pages',
        'Cold build',
        'Floor (cold)',
        'Ratio',
        'Peak memory (floor)',
        'Rebuild, no change (rendered)',
        'Rebuild, one price changed (rendered)',
      ],
      r.scaling.map((b) => [
        b.size,
        b.pageCount,
        s(b.cold.wallMs),
        s(b.floor.wallMs),
        x(b.cold.wallMs, b.floor.wallMs),
        `${mb(b.cold.peakBytes)} (${mb(b.floor.peakBytes)})`,
        `${s(b.warm.wallMs)} (${b.warm.rendered})`,
        `${s(b.priceChange.wallMs)} (${b.priceChange.rendered})`,
      ]),
    ),
    '',
  );
  for (const b of r.scaling) {
    lines.push(
      `- ${b.size} products: the first rebuild after a cold build took ${s(b.settle.wallMs)} and rendered ${b.settle.rendered} pages; the price of product ${b.product.id} (\`/produit/${b.product.slug}\`) changed the HTML of ${b.priceChange.changed.map((p) => `\`${p}\``).join(', ') || 'no page'} (pages whose data show it: ${b.priceChange.showing.length}).${coldPairs(b)}`,
    );
  }
  lines.push('');

  const sizes = r.sizes.filter((n) => r.weights[n]);
  if (sizes.length) {
    const w = r.weights[sizes[0]];
    lines.push(
      '## Page weight',
      '',
      `First-load JavaScript (scripts the HTML loads and the page component's chunks, gzip -9), HTML size and requests (HTML, scripts, stylesheets) at ${sizes[0]} products. Floor: the index page of the bare Gatsby site.`,
      '',
    );
    lines.push(
      table(
        ['Template', 'Page', 'First-load JS gzip', 'vs floor', 'CSS gzip', 'HTML (gzip)', 'Requests', ...sizes.slice(1).map((n) => `JS at ${n} products`)],
        [
          ...w.templates.map((t) => [
            t.name,
            `\`${t.path}\``,
            kb(t.jsGzip),
            x(t.jsGzip, w.floor.jsGzip),
            kb(t.cssGzip),
            `${kb(t.htmlBytes)} (${kb(t.htmlGzip)})`,
            t.requests,
            ...sizes.slice(1).map((n) => kb(r.weights[n].templates.find((u) => u.name === t.name)?.jsGzip)),
          ]),
          [
            'floor',
            '`/` (bare Gatsby)',
            kb(w.floor.jsGzip),
            '1.00×',
            kb(w.floor.cssGzip),
            `${kb(w.floor.htmlBytes)} (${kb(w.floor.htmlGzip)})`,
            w.floor.requests,
            ...sizes.slice(1).map((n) => kb(r.weights[n].floor.jsGzip)),
          ],
        ],
      ),
      '',
      `All JavaScript the build ships: ${sizes.map((n) => `${r.weights[n].shipped.files} files, ${kb(r.weights[n].shipped.bytes)} at ${n} products`).join('; ')}.`,
      '',
    );
    if (w.tools?.length) {
      lines.push(
        "The tools' pages, whose code loads only there:",
        '',
        table(
          ['Tool', 'Page', 'First-load JS gzip', 'CSS gzip', 'HTML (gzip)', 'Requests'],
          w.tools.map((t) => [t.name, `\`${t.path}\``, kb(t.jsGzip), kb(t.cssGzip), `${kb(t.htmlBytes)} (${kb(t.htmlGzip)})`, t.requests]),
        ),
        '',
      );
    }
  }

  if (r.lighthouse) {
    lines.push(
      '## Lighthouse',
      '',
      `Lighthouse ${m.lighthouse}, mobile preset (simulated slow 4G, 4× CPU slowdown), Debian Chromium, median of ${r.lighthouse.runs} runs per page, against the built site served by the project's host (scripts/serve.ts) and the reference API on loopback.`,
      '',
    );
    lines.push(
      table(
        ['Page', 'Performance', 'Accessibility', 'Best practices', 'SEO', 'LCP', 'TBT (each run)', 'CLS', 'Load average', 'CPU benchmark (each run)'],
        [...r.lighthouse.pages, ...(r.lighthouse.floor ? [r.lighthouse.floor] : [])].map((p) => [
          `${p.name} \`${p.path}\``,
          p.performance,
          p.accessibility,
          p.bestPractices,
          p.seo,
          ms(p.lcpMs),
          `${ms(p.tbtMs)} (${p.perRun.map((x) => Math.round(x.tbtMs)).join(', ')})`,
          p.cls === null ? '–' : p.cls.toFixed(3),
          p.loadAverage,
          (p.benchmarkIndexes ?? []).join(', '),
        ]),
      ),
      '',
      "TBT is wall-clock time of the main thread under a 4× slowdown: anything else running on the 2 cores adds to it, hence the load average beside it, and Lighthouse's own measure of the CPU's speed at each run (its benchmark index: higher is faster; the same machine gives anything from about 1 800 to 2 800 when its host is busy). The runs go round the pages, so a busy spell touches them all. The floor row is the bare Gatsby page, for reference: it is held to no budget.",
      '',
    );
    const withBlocking = [...r.lighthouse.pages, ...(r.lighthouse.floor ? [r.lighthouse.floor] : [])].filter((p) => p.perRun?.some((x) => x.blocking));
    if (withBlocking.length) {
      lines.push(
        "Blocking time by source, in each page's run of median TBT: Lighthouse's simulated long tasks after the first paint and before interactive, beyond 50 ms each (`bench/lib/blocking.mjs`). \"Page\" is the document's own work (parsing, style, layout); \"browser\" is the set-up of the page's window before any of its code runs. The sum is close to the run's TBT, which averages two estimates of the first paint.",
        '',
        ...withBlocking.map(blockingLine),
        '',
      );
    }
    const failing = r.lighthouse.pages.filter((p) => p.failing?.length);
    if (failing.length)
      lines.push(
        'Audits not passed (median run):',
        '',
        ...failing.map((p) => `- ${p.name}: ${p.failing.map((f) => `${f.id} (${f.title}${f.displayValue ? `, ${f.displayValue}` : ''})`).join('; ')}`),
        '',
      );
  }

  if (r.slowCpu) lines.push(...slowCpuSection(r.slowCpu, m.lighthouse));

  if (r.livePrices) {
    const l = r.livePrices;
    lines.push(
      '## Live prices',
      '',
      `The listing \`${new URL(l.url).pathname}\` in Debian Chromium (Playwright), for a first visit (no territory chosen) and for a returning visitor of territory ${l.planId} (whose prices differ from the static ones). Requests: calls to \`/product/prices\` until the network is idle. Layout shift: with every prices answer held back ${l.delayMs / 1000} s, cumulative from navigation to 1 s after the live prices were shown.`,
      '',
    );
    lines.push(
      table(
        ['Viewport', 'Products', 'Price requests (first visit / returning)', 'Layout shift, prices delayed', 'Live price arrived', 'Example'],
        VIEWPORTS.flatMap((v) => {
          const m = l[v];
          if (!m) return [];
          return [
            [
              v,
              m.cards,
              `${m.firstVisit.requests} / ${m.returning.requests}`,
              m.delayed.cls.toFixed(4),
              m.delayed.livePriceArrived ? `yes, ${m.delayed.msFromReleaseToShown} ms after the answer` : 'no',
              `${m.delayed.sample.static} → ${m.delayed.sample.live}`,
            ],
          ];
        }),
      ),
      '',
    );
  }

  if (r.api.length) {
    const a = r.api[0];
    lines.push(
      '## API',
      '',
      `The reference API (Fastify, SQLite) on loopback, ${a.concurrency} concurrent clients for ${a.seconds} s per run, each sending its next request as soon as the last one answered; median of ${a.runs} runs after a warm-up.`,
      '',
    );
    lines.push(
      table(
        ['Products', 'Call', 'p50', 'p95', 'Requests/s', 'Errors'],
        r.api.flatMap((b) => b.calls.map((c) => [b.size, c.name, ms(c.p50), ms(c.p95), Math.round(c.rps), c.errors])),
      ),
      '',
    );
  }

  if (r.editor) {
    const e = r.editor;
    lines.push(
      '## Bar-schedule editor',
      '',
      `\`/nomenclature\` in Debian Chromium (Playwright), desktop window, ${e.runs} page loads: ${e.rows} rows pasted from a spreadsheet, from the paste event until the frame showing the grid and the totals is painted; then one cell edited, the main thread's work until the new totals are laid out (median of five keystrokes per load). Each figure is the median of the loads.`,
      '',
      table(
        ['Figure', 'Median', 'Runs'],
        [
          [`Paste of ${e.rows} rows`, ms(e.pasteMs), e.pasteRunsMs.map((v) => `${v} ms`).join(', ')],
          ['One cell edited', `${e.editMs.toFixed(1)} ms`, e.editRunsMs.map((v) => `${v} ms`).join(', ')],
        ],
      ),
      '',
    );
  }
  if (r.flood) {
    const f = r.flood;
    lines.push(
      '## Sign-in under a flood',
      '',
      `One client sends ${f.rate} sign-in attempts a second with wrong passwords (each for another account) for ${f.seconds} s, while ${f.concurrency} shoppers read catalogue listings (${f.size} products); the same readers were measured alone just before.`,
      '',
    );
    lines.push(
      table(
        ['', 'Listing p50', 'Listing p99', 'Requests', 'Errors'],
        [
          ['alone', ms(f.alone.p50), ms(f.alone.p99), f.alone.requests, f.alone.errors],
          ['during the flood', ms(f.during.p50), ms(f.during.p99), f.during.requests, f.during.errors],
        ],
      ),
      '',
      `Sign-in answers: ${Object.entries(f.flood.statuses)
        .map(([k, n]) => `${n} × ${k}`)
        .join(', ')}${f.flood.skipped ? `; ${f.flood.skipped} attempts not sent (64 already waiting)` : ''}.`,
      '',
    );
  }

  if (r.files) lines.push(...hostileSection(r.files));
  if (r.cutting) lines.push(...cuttingSection(r.cutting));

  if (notesFile && existsSync(notesFile)) lines.push(readFileSync(notesFile, 'utf8').trim(), '');
  writeFileSync(file, `${lines.join('\n')}\n`);
}
