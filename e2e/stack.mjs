#!/usr/bin/env node
/**
 * The stack the end-to-end tests run against: a fresh reference API (its own
 * database in a temporary folder) on E2E_API_PORT, the site built against it,
 * and the static host on E2E_SITE_PORT. Playwright starts it and waits for the site.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const apiPort = process.env.E2E_API_PORT ?? '4100';
const sitePort = process.env.E2E_SITE_PORT ?? '9100';
const stripePort = process.env.E2E_STRIPE_PORT ?? '12100';
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
  // the address the browser uses (playwright.config.ts): the payment provider sends the buyer back there, signed in
  SITE_URL: `http://127.0.0.1:${sitePort}`,
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
  THROTTLE_PLANS_WAITING: '1000',
  THROTTLE_ADMIN_PER_MINUTE: '100000',
  // the demo accounts order and ask for quotations in journey after journey: their budget of mails is lifted too
  THROTTLE_ACCOUNT_MAILS_PER_HOUR: '100000',
  THROTTLE_ACCOUNT_MAILS_PER_DAY: '100000',
  // card payment online through the Stripe double (backend/src/payments/stripe-double), which the shop's SDK is pointed at
  STRIPE_SECRET_KEY: 'sk_test_e2e_double',
  STRIPE_WEBHOOK_SECRET: 'whsec_e2e_double',
  STRIPE_API_URL: `http://127.0.0.1:${stripePort}`,
  // the demo accounts' card orders, left waiting by journey after journey: the cap is held by backend/src/payments/waiting-orders.test.ts
  PAYMENT_MAX_WAITING_ORDERS: '1000',
  STRIPE_DOUBLE_PORT: stripePort,
  STRIPE_DOUBLE_WEBHOOK_URL: `${apiUrl}/payment/notification/stripe`,
  STRIPE_DOUBLE_PUBLIC_URL: `http://127.0.0.1:${stripePort}`,
};
/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
/** @param {string[]} args @param {import('node:child_process').SpawnOptions} [options] */
const run = (args, options = {}) => {
  const c = spawn('npx', args, { env, stdio: 'inherit', ...options });
  children.push(c);
  return c;
};
/**
 * Every process under this one, the deepest first. npx passes no signal on to what it started, so signalling the
 * children alone left the API and the double running, their ports taken (Playwright kills the whole process group;
 * a `kill <pid>` by hand does not). Linux's /proc; elsewhere, the children only.
 */
function descendants() {
  /** @type {Map<number, number[]>} */
  const byParent = new Map();
  try {
    for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        // « pid (name) state ppid … »: the name may hold spaces and parentheses
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        byParent.set(ppid, [...(byParent.get(ppid) ?? []), Number(pid)]);
      } catch {
        /* ended meanwhile */
      }
    }
  } catch {
    return children.flatMap((c) => (c.pid === undefined ? [] : [c.pid]));
  }
  /** @param {number} pid @returns {number[]} */
  const under = (pid) => (byParent.get(pid) ?? []).flatMap((p) => [...under(p), p]);
  return under(process.pid);
}
const stop = () => {
  for (const pid of descendants()) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
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

run(['tsx', 'backend/src/payments/stripe-double/main.ts']);
run(['tsx', 'backend/src/main.ts']);
await waitFor(`${apiUrl}/site?url=http://localhost`, 60000);
if (!process.env.E2E_SKIP_BUILD) {
  const build = spawn(process.execPath, ['scripts/build.mjs'], { env, stdio: 'inherit' });
  children.push(build);
  const code = await new Promise((r) => build.on('exit', r));
  if (code !== 0) {
    console.error('e2e: la construction du site a échoué');
    stop();
  }
}
run(['tsx', 'scripts/serve.ts']);
