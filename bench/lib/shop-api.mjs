/**
 * The bundled reference API, started for a benchmark with its own database
 * (SEED_PRODUCTS products), and the few calls the benchmark makes to it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { start, waitFor } from './proc.mjs';

export const ADMIN_TOKEN = 'bench-admin-token';

/** @typedef {Awaited<ReturnType<typeof startApi>>} ShopApi */

/**
 * @param {{ projectRoot: string, port: number, seedProducts?: number, logFile?: string }} options
 */
export async function startApi({ projectRoot, port, seedProducts, logFile }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'trefima-bench-'));
  const url = `http://127.0.0.1:${port}/api/v1`;
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'bench-secret',
    ADMIN_TOKEN,
    // no rebuild webhook: the benchmark runs its builds itself
    REBUILD_WEBHOOK_URL: '',
    // the latency runs send hundreds of cart writes a second from one address: they measure the API's work, not its
    // throttle, which the sign-in flood measures with the default limits
    THROTTLE_WRITES_PER_MINUTE: '100000000',
    ...(seedProducts ? { SEED_PRODUCTS: String(seedProducts) } : {}),
  };
  const proc = start(join(projectRoot, 'node_modules', '.bin', 'tsx'), ['backend/src/main.ts'], { cwd: projectRoot, env, logFile });
  await waitFor(`${url}/site?url=http://localhost`, 120_000);
  const context = 'site_id=1&lang=fr&sales_plan_id=1';
  /**
   * The `data` of an answer, of the shape the caller reads.
   * @template T
   * @param {string} path
   * @returns {Promise<T>}
   */
  const get = async (path) => {
    const res = await fetch(`${url}${path}${path.includes('?') ? '&' : '?'}${context}`);
    if (!res.ok) throw new Error(`${path} : ${res.status}`);
    return /** @type {{ data: T }} */ (await res.json()).data;
  };
  return {
    url,
    context,
    get,
    /** The top-level category with the most products, and the first product its listing shows. */
    async firstListedProduct() {
      /** @type {{ id: number, slug: string, product_count: number }[]} */
      const categories = await get('/category?depth=1');
      const [top] = categories.sort((a, b) => b.product_count - a.product_count);
      /** @type {{ items: { id: number, slug: string, price: { ht: number } }[] }} */
      const { items } = await get(`/product?categories=${top.id}&limit=1`);
      const [p] = items;
      return { id: p.id, slug: p.slug, price: p.price.ht, category: top };
    },
    /**
     * @param {number} id
     * @param {number} cents
     */
    async setPrice(id, cents) {
      const res = await fetch(`${url}/admin/product/${id}`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ prices: { 1: cents } }),
      });
      if (!res.ok) throw new Error(`changement de prix refusé : ${res.status} ${await res.text()}`);
    },
    async stop() {
      await proc.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
