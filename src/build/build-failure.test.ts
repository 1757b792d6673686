import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { projectCopy } from '../test-support/project-copy';

/**
 * A build against an API that answers garbage stops at its first call with a
 * message naming the URL and the call, and leaves the site already in public/
 * as it was. (An API that is down: the host's failed rebuild in
 * scripts/host/rebuild.test.ts, one build fewer beside the journeys; an API
 * that never answers: snapshot.test.ts.)
 * It builds a copy of the project (`npm test` runs it beside the journeys'
 * build of this checkout) where a build before left its site and Gatsby's
 * cache: without a cache, Gatsby deletes the pages of public/ itself, as
 * stale (gatsby/dist/services/initialize.js), before any call.
 */
const root = join(__dirname, '..', '..');
const work = projectCopy(root, 'trefima-build-failure-');
const published = join(work, 'public', 'index.html');
const SITE = '<!doctype html><html lang="fr"><title>Le site publié</title></html>';
mkdirSync(join(work, 'public'));
writeFileSync(published, SITE);
mkdirSync(join(work, '.cache', 'caches-lmdb'), { recursive: true });

function build(apiUrl: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/build.mjs'], {
      cwd: work,
      env: { ...process.env, SHOP_API_URL: apiUrl, GATSBY_TELEMETRY_DISABLED: '1', NO_COLOR: '1', FORCE_COLOR: '0' },
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    // 'close', not 'exit': the output is whole only once Gatsby's pipes are closed (its workers may outlive it for a moment)
    child.on('close', (code) => resolve({ code, output: output.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '').replace(/\s+/g, ' ') }));
  });
}

let garbage: Server;
let garbageUrl: string;
beforeAll(async () => {
  garbage = createServer((req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Maintenance</h1>'));
  await new Promise<void>((r) => garbage.listen(0, '127.0.0.1', r));
  garbageUrl = `http://127.0.0.1:${(garbage.address() as AddressInfo).port}/api/v1`;
});
afterAll(async () => {
  await new Promise((r) => garbage.close(r));
  rmSync(work, { recursive: true, force: true });
});

test('fails at its first call, naming the URL and the call, when the API answers garbage', async () => {
  const before = statSync(published).mtimeMs;
  const { code, output } = await build(garbageUrl);
  expect(code).not.toBe(0);
  expect(output).toContain(`${garbageUrl}/site`);
  expect(output).toContain('appel « site »');
  expect(output).toMatch(/réponse illisible/);
  expect(readFileSync(published, 'utf8')).toBe(SITE);
  expect(statSync(published).mtimeMs).toBe(before);
}, 90000);
