/**
 * Sign-in under a bounded flood, on loopback: the throttle must answer the
 * flood with 429s cheaply enough that shoppers browsing the catalogue at the
 * same time do not feel it. The catalogue's latency is measured alone, then
 * while one client sends wrong passwords at a fixed rate (open loop, each
 * attempt for another account, as a credential-stuffing script does), in the
 * same run; the budget is a catalogue p99 within 1.5× of its value alone.
 *
 *   node bench/sign-in-flood.mjs http://127.0.0.1:4000/api/v1   (a running API)
 */
import { percentile } from './lib/stats.mjs';

const CONTEXT = 'site_id=1&lang=fr&sales_plan_id=1';

/**
 * Closed-loop catalogue readers: `concurrency` clients, each sending its next listing request when the last one answered.
 * @param {string} url
 * @param {{ concurrency: number, seconds: number, categoryId: number, pages: number }} options
 */
async function browse(url, { concurrency, seconds, categoryId, pages }) {
  /** @type {number[]} */
  const latencies = [];
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, client) => {
      for (let i = 0; performance.now() < until; i++) {
        const t = performance.now();
        const res = await fetch(`${url}/product?categories=${categoryId}&perPage=24&page=${((client * 7 + i) % pages) + 1}&${CONTEXT}`);
        await res.arrayBuffer();
        latencies.push(performance.now() - t);
        if (!res.ok) errors++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { requests: latencies.length, errors, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

/**
 * Open-loop flood: `rate` sign-in attempts a second with wrong passwords, never more than `maxInFlight` at once.
 * @param {string} url
 * @param {{ rate: number, seconds: number, maxInFlight?: number }} options
 * @returns {Promise<{ rate: number, seconds: number, sent: number, skipped: number, statuses: Record<string, number> }>}
 */
function flood(url, { rate, seconds, maxInFlight = 64 }) {
  /** @type {Record<string, number>} */
  const statuses = {};
  let inFlight = 0;
  let sent = 0;
  let skipped = 0;
  const interval = 1000 / rate;
  const started = performance.now();
  return new Promise((resolve) => {
    const tick = () => {
      const elapsed = performance.now() - started;
      if (elapsed >= seconds * 1000) {
        const wait = setInterval(() => {
          if (inFlight === 0) {
            clearInterval(wait);
            resolve({ rate, seconds, sent, skipped, statuses });
          }
        }, 20);
        return;
      }
      const due = Math.floor(elapsed / interval) + 1;
      while (sent + skipped < due) {
        if (inFlight >= maxInFlight) {
          skipped++;
          continue;
        }
        const n = sent++;
        inFlight++;
        fetch(`${url}/customer/login?${CONTEXT}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ login: `robot-${n}@example.com`, password: `faux-${n}` }),
        })
          .then(async (res) => {
            await res.arrayBuffer();
            statuses[res.status] = (statuses[res.status] ?? 0) + 1;
          })
          .catch(() => (statuses.network = (statuses.network ?? 0) + 1))
          .finally(() => inFlight--);
      }
      setTimeout(tick, Math.max(1, interval));
    };
    tick();
  });
}

/**
 * @param {{ url: string, firstListedProduct(): Promise<{ category: { id: number, product_count: number } }> }} api the shop's API (lib/shop-api.mjs), or one already running
 * @param {{ rate?: number, seconds?: number, concurrency?: number }} [options]
 */
export async function signInFlood(api, { rate = Number(process.env.BENCH_FLOOD_RATE ?? 200), seconds = 15, concurrency = 4 } = {}) {
  const { category } = await api.firstListedProduct();
  const pages = Math.max(1, Math.ceil(category.product_count / 24));
  const reading = { concurrency, seconds, categoryId: category.id, pages };
  await browse(api.url, { ...reading, seconds: 1 }); // warm-up
  const alone = await browse(api.url, reading);
  const [during, attack] = await Promise.all([browse(api.url, reading), flood(api.url, { rate, seconds })]);
  const answered = Object.entries(attack.statuses).reduce((s, [, n]) => s + n, 0);
  return {
    rate,
    seconds,
    concurrency,
    alone,
    during,
    flood: {
      ...attack,
      answered,
      throttled: attack.statuses[429] ?? 0,
      errors5xx: Object.entries(attack.statuses)
        .filter(([k]) => /^5/.test(k))
        .reduce((s, [, n]) => s + n, 0),
    },
    ratio: during.p99 / alone.p99,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.argv[2] ?? 'http://127.0.0.1:4000/api/v1';
  /** @type {(path: string) => Promise<{ id: number, product_count: number }[]>} */
  const get = async (path) => (await (await fetch(`${url}${path}${path.includes('?') ? '&' : '?'}${CONTEXT}`)).json()).data;
  const api = {
    url,
    async firstListedProduct() {
      const [top] = (await get('/category?depth=1')).sort((a, b) => b.product_count - a.product_count);
      return { category: top };
    },
  };
  console.log(JSON.stringify(await signInFlood(api), null, 2));
}
