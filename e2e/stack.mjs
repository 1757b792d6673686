#!/usr/bin/env node
/**
 * The stack the end-to-end tests run against: a fresh reference API (its own
 * database in a temporary folder) on E2E_API_PORT, the site built against it,
 * and the static host on E2E_SITE_PORT. Playwright starts it and waits for the site.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const apiPort = process.env.E2E_API_PORT ?? '4100';
const sitePort = process.env.E2E_SITE_PORT ?? '9100';
const dataDir = mkdtempSync(join(tmpdir(), 'trefima-e2e-'));
const apiUrl = `http://127.0.0.1:${apiPort}/api/v1`;
const env = {
  ...process.env,
  GATSBY_TELEMETRY_DISABLED: '1',
  DATA_DIR: dataDir,
  PORT: apiPort,
  LOG_LEVEL: 'silent',
  JWT_SECRET: 'e2e-secret',
  ADMIN_TOKEN: process.env.ADMIN_TOKEN ?? 'e2e-admin-token',
  SHOP_API_URL: apiUrl,
  SITE_URL: `http://localhost:${sitePort}`,
  SITE_PORT: sitePort,
  TRUST_PROXY: '127.0.0.1',
  // every JSON answer checked against its route's answer schema (backend/src/http/answers.ts): a drift fails a journey
  CHECK_ANSWERS: '1',
  // every journey comes from 127.0.0.1: the per-client limits would stop the suite, so they are lifted here; the
  // per-account sign-in backoff keeps its defaults (e2e/sign-in-throttle.spec.ts), and backend tests hold the rest
  THROTTLE_ACCOUNT_PER_HOUR: '1000',
  THROTTLE_ACCOUNT_PER_ADDRESS_PER_HOUR: '1000',
  THROTTLE_FORMS_PER_10_MIN: '1000',
  THROTTLE_WRITES_PER_MINUTE: '100000',
  THROTTLE_EXPORTS_PER_MINUTE: '100000',
  THROTTLE_LOGIN_PER_MINUTE: '1000',
  THROTTLE_LOGIN_CLIENT_FAILURES: '1000',
};
/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
/** @param {string[]} args @param {import('node:child_process').SpawnOptions} [options] */
const run = (args, options = {}) => {
  const c = spawn('npx', args, { env, stdio: 'inherit', ...options });
  children.push(c);
  return c;
};
const stop = () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

/** @param {string} url @param {number} ms */
async function waitFor(url, ms) {
  for (const until = Date.now() + ms; Date.now() < until; await new Promise((r) => setTimeout(r, 250))) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* starting */
    }
  }
  throw new Error(`${url} ne répond pas`);
}

run(['tsx', 'backend/src/main.ts']);
await waitFor(`${apiUrl}/site?url=http://localhost`, 60000);
if (!process.env.E2E_SKIP_BUILD) {
  const build = run(['gatsby', 'build']);
  const code = await new Promise((r) => build.on('exit', r));
  if (code !== 0) {
    console.error('e2e: la construction du site a échoué');
    stop();
  }
}
run(['tsx', 'scripts/serve.ts']);
