/**
 * What a run of `npm run bench` measures, from its environment, and where it
 * writes. Only a full run replaces the record (bench/results.md and .json,
 * committed): a run narrowed to some sections, sizes or fewer runs writes its
 * report beside it, in bench/.work/, and the record stays the baseline of the
 * 1 KB guard on first-load JS (report.mjs) for every later run.
 */
import { join } from 'node:path';

const SECTIONS = ['builds', 'weight', 'lighthouse', 'slowcpu', 'prices', 'editor', 'api', 'files', 'cutting'];
const DEFAULTS = { sizes: [250, 2000, 10000], runs: 3, lighthouseRuns: 5 };

/** @param {NodeJS.ProcessEnv} env */
export function benchOptions(env) {
  const sizes = env.BENCH_SIZES ? env.BENCH_SIZES.split(',').map(Number) : DEFAULTS.sizes;
  const runs = Number(env.BENCH_RUNS ?? DEFAULTS.runs);
  const lighthouseRuns = Number(env.BENCH_LIGHTHOUSE_RUNS ?? DEFAULTS.lighthouseRuns);
  const only = new Set(env.BENCH_ONLY ? env.BENCH_ONLY.split(',') : SECTIONS);
  const full =
    SECTIONS.every((s) => only.has(s)) && sizes.join() === DEFAULTS.sizes.join() && runs === DEFAULTS.runs && lighthouseRuns === DEFAULTS.lighthouseRuns;
  return { sizes, runs, lighthouseRuns, only, full };
}

/**
 * Whether the built site is served at the first size, for the browser's sections.
 * @param {Set<string>} only
 */
export function servesSite(only) {
  return ['lighthouse', 'slowcpu', 'prices', 'editor'].some((s) => only.has(s));
}

/**
 * Whether the bare floor's page is served beside the site: both Lighthouse lines measure it in turns with the pages.
 * @param {Set<string>} only
 */
export function servesFloor(only) {
  return only.has('lighthouse') || only.has('slowcpu');
}

/**
 * Whether the site is built at this size: for the builds and weights at every size, for the browser's sections at the first.
 * @param {Set<string>} only
 * @param {number} index
 */
export function buildsSiteAt(only, index) {
  return only.has('builds') || only.has('weight') || (index === 0 && servesSite(only));
}

/**
 * @param {string} root
 * @param {boolean} full
 */
export function recordFiles(root, full) {
  const baseline = join(root, 'bench', 'results.json');
  if (full) return { baseline, json: baseline, report: join(root, 'bench', 'results.md') };
  const work = join(root, 'bench', '.work');
  return { baseline, json: join(work, 'partial-results.json'), report: join(work, 'partial-results.md') };
}
