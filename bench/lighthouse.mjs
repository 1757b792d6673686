#!/usr/bin/env node
/**
 * Lighthouse scores of built pages, as a visitor on a mid-range phone gets
 * them: Lighthouse's default configuration (mobile preset, simulated slow 4G
 * and 4x CPU slowdown) driving Debian's Chromium. One Lighthouse run is noisy,
 * all the more on a busy 2-core machine, so each URL is measured `runs` times
 * in a fresh browser and every figure is the median; the failing audits come
 * from the run Lighthouse itself would call the median one (closest to the
 * median FCP and TTI), so they describe a real load, not a blend.
 *
 * `cpuSlowdown` replaces the preset's CPU slowdown (flags are merged into
 * the preset's settings, so its network throttling stays): the 8× line of
 * slow-cpu-report.mjs.
 *
 * Usage: node bench/lighthouse.mjs [--runs=3] [--cpu-slowdown=8] URL [URL …]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { blockingBySource } from './lib/blocking.mjs';
import { median as medianOf } from './lib/proc.mjs';
import { scriptEvaluationMs } from './lib/slow-cpu-report.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
// The sandbox and the GPU are unavailable in containers; the other flags keep
// Chromium from phoning home (component updates, sync), which would show up as
// network activity and CPU time in the measured trace.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** @typedef {import('lighthouse').Result} Result */

// null rather than NaN when no run gave a figure: the report prints it as missing
/** @type {(values: (number | null | undefined)[]) => number | null} */
const median = (values) => {
  const m = medianOf(values.filter((x) => typeof x === 'number'));
  return Number.isFinite(m) ? m : null;
};

/** @type {(lhr: Result, id: string) => number | null} */
const score100 = (lhr, id) => {
  const s = lhr.categories[id]?.score;
  return typeof s === 'number' ? Math.round(s * 100) : null;
};

/**
 * An audit that cost points.
 * @typedef {{ category: string, id: string, title: string, score: number, displayValue?: string, metricSavings?: Record<string, number> }} FailingAudit
 */

/**
 * Audits that cost points, from one run.
 * @param {Result} lhr
 */
export function failingAudits(lhr) {
  /** @type {FailingAudit[]} */
  const failing = [];
  // Only audits that weigh on a score: manual, informative and not-applicable
  // ones have a null or meaningless score.
  /** @type {(a: Result['audits'][string] | undefined) => a is Result['audits'][string] & { score: number }} */
  const counts = (a) => !!a && ['binary', 'numeric', 'metricSavings'].includes(a.scoreDisplayMode) && typeof a.score === 'number';
  for (const category of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (counts(audit) && audit.score < 1)
        failing.push({ category, id: audit.id, title: audit.title, score: audit.score, ...(audit.displayValue ? { displayValue: audit.displayValue } : {}) });
    }
  }
  // Performance: the metrics are reported as figures already, and the hidden
  // group (max potential FID, TTI, the experimental insights) is not in
  // Lighthouse's own report; what is worth noting is an opportunity or
  // diagnostic that the report flags (score < 0.9, its orange or red).
  for (const ref of lhr.categories.performance?.auditRefs ?? []) {
    if (ref.group === 'metrics' || ref.group === 'hidden') continue;
    const audit = lhr.audits[ref.id];
    if (!counts(audit)) continue;
    const metricSavings = Object.fromEntries(
      Object.entries(audit.metricSavings ?? {}).filter(/** @returns {e is [string, number]} */ (e) => e[1] !== undefined && e[1] > 0),
    );
    if (audit.score < 0.9) {
      failing.push({
        category: 'performance',
        id: audit.id,
        title: audit.title,
        score: audit.score,
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
        ...(Object.keys(metricSavings).length ? { metricSavings } : {}),
      });
    }
  }
  return failing;
}

/**
 * @param {string} url
 * @param {string} chromePath
 * @param {number | undefined} cpuSlowdown
 */
async function runOnce(url, chromePath, cpuSlowdown) {
  // A fresh profile per run: no cache, service worker or stored territory
  // carried over from the previous run.
  const userDataDir = mkdtempSync(join(tmpdir(), 'bench-lh-'));
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, userDataDir, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      ...(cpuSlowdown ? { throttling: { cpuSlowdownMultiplier: cpuSlowdown } } : {}),
    });
    if (!result?.lhr) throw new Error(`Lighthouse n'a rien rendu pour ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse : ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message} (${url})`);
    return result.lhr;
  } finally {
    // Chromium is killed after every run so that runs cannot share a warm
    // process, and so that no browser outlives a failed run.
    await chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

// Chromium's tracing occasionally loses the navigation start (NO_NAVSTART,
// NO_FCP) on a loaded machine; that says nothing about the page, so such a run
// is done again, twice at most, before the error is reported.
/**
 * @param {string} url
 * @param {string} chromePath
 * @param {number | undefined} cpuSlowdown
 * @returns {Promise<Result>}
 */
async function runWithRetries(url, chromePath, cpuSlowdown, attempts = 3) {
  for (let i = 1; ; i++) {
    try {
      return await runOnce(url, chromePath, cpuSlowdown);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (i >= attempts || !/^Lighthouse : /.test(message)) throw error;
      console.error(`${message} : nouvel essai`);
    }
  }
}

/**
 * @param {string[]} urls
 * @param {{ runs?: number, chromePath?: string, cpuSlowdown?: number, onRun?: (url: string, i: number, lhr: Result) => void }} [options]
 * @returns {Promise<Array<{ url: string, runs: number, performance: number | null, accessibility: number | null,
 *   bestPractices: number | null, seo: number | null, lcpMs: number | null, tbtMs: number | null, cls: number | null,
 *   scriptMs: number | null, failing: FailingAudit[],
 *   perRun: Array<{ performance: number | null, tbtMs: number, lcpMs: number, cls: number, scriptMs: number | null,
 *     blocking: Array<{ source: string, ms: number }> }>,
 *   benchmarkIndex: number | null, benchmarkIndexes: number[], loadAverage: number }>>}
 */
export async function lighthouseMedians(urls, { runs = 3, chromePath = '/usr/bin/chromium', cpuSlowdown, onRun } = {}) {
  // TBT is wall-clock time of main-thread tasks: another process taking the
  // CPU (a build, a second browser, a neighbour on the host) lengthens them.
  // The runs go round the pages (first run of every page, then the second…)
  // so that a burst of contention spreads over all pages instead of sinking
  // one page's median; the load average and Lighthouse's own CPU benchmark
  // are returned so that a noisy median can be recognised as such.
  const byUrl = new Map(urls.map((url) => [url, /** @type {Result[]} */ ([])]));
  const loads = new Map(urls.map((url) => [url, /** @type {number[]} */ ([])]));
  for (let i = 0; i < runs; i++) {
    for (const url of urls) {
      loads.get(url)?.push(loadavg()[0]);
      const lhr = await runWithRetries(url, chromePath, cpuSlowdown);
      byUrl.get(url)?.push(lhr);
      onRun?.(url, i, lhr);
    }
  }
  const results = [];
  for (const [url, lhrs] of byUrl) {
    /** @type {(id: string) => number | null} */
    const num = (id) => median(lhrs.map((l) => l.audits[id]?.numericValue));
    const medianRun = lhrs.length > 1 ? computeMedianRun(lhrs) : lhrs[0];
    const lcp = num('largest-contentful-paint');
    const tbt = num('total-blocking-time');
    const cls = num('cumulative-layout-shift');
    const script = median(lhrs.map((l) => scriptEvaluationMs(l)));
    results.push({
      url,
      runs,
      performance: median(lhrs.map((l) => score100(l, 'performance'))),
      accessibility: median(lhrs.map((l) => score100(l, 'accessibility'))),
      bestPractices: median(lhrs.map((l) => score100(l, 'best-practices'))),
      seo: median(lhrs.map((l) => score100(l, 'seo'))),
      lcpMs: lcp === null ? null : Math.round(lcp),
      tbtMs: tbt === null ? null : Math.round(tbt),
      cls: cls === null ? null : Math.round(cls * 1000) / 1000,
      scriptMs: script === null ? null : Math.round(script),
      failing: failingAudits(medianRun),
      perRun: lhrs.map((l) => ({
        performance: score100(l, 'performance'),
        tbtMs: Math.round(l.audits['total-blocking-time']?.numericValue ?? NaN),
        lcpMs: Math.round(l.audits['largest-contentful-paint']?.numericValue ?? NaN),
        cls: Math.round((l.audits['cumulative-layout-shift']?.numericValue ?? NaN) * 1000) / 1000,
        scriptMs: scriptEvaluationMs(l),
        // Lighthouse types an audit's details as any of its kinds: blocking.mjs reads the two it knows by their shape
        blocking: blockingBySource(/** @type {import('./lib/blocking.mjs').Run} */ (l)),
      })),
      benchmarkIndex: median(lhrs.map((l) => l.environment?.benchmarkIndex)),
      benchmarkIndexes: lhrs.map((l) => Math.round(l.environment?.benchmarkIndex ?? NaN)),
      loadAverage: Math.round(medianOf(loads.get(url) ?? []) * 100) / 100,
    });
  }
  return results;
}

/** @param {Awaited<ReturnType<typeof lighthouseMedians>>} results */
export function formatTable(results) {
  const head = ['URL', 'perf', 'a11y', 'bp', 'seo', 'LCP ms', 'TBT ms', 'CLS', 'TBT per run', 'load'];
  const rows = results.map((r) =>
    [
      new URL(r.url).pathname,
      r.performance,
      r.accessibility,
      r.bestPractices,
      r.seo,
      r.lcpMs,
      r.tbtMs,
      r.cls,
      r.perRun.map((x) => x.tbtMs).join('/'),
      r.loadAverage,
    ].map(String),
  );
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  /** @type {(cells: string[]) => string} */
  const line = (cells) => cells.map((c, i) => (i ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ');
  const out = [line(head), ...rows.map(line)];
  for (const r of results) {
    if (!r.failing.length) continue;
    out.push('', `${new URL(r.url).pathname} (median run):`);
    for (const f of r.failing) out.push(`  [${f.category}] ${f.id}: ${f.title}${f.displayValue ? ` (${f.displayValue})` : ''}`);
  }
  return out.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 3);
  const slowdown = args.find((a) => a.startsWith('--cpu-slowdown='))?.slice(15);
  const urls = args.filter((a) => !a.startsWith('--'));
  if (!urls.length) {
    console.error('usage : node bench/lighthouse.mjs [--runs=3] [--cpu-slowdown=8] URL [URL …]');
    process.exit(2);
  }
  const results = await lighthouseMedians(urls, {
    runs,
    ...(slowdown ? { cpuSlowdown: Number(slowdown) } : {}),
    onRun: (url, i, lhr) => console.error(`${url} run ${i + 1}/${runs}: perf ${score100(lhr, 'performance')}`),
  });
  console.log(formatTable(results));
  if (args.includes('--json')) console.log(JSON.stringify(results, null, 2));
}
