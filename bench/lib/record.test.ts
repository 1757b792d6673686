import { join } from 'node:path';
import { benchOptions, buildsSiteAt, recordFiles, servesFloor, servesSite } from './record.mjs';

describe('what a benchmark run records', () => {
  it('takes every section, size and run count by default', () => {
    expect(benchOptions({})).toEqual({
      sizes: [250, 2000, 10000],
      runs: 3,
      lighthouseRuns: 5,
      only: new Set(['builds', 'weight', 'lighthouse', 'slowcpu', 'prices', 'editor', 'api', 'files', 'cutting']),
      full: true,
    });
  });

  it('is a full run only when nothing narrows it', () => {
    expect(
      benchOptions({ BENCH_ONLY: 'cutting,files,api,editor,prices,slowcpu,lighthouse,weight,builds', BENCH_SIZES: '250,2000,10000', BENCH_RUNS: '3' }).full,
    ).toBe(true);
    // the record holds the cutting plan's lines too: a run without them does not replace it
    expect(benchOptions({ BENCH_ONLY: 'files,api,editor,prices,lighthouse,weight,builds' }).full).toBe(false);
    expect(benchOptions({ BENCH_ONLY: 'cutting', BENCH_SIZES: '250' }).full).toBe(false);
    // the 8× Lighthouse line is part of the record: a run without it does not replace it
    expect(benchOptions({ BENCH_ONLY: 'cutting,files,api,editor,prices,lighthouse,weight,builds' }).full).toBe(false);
    expect(benchOptions({ BENCH_ONLY: 'slowcpu', BENCH_SIZES: '250' }).full).toBe(false);
    expect(benchOptions({ BENCH_ONLY: 'files', BENCH_SIZES: '250' }).full).toBe(false);
    expect(benchOptions({ BENCH_ONLY: 'builds' }).full).toBe(false);
    expect(benchOptions({ BENCH_SIZES: '10000' }).full).toBe(false);
    expect(benchOptions({ BENCH_RUNS: '1' }).full).toBe(false);
    expect(benchOptions({ BENCH_LIGHTHOUSE_RUNS: '2' }).full).toBe(false);
  });

  it('writes a full run over the recorded one, and a partial run beside it, leaving the record for the 1 KB guard', () => {
    expect(recordFiles('/p', true)).toEqual({
      baseline: join('/p', 'bench', 'results.json'),
      json: join('/p', 'bench', 'results.json'),
      report: join('/p', 'bench', 'results.md'),
    });
    expect(recordFiles('/p', false)).toEqual({
      baseline: join('/p', 'bench', 'results.json'),
      json: join('/p', 'bench', '.work', 'partial-results.json'),
      report: join('/p', 'bench', '.work', 'partial-results.md'),
    });
  });

  it('builds the site only for the sections that measure it', () => {
    expect(buildsSiteAt(new Set(['api']), 0)).toBe(false);
    expect(buildsSiteAt(new Set(['weight']), 2)).toBe(true);
    expect(buildsSiteAt(new Set(['lighthouse']), 0)).toBe(true);
    expect(buildsSiteAt(new Set(['lighthouse', 'api']), 1)).toBe(false);
    expect(buildsSiteAt(new Set(['slowcpu']), 0)).toBe(true);
    expect(buildsSiteAt(new Set(['slowcpu']), 1)).toBe(false);
  });

  it('serves the site and the bare floor for the 8× Lighthouse line alone, as for the 4× one', () => {
    expect(servesSite(new Set(['slowcpu']))).toBe(true);
    expect(servesFloor(new Set(['slowcpu']))).toBe(true);
    expect(servesFloor(new Set(['lighthouse']))).toBe(true);
    // the browser's other sections need the site, not the floor
    expect(servesSite(new Set(['prices']))).toBe(true);
    expect(servesFloor(new Set(['prices', 'editor']))).toBe(false);
    expect(servesSite(new Set(['api', 'cutting']))).toBe(false);
  });
});
