import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { join } from 'node:path';
import { freePorts } from '../backend/src/test-support/free-port';

/**
 * e2e/stack.mjs, stopped by hand (`kill <pid>`) rather than by Playwright (which kills its whole process group):
 * the API and the provider double it started through npx go with it, their ports free for the next run.
 */
const root = join(__dirname, '..');

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/** Polls until `check` holds, for at most `ms`: what the stack's processes take to start or to end. */
async function until(check: () => Promise<boolean>, ms: number) {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 200))) if (await check()) return true;
  return false;
}

it('stopped with SIGTERM, takes its API and provider double with it', async () => {
  const [api, site, stripe] = freePorts(3);
  const stack = spawn(process.execPath, ['e2e/stack.mjs'], {
    cwd: root,
    env: { ...process.env, E2E_API_PORT: String(api), E2E_SITE_PORT: String(site), E2E_STRIPE_PORT: String(stripe), E2E_SKIP_BUILD: '1' },
    stdio: 'ignore',
  });
  try {
    expect(await until(async () => (await listening(api)) && (await listening(stripe)), 60_000)).toBe(true);
    stack.kill('SIGTERM');
    expect(await until(async () => !(await listening(api)) && !(await listening(stripe)), 15_000)).toBe(true);
  } finally {
    if (stack.exitCode === null) stack.kill('SIGKILL');
  }
}, 90_000);
