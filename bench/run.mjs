#!/usr/bin/env node
/**
 * `npm run bench`: every benchmark of the shop on this machine, written to
 * bench/results.md (and the raw figures to bench/results.json).
 *
 * For each catalogue size (BENCH_SIZES, default 250,2000,10000) a fresh
 * reference API is seeded with SEED_PRODUCTS products and a copy of the
 * project (bench/.work/site) is built cold, rebuilt unchanged and rebuilt
 * after one price change, beside a bare Gatsby floor (bench/.work/floor).
 * At the first size the built site is also served for Lighthouse, the
 * live-price checks (the floor's page is put through Lighthouse beside the
 * shop's, for reference); the API's latency is measured at every size, and
 * at the first size the catalogue's latency while sign-in is flooded, and the
 * settings' while hostile files and large calculs are sent (`BENCH_ONLY=files
 * BENCH_SIZES=250` runs that line alone), and the cutting plan's benchmark
 * instances and 500-row plan (`BENCH_ONLY=cutting BENCH_SIZES=250`).
 * Lighthouse also measures the same pages and the floor's with the CPU
 * slowdown doubled (8×, a low-end phone: lib/slow-cpu-report.mjs), held to
 * the floor measured in the same turns (`BENCH_ONLY=slowcpu BENCH_SIZES=250`
 * builds, serves and measures that line alone).
 * BENCH_RUNS (default 3) runs are made of each figure and their median is
 * reported; Lighthouse makes BENCH_LIGHTHOUSE_RUNS (default 5, Lighthouse's
 * own advice for its variance) of each page, in each of its two lines. Takes
 * about 25 minutes on 2 cores, and the 8× line's runs on top; nothing else should run meanwhile. A run narrowed by any of these
 * (or BENCH_ONLY) writes bench/.work/partial-results.md instead, and leaves
 * the record alone (lib/record.mjs).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiLatency } from './api-latency.mjs';
import { signInFlood } from './sign-in-flood.mjs';
import { hostileUploads } from './hostile-uploads.mjs';
import { cuttingPlanBench } from './cutting-plan.mjs';
import { buildScaling } from './build-scaling.mjs';
import { librariesIn, shippedJs } from './lib/bundle-check.mjs';
import { machine } from './lib/machine.mjs';
import { lighthouseMedians } from './lighthouse.mjs';
import { livePriceCost } from './live-prices.mjs';
import { start, waitFor } from './lib/proc.mjs';
import { benchOptions, buildsSiteAt, recordFiles, servesFloor, servesSite } from './lib/record.mjs';
import { writeReport } from './lib/report.mjs';
import { SLOW_CPU_MULTIPLIER } from './lib/slow-cpu-report.mjs';
import { startApi } from './lib/shop-api.mjs';
import { copyProject } from './lib/workspace.mjs';
import { pageWeight } from './page-weight.mjs';
import { scheduleEditorCost } from './schedule-editor.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const work = join(root, 'bench', '.work');
const { sizes, runs, lighthouseRuns, only, full } = benchOptions(process.env);
const API_PORT = Number(process.env.BENCH_API_PORT ?? 4250);
const SITE_PORT = Number(process.env.BENCH_SITE_PORT ?? 9250);
/** @type {(m: string) => void} */
const say = (m) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${m}`);

mkdirSync(work, { recursive: true });
const logFile = join(work, 'bench.log');
writeFileSync(logFile, '');
/** @type {import('./lib/report.mjs').Results} */
const results = {
  machine: machine(root),
  runs,
  sizes,
  scaling: [],
  weights: {},
  lighthouse: null,
  slowCpu: null,
  livePrices: null,
  editor: null,
  api: [],
  flood: null,
  files: null,
  cutting: null,
};
say(`machine : ${results.machine.cpu}, ${results.machine.memory}; journal des builds : ${logFile}`);

const siteDir = copyProject(root, join(work, 'site'));
const floorDir = join(work, 'floor');

for (const [index, size] of sizes.entries()) {
  say(`catalogue de ${size} produits`);
  const api = await startApi({ projectRoot: root, port: API_PORT, seedProducts: size, logFile });
  try {
    const siteUrl = `http://127.0.0.1:${SITE_PORT}`;
    const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', SHOP_API_URL: api.url, SITE_URL: siteUrl, CI: '1' };
    if (buildsSiteAt(only, index)) {
      results.scaling.push(await buildScaling({ size, runs: only.has('builds') ? runs : 1, siteDir, floorDir, projectRoot: root, api, env, logFile, say }));
      const product = await api.firstListedProduct();
      const templates = [
        { name: 'home', path: '/' },
        { name: 'category listing', path: `/categorie/${product.category.slug}`, catalogue: true },
        { name: 'product', path: `/produit/${product.slug}`, catalogue: true },
        { name: 'CMS page', path: '/qui-sommes-nous' },
        { name: 'cart', path: '/panier', noindex: true },
      ];
      const publicDir = join(siteDir, 'public');
      results.weights[size] = {
        templates: templates.map((t) => {
          const w = pageWeight(publicDir, t.path);
          return {
            ...t,
            ...w,
            js: undefined,
            libs: librariesIn(
              publicDir,
              w.js.map((f) => f.src),
            ),
          };
        }),
        floor: { ...pageWeight(join(floorDir, 'public'), '/'), js: undefined },
        // the tools' pages, whose code loads only there: weighed, not put through Lighthouse with the templates
        tools: [
          { name: 'bar-schedule editor', path: '/nomenclature' },
          { name: 'quick order', path: '/commande-rapide' },
          { name: 'welded-mesh layout', path: '/calepinage-treillis' },
          { name: 'job sites', path: '/mes-chantiers' },
          { name: 'saved lists', path: '/mes-listes' },
        ].map((t) => ({ ...t, ...pageWeight(publicDir, t.path), js: undefined })),
        shipped: shippedJs(publicDir),
      };

      if (index === 0 && servesSite(only)) {
        const host = start(join(root, 'node_modules', '.bin', 'tsx'), ['scripts/serve.ts'], {
          cwd: root,
          env: { ...process.env, SITE_ROOT: publicDir, SITE_PORT: String(SITE_PORT), SITE_HOST: '127.0.0.1', SITE_RELEASES_DIR: '', LOG_LEVEL: 'silent' },
          logFile,
        });
        // the bare Gatsby page of the same size, served the same way: what the framework alone scores on this machine now
        const floorPublic = join(floorDir, 'public');
        const floorUrl = `http://127.0.0.1:${SITE_PORT + 1}`;
        const floorHost =
          servesFloor(only) && existsSync(join(floorPublic, 'index.html'))
            ? start(join(root, 'node_modules', '.bin', 'tsx'), ['scripts/serve.ts'], {
                cwd: root,
                env: {
                  ...process.env,
                  SITE_ROOT: floorPublic,
                  SITE_PORT: String(SITE_PORT + 1),
                  SITE_HOST: '127.0.0.1',
                  SITE_RELEASES_DIR: '',
                  LOG_LEVEL: 'silent',
                },
                logFile,
              })
            : null;
        try {
          await waitFor(`${siteUrl}/`);
          if (floorHost) await waitFor(`${floorUrl}/`);
          if (only.has('lighthouse')) {
            say('Lighthouse (mobile)…');
            const urls = [...templates.map((t) => siteUrl + t.path), ...(floorHost ? [`${floorUrl}/`] : [])];
            const measured = await lighthouseMedians(urls, { runs: lighthouseRuns });
            results.lighthouse = {
              runs: lighthouseRuns,
              pages: templates.map((t, i) => ({ name: t.name, path: t.path, noindex: Boolean(t.noindex), ...measured[i] })),
              floor: floorHost ? { name: 'floor (bare Gatsby)', path: '/', ...measured[templates.length] } : null,
            };
          }
          if (only.has('slowcpu')) {
            say(`Lighthouse (mobile, processeur ralenti ${SLOW_CPU_MULTIPLIER}×)…`);
            const urls = [...templates.map((t) => siteUrl + t.path), ...(floorHost ? [`${floorUrl}/`] : [])];
            const measured = await lighthouseMedians(urls, { runs: lighthouseRuns, cpuSlowdown: SLOW_CPU_MULTIPLIER });
            results.slowCpu = {
              runs: lighthouseRuns,
              cpuSlowdown: SLOW_CPU_MULTIPLIER,
              // the cart is no catalogue page: reported beside them, held to neither of the line's budgets (issue 48)
              pages: templates.map((t, i) => ({ name: t.name, path: t.path, noindex: Boolean(t.noindex), held: t.path !== '/panier', ...measured[i] })),
              floor: floorHost ? { name: 'floor (bare Gatsby)', path: '/', ...measured[templates.length] } : null,
            };
          }
          if (only.has('prices')) {
            say('prix en direct…');
            results.livePrices = await livePriceCost({ siteOrigin: siteUrl, listingPath: templates[1].path, delayMs: 2000 });
          }
          if (only.has('editor')) {
            say('éditeur de nomenclatures (500 lignes)…');
            results.editor = await scheduleEditorCost({ siteOrigin: siteUrl, runs: lighthouseRuns });
          }
        } finally {
          await host.stop();
          await floorHost?.stop();
        }
      }
    }
    if (only.has('api')) {
      say('latence de l’API…');
      results.api.push({ size, ...(await apiLatency(api, { runs })) });
      if (index === 0) {
        say('connexion sous un flot de tentatives…');
        results.flood = { size, ...(await signInFlood(api)) };
      }
    }
    if (only.has('files') && index === 0) {
      say('fichiers hostiles et grands calculs pendant la navigation…');
      results.files = { size, ...(await hostileUploads(api)) };
    }
    if (only.has('cutting') && index === 0) {
      say('plan de coupe : instances de référence, puis 500 lignes par l’API pendant la navigation…');
      results.cutting = { size, ...(await cuttingPlanBench(api, { runs })) };
    }
  } finally {
    await api.stop();
  }
}

// the run recorded before this one, for the 1 KB guard on first-load JS (report.mjs); a partial run leaves it in place
const files = recordFiles(root, full);
const previous = existsSync(files.baseline) ? JSON.parse(readFileSync(files.baseline, 'utf8')) : null;
writeFileSync(files.json, `${JSON.stringify(results, null, 2)}\n`);
writeReport(files.report, results, join(root, 'bench', 'notes.md'), previous);
say(`écrit : ${relative(root, files.report)}, ${relative(root, files.json)}${full ? '' : ' (exécution partielle : bench/results.md reste la référence)'}`);
