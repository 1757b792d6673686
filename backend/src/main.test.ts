import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePorts } from './test-support/free-port';

/** `npm run backend` for real: a process, a database file in a data folder, a port. */
const root = join(__dirname, '..', '..');
const dataDir = mkdtempSync(join(tmpdir(), 'trefima-api-'));
const [port] = freePorts(1);
const base = `http://127.0.0.1:${port}/api/v1`;

function start(args: string[] = []): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), join(root, 'backend/src/main.ts'), ...args], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'silent', JWT_SECRET: 'main-test-secret' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`API did not start: ${out}`)), 30000);
    const onData = (d: Buffer) => {
      out += d.toString();
      if (out.includes('API de référence prête')) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`API exited with ${code}: ${out}`)));
  });
}

const stop = (child: ChildProcess) => new Promise<void>((r) => (child.on('exit', () => r()), child.kill('SIGTERM')));

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it('creates, seeds and serves the database on first start, keeps it, and reseeds with --reset', async () => {
  let api = await start();
  try {
    expect(existsSync(join(dataDir, 'shop.db'))).toBe(true);
    const site = await (await fetch(`${base}/site?url=http://localhost:9000`)).json();
    expect(site.data.salesplan).toHaveLength(3);
    const list = await (await fetch(`${base}/product?site_id=1&lang=fr&sales_plan_id=1&perPage=1`)).json();
    expect(list.data.total).toBeGreaterThanOrEqual(250);
    const change = await fetch(`${base}/cart/update?site_id=1&lang=fr&sales_plan_id=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ elements: [{ element_id: list.data.items[0].id, quantity: list.data.items[0].min_quantity }] }),
    });
    expect(change.status).toBe(200);
    const token = (await change.json()).data.token;
    await stop(api);

    api = await start();
    expect((await fetch(`${base}/cart?site_id=1&lang=fr&sales_plan_id=1&cart_token=${token}`)).status).toBe(200);
    await stop(api);

    api = await start(['--reset']);
    expect((await fetch(`${base}/cart?site_id=1&lang=fr&sales_plan_id=1&cart_token=${token}`)).status).toBe(404);
  } finally {
    await stop(api);
  }
}, 90000);
