/**
 * Latency of the calls a shopper makes most, under a bounded concurrent
 * load on loopback: `concurrency` clients each send their next request as
 * soon as the last one answered, for `seconds`; every latency is kept, so the
 * p50 and p95 are exact. Non-2xx answers are counted as errors.
 */
import { freshSearches } from './lib/fresh-searches.mjs';
import { median } from './lib/proc.mjs';
import { SEARCH_CALLS } from './lib/search-budget.mjs';
import { percentile } from './lib/stats.mjs';

// what buyers type: catalogue names, short words the index cannot take ("ha 12"), synonyms ("fer à béton", "chapeau"), a typo
const SEARCHES = ['treillis', 'ha 12', 'bac acier', 'tôle', 'étrier', 'fer', 'panneau', 'chapeau', 'fer à béton', 'treilis'];
/** @type {(client: number, i: number) => string} */
const search = (client, i) => encodeURIComponent(SEARCHES[(client + i) % SEARCHES.length]);

/**
 * A client's request: its number, its count of requests so far, and its state (the last answer's body).
 * @typedef {(client: number, i: number, state: { last?: string }) => Promise<Response>} Request
 */

/**
 * @param {Request} request
 * @param {{ concurrency: number, seconds: number }} options
 */
async function load(request, { concurrency, seconds }) {
  /** @type {number[]} */
  const latencies = [];
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, client) => {
      /** @type {{ last?: string }} */
      const state = {};
      for (let i = 0; performance.now() < until; i++) {
        const t = performance.now();
        const res = await request(client, i, state);
        const body = await res.text();
        latencies.push(performance.now() - t);
        if (!res.ok) errors++;
        else state.last = body;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { requests: latencies.length, errors, p50: percentile(latencies, 50), p95: percentile(latencies, 95), rps: latencies.length / seconds };
}

/**
 * `only`: names of the calls to measure (all by default).
 * @param {import('./lib/shop-api.mjs').ShopApi} api
 * @param {{ concurrency?: number, seconds?: number, runs?: number, only?: string[] | null }} [options]
 */
export async function apiLatency(api, { concurrency = 8, seconds = 5, runs = 3, only = null } = {}) {
  const { category } = await api.firstListedProduct();
  const pages = Math.max(1, Math.ceil(category.product_count / 24));
  // products sold by the unit whose stock takes the quantities below (1 to 9): a quantity beyond stock, or off the
  // product's step, is refused
  /** @typedef {{ items: { id: number, name: string, stock: number, min_quantity: number, step: number }[] }} Products */
  const ids = /** @type {Products} */ (await api.get(`/product?categories=${category.id}&perPage=100`)).items
    .filter((p) => p.stock >= 9 && p.min_quantity === 1 && p.step === 1)
    .map((p) => p.id)
    .slice(0, 24); // as many as the earlier runs took (one listing page): the cart view costs by line
  /** @type {(path: string) => string} */
  const q = (path) => `${api.url}${path}&${api.context}`;
  // one sequence for both calls below, warm-up and runs included: no text comes twice while the API keeps answers
  const names = (await Promise.all([1, 2, 3].map((page) => /** @type {Promise<Products>} */ (api.get(`/product?perPage=100&page=${page}`))))).flatMap((r) =>
    r.items.map((p) => p.name),
  );
  const fresh = freshSearches(names);
  const freshText = () => encodeURIComponent(fresh());
  /** @type {Record<string, () => Request>} */
  const calls = {
    'Liste de produits (24 par page, une catégorie)': () => (client, i) =>
      fetch(q(`/product?categories=${category.id}&limit=24&page=${((client * 7 + i) % pages) + 1}`)),
    [SEARCH_CALLS.suggestions]: () => (client, i) => fetch(q(`/search?type=Suggest&text=${search(client, i)}`)),
    [SEARCH_CALLS.products]: () => (client, i) => fetch(q(`/product?text=${search(client, i)}&perPage=24`)),
    'Suggestions de recherche, texte jamais cherché': () => () => fetch(q(`/search?type=Suggest&text=${freshText()}`)),
    'Recherche de produits, texte jamais cherché (24 par page)': () => () => fetch(q(`/product?text=${freshText()}&perPage=24`)),
    'Mise à jour du panier': () => async (client, i, state) => {
      // each client keeps its own cart, as a shopper does
      const token = state.last ? JSON.parse(state.last).data.token : undefined;
      return fetch(q('/cart/update?'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          ...(token ? { cart_token: token } : {}),
          elements: [{ element_id: ids[(client * 5 + i) % ids.length], quantity: 1 + (i % 9) }],
        }),
      });
    },
  };
  /** @type {{ name: string, p50: number, p95: number, rps: number, errors: number, requests: number }[]} */
  const out = [];
  for (const [name, make] of Object.entries(calls).filter(([name]) => !only || only.includes(name))) {
    await load(make(), { concurrency, seconds: 1 }); // warm-up: statement cache, JIT
    const results = [];
    for (let r = 0; r < runs; r++) results.push(await load(make(), { concurrency, seconds }));
    out.push({
      name,
      p50: median(results.map((r) => r.p50)),
      p95: median(results.map((r) => r.p95)),
      rps: median(results.map((r) => r.rps)),
      errors: results.reduce((s, r) => s + r.errors, 0),
      requests: results.reduce((s, r) => s + r.requests, 0),
    });
  }
  return { concurrency, seconds, runs, calls: out };
}
