/**
 * What a Lighthouse run's blocking time is made of. TBT alone says how much
 * the main thread was blocked, not by what; on this machine the same code
 * gives anything from 20 to 200 ms, and the split tells a busy host (every
 * task longer) from a page that grew (one source longer).
 *
 * Lighthouse's long tasks are the simulated ones (4× slowdown, layout 2×), as
 * TBT counts them: each task's part between the simulated first contentful
 * paint and time to interactive, beyond 50 ms, is summed by its source. TBT
 * itself averages two estimates of the first paint, so the sum is close to
 * it, not equal.
 */

/**
 * A readable name for a long task's source: the page itself, a script or a stylesheet without its content hash, or the browser.
 * @param {string | undefined} taskUrl
 * @param {string | undefined} pageUrl
 */
export function sourceName(taskUrl, pageUrl) {
  if (!taskUrl || taskUrl === 'Unattributable') return 'browser (page set-up, unattributed)';
  /** @type {(u: string) => string} */
  const path = (u) => {
    try {
      return new URL(u).pathname;
    } catch {
      return u;
    }
  };
  if (path(taskUrl) === path(pageUrl ?? '')) return 'page (HTML, style, layout)';
  const file = path(taskUrl).split('/').pop() ?? taskUrl;
  // a stylesheet's long task is its parse and the style work it brings (app.<hash>.css, <id>.<hash>.css)
  if (file.endsWith('.css')) return `stylesheet ${file.replace(/\.css$/, '').replace(/\.[0-9a-f]{16,}$/, '')}`;
  const name = file.replace(/\.js$/, '').replace(/-[0-9a-f]{16,}$/, '');
  return /^\d+$/.test(name) ? `script chunk ${name}` : `script ${name}`;
}

/**
 * The parts of a Lighthouse run read here: its metrics and its long tasks, whose details are items of these shapes.
 * @typedef {{ firstContentfulPaint: number, interactive: number }} Metrics
 * @typedef {{ startTime: number, duration: number, url?: string }} LongTask
 * @typedef {{ details?: { items?: unknown[] } }} Audit
 * @typedef {{ audits?: Record<string, Audit | undefined>, finalDisplayedUrl?: string, requestedUrl?: string }} Run
 */

/**
 * [{ source, ms }] for one run, largest first; empty when the run has no long-task or metric details.
 * @param {Run | undefined} lhr
 */
export function blockingBySource(lhr) {
  const metrics = /** @type {Metrics | undefined} */ (lhr?.audits?.metrics?.details?.items?.[0]);
  const tasks = /** @type {LongTask[] | undefined} */ (lhr?.audits?.['long-tasks']?.details?.items);
  if (!metrics || !Array.isArray(tasks)) return [];
  const from = metrics.firstContentfulPaint;
  const to = metrics.interactive;
  /** @type {Map<string, number>} */
  const bySource = new Map();
  for (const task of tasks) {
    const blocking = Math.min(task.startTime + task.duration, to) - Math.max(task.startTime, from) - 50;
    if (!(blocking > 0)) continue;
    const source = sourceName(task.url, lhr?.finalDisplayedUrl ?? lhr?.requestedUrl);
    bySource.set(source, (bySource.get(source) ?? 0) + blocking);
  }
  return [...bySource].map(([source, ms]) => ({ source, ms: Math.round(ms) })).sort((a, b) => b.ms - a.ms);
}

/**
 * The run whose TBT is the median one (the upper middle of an even count), so that its parts add up to the figure shown.
 * @template {{ tbtMs: number }} R
 * @param {R[]} perRun
 */
export function medianTbtRun(perRun) {
  const sorted = [...perRun].sort((a, b) => a.tbtMs - b.tbtMs);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * One page's line of a « blocking time by source » list (the 4× section's and the 8× one's): its run of median TBT, and what blocked it.
 * @param {{ name: string, perRun: { tbtMs: number, blocking?: { source: string, ms: number }[] | null }[] }} page
 */
export function blockingLine(page) {
  const run = medianTbtRun(page.perRun);
  const parts = run.blocking?.length ? run.blocking.map((b) => `${b.source} ${b.ms} ms`).join(', ') : 'no long task after the first paint';
  return `- ${page.name} (run of ${Number.isFinite(run.tbtMs) ? `${Math.round(run.tbtMs)} ms` : '–'}): ${parts}`;
}
