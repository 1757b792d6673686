import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSite } from './site-build.mjs';

/**
 * A stand-in for `gatsby build`, a real process: it counts its runs in its folder, notes whether Gatsby's cache was
 * there when it started, leaves a cache, and fails on its first run with what FIRST_FAILURE says (the last line of
 * Gatsby's race as CI printed it, or another error), then builds.
 */
const STAND_IN = `
const fs = require('node:fs');
const run = Number(fs.existsSync('runs') ? fs.readFileSync('runs', 'utf8') : 0) + 1;
fs.writeFileSync('runs', String(run));
fs.writeFileSync('cache-at-run-' + run, String(fs.existsSync('.cache/caches-lmdb')));
fs.mkdirSync('.cache/caches-lmdb', { recursive: true });
console.log('success run queries in workers - 0.862s - 604/604 700.31/s');
if (run === 1 && process.env.FIRST_FAILURE) {
  console.log(process.env.FIRST_FAILURE);
  process.exit(1);
}
`;
const RACE = 'error Failed to write page-data for ""/categorie/plaques-eclairantes Couldn\'t find temp query result for "/categorie/plaques-eclairantes".';

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'trefima-site-build-'));
  writeFileSync(join(folder, 'stand-in.cjs'), STAND_IN);
  mkdirSync(join(folder, '.cache', 'caches-lmdb'), { recursive: true });
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const build = (firstFailure?: string) => {
  const said: string[] = [];
  const env = { ...process.env, FIRST_FAILURE: firstFailure ?? '' };
  const code = buildSite({ cwd: folder, env, command: [process.execPath, 'stand-in.cjs'], say: (line) => said.push(line) });
  return code.then((exit) => ({ exit, said, runs: Number(readFileSync(join(folder, 'runs'), 'utf8')) }));
};
const cacheAtRun = (run: number) => readFileSync(join(folder, `cache-at-run-${run}`), 'utf8') === 'true';

it('builds once, with its cache, when the build succeeds', async () => {
  expect(await build()).toEqual({ exit: 0, said: [], runs: 1 });
  expect(cacheAtRun(1)).toBe(true);
});

it('builds once more, without the cache, when Gatsby failed on its own race, and says why', async () => {
  const { exit, said, runs } = await build(RACE);
  expect({ exit, runs }).toEqual({ exit: 0, runs: 2 });
  expect(cacheAtRun(2)).toBe(false);
  expect(said.join('\n')).toContain('gatsbyjs/gatsby#35018');
});

it('answers any other failure as it is, the cache kept', async () => {
  const { exit, said, runs } = await build('error Building static HTML failed for path "/panier"');
  expect({ exit, said, runs }).toEqual({ exit: 1, said: [], runs: 1 });
  expect(existsSync(join(folder, '.cache', 'caches-lmdb'))).toBe(true);
});
