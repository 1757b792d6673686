#!/usr/bin/env node
/**
 * `npm start`: the whole shop on http://localhost:9000.
 * Without SHOP_API_URL, starts the bundled reference API on :4000 first and
 * builds against it; with it, builds against that API. The site is served
 * only once the build has succeeded: a failed build publishes nothing.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';

/** @type {NodeJS.ProcessEnv} */
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' };
// Content changes reach the site through the rebuild webhook: the bundled API calls the host with this secret.
env.REBUILD_WEBHOOK_SECRET ??= randomBytes(16).toString('hex');
env.SITE_RELEASES_DIR ??= '.site';
env.SITE_PUBLISH_ON_START = '1';
/** @type {import('node:child_process').ChildProcess[]} */
const children = [];

/**
 * @param {string} cmd
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions} [options]
 */
function run(cmd, args, options = {}) {
  const child = spawn(cmd, args, { stdio: 'inherit', env, ...options });
  children.push(child);
  return child;
}

function stopAll(code = 0) {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

/**
 * @param {string} url
 * @param {number} timeoutMs
 */
async function waitFor(url, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} ne répond pas après ${timeoutMs / 1000} s`);
}

/**
 * Card payment online with the bundled API: without a provider's keys, the Stripe double (backend/src/payments/stripe-double)
 * on :12111 with keys of its own, its hosted page saying « Mode démonstration : aucun paiement réel ». With
 * STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET set, the API talks to Stripe itself (docs/payments.md).
 */
function startPaymentDouble() {
  if (env.STRIPE_SECRET_KEY || env.STRIPE_WEBHOOK_SECRET) return;
  const port = env.STRIPE_DOUBLE_PORT ?? '12111';
  env.STRIPE_SECRET_KEY = `sk_test_demo_${randomBytes(12).toString('hex')}`;
  env.STRIPE_WEBHOOK_SECRET = `whsec_demo_${randomBytes(16).toString('hex')}`;
  env.STRIPE_API_URL = `http://127.0.0.1:${port}`;
  const double = run('npx', ['tsx', 'backend/src/payments/stripe-double/main.ts'], {
    env: {
      ...env,
      STRIPE_DOUBLE_PORT: port,
      STRIPE_DOUBLE_WEBHOOK_URL: `${env.SHOP_API_URL}/payment/notification/stripe`,
      STRIPE_DOUBLE_PUBLIC_URL: env.STRIPE_DOUBLE_PUBLIC_URL ?? `http://localhost:${port}`,
    },
  });
  double.on('exit', (code) => {
    if (code) console.error(`Le double de Stripe s’est arrêté (code ${code}) : le paiement par carte en ligne ne répond plus.`);
  });
}

async function main() {
  if (!env.SHOP_API_URL) {
    env.SHOP_API_URL = 'http://127.0.0.1:4000/api/v1';
    console.log('SHOP_API_URL absent : démarrage de l’API de référence sur http://127.0.0.1:4000');
    startPaymentDouble();
    const api = run('npx', ['tsx', 'backend/src/main.ts'], {
      env: { ...env, REBUILD_WEBHOOK_URL: env.REBUILD_WEBHOOK_URL ?? `http://127.0.0.1:${env.SITE_PORT ?? 9000}/__rebuild` },
    });
    api.on('exit', (code) => {
      if (code) {
        console.error(`L’API de référence s’est arrêtée (code ${code}).`);
        stopAll(1);
      }
    });
    await waitFor(`${env.SHOP_API_URL}/site?url=http://localhost:9000`, 120000);
  }
  console.log(`Construction du site contre ${env.SHOP_API_URL}…`);
  const build = run(process.execPath, ['scripts/build.mjs']);
  const code = await new Promise((r) => build.on('exit', r));
  if (code !== 0) {
    console.error('La construction a échoué : le site n’est pas publié.');
    stopAll(code || 1);
  }
  run('npx', ['tsx', 'scripts/serve.ts']);
}

main().catch((error) => {
  console.error(error.message);
  stopAll(1);
});
