/**
 * The Lighthouse line at twice the preset's CPU slowdown (issue 48): a cheap
 * phone, which the 4× line cannot see on a fast host. The catalogue pages are
 * held to the bare Gatsby floor measured in the same runs, not to absolute
 * times: performance ≥ 90 and TBT at most the floor's + 150 ms. The 4× line's
 * budgets stay as they are (report.mjs).
 */
import { blockingLine } from './blocking.mjs';

/** Twice the mobile preset's slowdown. */
export const SLOW_CPU_MULTIPLIER = 8;
const MIN_PERFORMANCE = 90;
const TBT_OVER_FLOOR_MS = 150;

/**
 * One page of the line: lighthouseMedians' figures (bench/lighthouse.mjs), named; `held` says whether its budgets apply.
 * @typedef {{ performance: number | null, tbtMs: number | null, scriptMs?: number | null, lcpMs: number | null,
 *   perRun: { performance: number | null, tbtMs: number, scriptMs?: number | null, blocking?: { source: string, ms: number }[] }[],
 *   benchmarkIndexes?: number[], loadAverage: number, name: string, path: string }} SlowCpuPage
 * @typedef {{ runs: number, cpuSlowdown: number, pages: (SlowCpuPage & { held: boolean })[], floor: SlowCpuPage | null }} SlowCpu
 * @typedef {import('./report.mjs').Budget} Budget
 */

/**
 * Script evaluation on the main thread, in ms: the « scriptEvaluation » group of
 * Lighthouse's `mainthread-work-breakdown` audit (every script's execution, not only
 * those over bootup-time's 50 ms threshold; parsing and compiling are another group).
 * Under simulated throttling Lighthouse multiplies the trace's times by the CPU
 * slowdown, so the figure is the slowed one. Null when the audit gave nothing.
 * @param {{ audits?: Record<string, { details?: unknown } | undefined> }} lhr
 * @returns {number | null}
 */
export function scriptEvaluationMs(lhr) {
  // Lighthouse types details as any of its kinds: this audit's is a table of { group, duration }
  const details = /** @type {{ items?: unknown } | undefined} */ (lhr.audits?.['mainthread-work-breakdown']?.details);
  const items = details?.items;
  if (!Array.isArray(items)) return null;
  let total = 0;
  for (const item of items) {
    const { group, duration } = /** @type {{ group?: unknown, duration?: unknown }} */ (item ?? {});
    if (group === 'scriptEvaluation' && typeof duration === 'number') total += duration;
  }
  return Math.round(total);
}

/** @type {(v: number | null | undefined) => v is number} */
const finite = (v) => typeof v === 'number' && Number.isFinite(v);
/** @type {(v: number | null | undefined) => string} */
const ms = (v) => (finite(v) ? `${Math.round(v)} ms` : '–');
/** @type {(v: number | null | undefined) => string} */
const signedMs = (v) => (finite(v) ? `${v >= 0 ? '+' : '−'}${Math.abs(Math.round(v))} ms` : '–');
/** @type {(v: number | null | undefined) => string} */
const shown = (v) => (finite(v) ? String(v) : '–');
/** @type {(head: string[], rows: unknown[][]) => string} */
const table = (head, rows) => [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');

/**
 * The two budget lines; a page without a figure misses, and without the floor the TBT line cannot be judged.
 * @param {SlowCpu} sc
 * @returns {Budget[]}
 */
export function slowCpuBudgets(sc) {
  const held = sc.pages.filter((p) => p.held);
  const notHeld = sc.pages.filter((p) => !p.held);
  const names = held.map((p) => p.name).join(', ');
  /** @type {(p: SlowCpuPage) => string} */
  const reported = (p) => `${p.name} ${shown(p.performance)} (reported, not held)`;
  const performance = {
    budget: `Lighthouse mobile at ${sc.cpuSlowdown}× CPU slowdown: performance ≥ ${MIN_PERFORMANCE} on every catalogue page (${names})`,
    measured: [...held.map((p) => `${p.name} ${shown(p.performance)}`), ...notHeld.map(reported)].join(', '),
    met: held.length > 0 && held.every((p) => finite(p.performance) && p.performance >= MIN_PERFORMANCE),
  };
  const floorTbt = sc.floor?.tbtMs;
  /** @type {(p: SlowCpuPage) => string} */
  const gap = (p) => `${p.name} ${ms(p.tbtMs)}${finite(floorTbt) && finite(p.tbtMs) ? ` (${signedMs(p.tbtMs - floorTbt)})` : ''}`;
  const tbt = {
    budget: `Lighthouse mobile at ${sc.cpuSlowdown}× CPU slowdown: TBT of every catalogue page (${names}) ≤ the bare Gatsby floor's TBT + ${TBT_OVER_FLOOR_MS} ms, in the same run`,
    measured: finite(floorTbt)
      ? `floor ${ms(floorTbt)}, so at most ${ms(floorTbt + TBT_OVER_FLOOR_MS)}: ${[...held.map(gap), ...notHeld.map((p) => `${gap(p)} (reported, not held)`)].join(', ')}`
      : `the floor was not measured: ${sc.pages.map(gap).join(', ')}`,
    met: finite(floorTbt) ? held.length > 0 && held.every((p) => finite(p.tbtMs) && p.tbtMs <= floorTbt + TBT_OVER_FLOOR_MS) : null,
  };
  return [performance, tbt];
}

/**
 * The section of results.md: each page beside the floor, measured in turns with it.
 * @param {SlowCpu} sc
 * @param {string} lighthouseVersion
 * @returns {string[]}
 */
export function slowCpuSection(sc, lighthouseVersion) {
  const floor = sc.floor;
  const rows = [...sc.pages, ...(floor ? [floor] : [])];
  /** @type {(p: SlowCpuPage) => boolean} */
  const isFloor = (p) => p === floor;
  /** @type {(p: SlowCpuPage, key: 'tbtMs' | 'scriptMs') => string} */
  const overFloor = (p, key) =>
    isFloor(p) || !floor || !finite(floor[key]) || !finite(p[key]) ? '–' : signedMs(/** @type {number} */ (p[key]) - /** @type {number} */ (floor[key]));
  const lines = [
    `## Lighthouse at ${sc.cpuSlowdown}× CPU slowdown`,
    '',
    `Lighthouse ${lighthouseVersion}, mobile preset with the CPU slowdown at ${sc.cpuSlowdown}× instead of 4× (\`throttling.cpuSlowdownMultiplier\`; a low-end phone, issue 48), the network as in the section above; median of ${sc.runs} runs per page, the pages and the bare Gatsby floor in turns in the same run. Lighthouse loads each page unslowed and simulates the slow CPU from the trace (its default \`simulate\` method): the figures are this host's own times scaled, so a busy host raises them too, hence the floor in the same turns. "Script" is the main thread's script evaluation: the « scriptEvaluation » group of Lighthouse's \`mainthread-work-breakdown\` audit (every script's execution; parsing and compiling are not in it), as Lighthouse scales it by the slowdown. Budgets: every catalogue page (home, category listing, product, CMS page) at performance ≥ ${MIN_PERFORMANCE} and TBT at most the floor's + ${TBT_OVER_FLOOR_MS} ms; the cart is reported beside them but held to neither.`,
    '',
    table(
      [
        'Page',
        'Performance (each run)',
        'TBT (each run)',
        'TBT over the floor',
        'Script (each run)',
        'Script over the floor',
        'LCP',
        'Load average',
        'CPU benchmark (each run)',
      ],
      rows.map((p) => [
        `${p.name} \`${p.path}\`${'held' in p && !p.held ? ' (not held)' : ''}`,
        `${shown(p.performance)} (${p.perRun.map((r) => shown(r.performance)).join(', ')})`,
        `${ms(p.tbtMs)} (${p.perRun.map((r) => Math.round(r.tbtMs)).join(', ')})`,
        overFloor(p, 'tbtMs'),
        `${ms(p.scriptMs)} (${p.perRun.map((r) => shown(r.scriptMs)).join(', ')})`,
        overFloor(p, 'scriptMs'),
        ms(p.lcpMs),
        p.loadAverage,
        (p.benchmarkIndexes ?? []).join(', '),
      ]),
    ),
    '',
  ];
  const withBlocking = rows.filter((p) => p.perRun.some((r) => r.blocking));
  if (withBlocking.length) {
    lines.push(
      `Blocking time by source at ${sc.cpuSlowdown}×, in each page's run of median TBT (\`bench/lib/blocking.mjs\`, as in the section above):`,
      '',
      ...withBlocking.map(blockingLine),
      '',
    );
  }
  return lines;
}
