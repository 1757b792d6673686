/**
 * The « Plan de coupe » (issue 47), measured two ways:
 *  - the optimiser alone, in this process, on the benchmark instances whose
 *    optimum is known (the optimiser's own table of them, from BPPLIB;
 *    ../shared/reference/cutting-stock.md): the stock bars it cuts against
 *    the optimum, first-fit decreasing's count beside, and its time, the
 *    median of `runs` solves after one solve that loads the solver;
 *  - a 500-row schedule's plan through the API (`POST
 *    /nomenclature/plan-de-coupe`, anonymous, as the editor asks for it):
 *    its time alone, then `GET /setting`'s latency while plans are asked
 *    one after another, against its value alone just before, as
 *    hostile-uploads.mjs measures the readers during the calculs, both ways in
 *    turn: a closed loop of visitors (the host's saturation), then an open
 *    loop at a fixed rate (the budget). Each plan comes from its own loopback
 *    address, so that the rows' throttle turns none away and every one is
 *    worked out.
 *
 *   node bench/cutting-plan.mjs http://127.0.0.1:4000/api/v1   (a running API)
 */
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { browse, visit } from './hostile-uploads.mjs';
import { median } from './lib/proc.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const CONTEXT = 'site_id=1&lang=fr&sales_plan_id=1';
export const PLAN_ROWS = 500;

/**
 * A benchmark instance as the optimiser's table gives it (domain/bar-schedules/cutting-plan/benchmarks.ts): its file,
 * the fewest stock bars that cut it, and `irup: false` where the reference names it as lacking the round-up property
 * (none of the seven is: each is held to its optimum).
 * @typedef {{ file: string, optimum: number, irup?: boolean }} Benchmark
 * @typedef {{ stockLength: number, pieces: readonly { length: number, demand: number }[] }} Instance
 */

/**
 * The optimiser, its table of instances and their files, from the domain's TypeScript.
 * Their types are written here rather than imported: importing the domain's TypeScript would type-check it again under these settings.
 */
async function optimiser() {
  /** @type {{ solveCuttingStock: (instance: Instance) => Promise<{ bars: number, lowerBound: number, ffdBars: number, limitHit: boolean }> }} */
  const { solveCuttingStock } = await tsImport('../domain/bar-schedules/cutting-plan/solver.ts', import.meta.url);
  /** @type {{ readBppInstance: (text: string) => Instance }} */
  const { readBppInstance } = await tsImport('../domain/bar-schedules/cutting-plan/instance.ts', import.meta.url);
  /** @type {{ BENCHMARK_INSTANCES: readonly Benchmark[], INSTANCES_FOLDER: string }} */
  const { BENCHMARK_INSTANCES, INSTANCES_FOLDER } = await tsImport('../domain/bar-schedules/cutting-plan/benchmarks.ts', import.meta.url);
  const instances = BENCHMARK_INSTANCES.map((b) => ({
    name: b.file.replace(/\.txt$/, ''),
    optimum: b.optimum,
    irup: b.irup ?? true,
    instance: readBppInstance(readFileSync(join(ROOT, INSTANCES_FOLDER, b.file), 'utf8')),
  }));
  return { solveCuttingStock, instances };
}

/** @param {{ runs?: number }} [options] */
export async function cuttingInstances({ runs = 3 } = {}) {
  const { solveCuttingStock, instances } = await optimiser();
  // the first solve of the process loads HiGHS's WebAssembly: timed apart, as the API's thread pays it once
  const t0 = performance.now();
  await solveCuttingStock(instances[0].instance);
  const firstMs = performance.now() - t0;
  const rows = [];
  for (const b of instances) {
    /** @type {number[]} */
    const times = [];
    /** @type {Awaited<ReturnType<typeof solveCuttingStock>>[]} */
    const solved = [];
    for (let r = 0; r < runs; r++) {
      const t = performance.now();
      solved.push(await solveCuttingStock(b.instance));
      times.push(performance.now() - t);
    }
    // the same instance, the same plan: a run that differs is said, and the worst one counted
    const s = solved.reduce((worst, x) => (x.bars > worst.bars ? x : worst));
    rows.push({
      name: b.name,
      stockLength: b.instance.stockLength,
      pieces: b.instance.pieces.reduce((n, p) => n + p.demand, 0),
      optimum: b.optimum,
      irup: b.irup,
      bars: s.bars,
      lowerBound: s.lowerBound,
      ffdBars: s.ffdBars,
      limitHit: solved.some((x) => x.limitHit),
      varied: new Set(solved.map((x) => x.bars)).size > 1,
      ms: median(times),
      runsMs: times.map((v) => Math.round(v)),
    });
  }
  return { runs, firstMs, instances: rows };
}

/** 500 rows of a building's schedule: slab and wall bars, U bars, links, L bars and column bars, Ø8 to Ø20, a few dozen cut lengths to a diameter. */
export function planRows(count = PLAN_ROWS) {
  /** @type {((i: number) => Record<string, unknown>)[]} */
  const kinds = [
    (i) => ({ member: 'Dalle', diameter: 10, shape_code: '00', dimensions: { A: 2500 + (i % 37) * 95 }, members: 1, bars_per_member: 12 }),
    (i) => ({ member: 'Poutre', diameter: 12, shape_code: '21', dimensions: { A: 300, B: 1200 + (i % 40) * 25, C: 300 }, members: 2, bars_per_member: 4 }),
    () => ({ member: 'Poutre', diameter: 8, shape_code: '51', dimensions: { A: 300, B: 200, C: 115 }, members: 2, bars_per_member: 20 }),
    (i) => ({ member: 'Longrine', diameter: 16, shape_code: '11', dimensions: { A: 2000 + (i % 20) * 50, B: 400 }, members: 1, bars_per_member: 4 }),
    (i) => ({ member: 'Voile', diameter: 14, shape_code: '00', dimensions: { A: 3150 + (i % 23) * 205 }, members: 1, bars_per_member: 8 }),
    (i) => ({ member: 'Poteau', diameter: 20, shape_code: '00', dimensions: { A: 2800 + (i % 11) * 150 }, members: 1, bars_per_member: 4 }),
  ];
  return Array.from({ length: count }, (_, i) => ({ mark: String(i + 1), ...kinds[i % kinds.length](i) }));
}

let client = 0;
/** The next loopback address a plan is asked from (hostile-uploads.mjs's range is left to it). */
const nextAddress = () => {
  client = (client + 1) % 60000;
  return `127.1.${Math.floor(client / 250)}.${1 + (client % 250)}`;
};

/**
 * One plan asked from its own address: its status, time and answer.
 * @param {string} url
 * @param {Buffer} body
 * @returns {Promise<{ status: number | 'network', ms: number, text: string }>}
 */
function askPlan(url, body) {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(
      url,
      { method: 'POST', localAddress: nextAddress(), headers: { 'content-type': 'application/json', 'content-length': body.length } },
      (res) => {
        /** @type {Buffer[]} */
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: /** @type {number} */ (res.statusCode), ms: performance.now() - started, text: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.on('error', () => resolve({ status: 'network', ms: performance.now() - started, text: '' }));
    req.end(body);
  });
}

/**
 * What a plan's answer says, in the contract's names (domain/bar-schedules/cutting-plan/contract.ts).
 * @param {string} text
 */
function planFigures(text) {
  /** @type {{ data?: { by_diameter: { diameter: number, stock_bars: number, lower_bound: number, ffd_bars: number }[], left_out: { diameter: number }[], skipped_rows: number } }} */
  const answer = JSON.parse(text || '{}');
  const d = answer.data;
  if (!d) return null;
  return {
    diameters: d.by_diameter.map((x) => x.diameter),
    stockBars: d.by_diameter.reduce((n, x) => n + x.stock_bars, 0),
    lowerBound: d.by_diameter.reduce((n, x) => n + x.lower_bound, 0),
    ffdBars: d.by_diameter.reduce((n, x) => n + x.ffd_bars, 0),
    leftOut: d.left_out.map((x) => x.diameter),
    skippedRows: d.skipped_rows,
  };
}

/**
 * @param {{ url: string }} api the shop's API (lib/shop-api.mjs), or one already running
 * @param {{ runs?: number, seconds?: number, concurrency?: number, rate?: number }} [options]
 */
export async function cuttingPlanApi(api, { runs = 3, seconds = 10, concurrency = 4, rate = 200 } = {}) {
  const url = `${api.url}/nomenclature/plan-de-coupe?${CONTEXT}`;
  const body = Buffer.from(JSON.stringify({ rows: planRows() }));
  const reading = { concurrency, seconds };
  await browse(api.url, { ...reading, seconds: 1 }); // warm-up
  // the plans' process and its solver start with the first plan: asked before the measure, as on a server up for a while
  const first = await askPlan(url, body);
  /** @type {Awaited<ReturnType<typeof askPlan>>[]} */
  const alone = [];
  for (let r = 0; r < runs; r++) alone.push(await askPlan(url, body));
  /**
   * Plans asked one after another for `seconds`, and the readers meanwhile.
   * @template R
   * @param {() => Promise<R>} readers
   */
  const duringPlans = async (readers) => {
    /** @type {Record<string, number>} */
    const statuses = {};
    /** @type {number[]} */
    const times = [];
    const until = performance.now() + seconds * 1000;
    const [setting] = await Promise.all([
      readers(),
      (async () => {
        while (performance.now() < until) {
          const { status, ms } = await askPlan(url, body);
          statuses[status] = (statuses[status] ?? 0) + 1;
          times.push(ms);
        }
      })(),
    ]);
    times.sort((a, b) => a - b);
    return { setting, sent: { count: times.length, statuses, p50: median(times), max: times.at(-1) ?? NaN } };
  };
  const closed = () => browse(api.url, reading);
  const open = () => visit(api.url, { rate, seconds });
  // each measure taken both ways in turn, the closed loop first, as hostile-uploads.mjs does
  const settingAlone = await closed();
  const openAlone = await open();
  const during = await duringPlans(closed);
  const openDuring = await duringPlans(open);
  return {
    rows: PLAN_ROWS,
    firstMs: first.ms,
    statuses: alone.map((a) => a.status),
    ms: median(alone.map((a) => a.ms)),
    runsMs: alone.map((a) => Math.round(a.ms)),
    plan: planFigures(alone.at(-1)?.status === 200 ? (alone.at(-1)?.text ?? '') : ''),
    seconds,
    concurrency,
    alone: settingAlone,
    during,
    open: { rate, alone: openAlone, during: openDuring, ratio: openDuring.setting.p99 / openAlone.p99 },
  };
}

/**
 * @param {{ url: string }} api
 * @param {{ runs?: number }} [options]
 */
export async function cuttingPlanBench(api, { runs = 3 } = {}) {
  return { ...(await cuttingInstances({ runs })), api: await cuttingPlanApi(api, { runs }) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.argv[2] ?? 'http://127.0.0.1:4000/api/v1';
  console.log(JSON.stringify(await cuttingPlanBench({ url }), null, 2));
}
