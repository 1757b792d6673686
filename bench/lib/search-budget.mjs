/**
 * The search budget: the p95 of the search suggestions and of the product
 * search at the largest catalogue is at most twice its value at the smallest
 * (10 000 and 250 products in `npm run bench`): searching a catalogue forty
 * times larger may not make a shopper wait much longer.
 */
export const SEARCH_CALLS = { suggestions: 'Suggestions de recherche', products: 'Recherche de produits (texte, 24 par page)' };
export const SEARCH_SIZES = { small: 250, large: 10000 };

/** @type {(v: number) => string} */
const ms = (v) => (Number.isFinite(v) ? `${Math.round(v)} ms` : '–');

/**
 * One budget line per search call, from `results.api` (`[{ size, calls: [{ name, p95 }] }]`); none without both sizes.
 * @param {{ size: number, calls: { name: string, p95: number, errors: number }[] }[]} api
 */
export function searchBudgets(api) {
  /** @type {(size: number, name: string) => { name: string, p95: number, errors: number } | undefined} */
  const at = (size, name) => api.find((b) => b.size === size)?.calls.find((c) => c.name === name);
  return Object.values(SEARCH_CALLS).flatMap((name) => {
    const small = at(SEARCH_SIZES.small, name);
    const large = at(SEARCH_SIZES.large, name);
    if (!small || !large) return [];
    return [
      {
        budget: `${name}: p95 at 10 000 products ≤ 2× the 250-product value`,
        measured: `${ms(large.p95)} vs ${ms(small.p95)} (${(large.p95 / small.p95).toFixed(2)}×)${large.errors || small.errors ? `, ${large.errors + small.errors} errors` : ''}`,
        met: large.p95 <= 2 * small.p95 && !large.errors && !small.errors,
      },
    ];
  });
}
