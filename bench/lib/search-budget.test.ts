import { SEARCH_CALLS, searchBudgets } from './search-budget.mjs';

const run = (size: number, suggestions: number, products: number, errors = 0) => ({
  size,
  calls: [
    { name: 'Liste de produits (24 par page, une catégorie)', p95: 1000, errors: 0 },
    { name: SEARCH_CALLS.suggestions, p95: suggestions, errors },
    { name: SEARCH_CALLS.products, p95: products, errors: 0 },
  ],
});

describe('the search budget', () => {
  it('compares each search call’s p95 at 10 000 products with twice its value at 250', () => {
    const lines = searchBudgets([run(250, 10, 20), run(2000, 99, 99), run(10000, 20, 41)]);
    expect(lines).toEqual([
      { budget: 'Suggestions de recherche: p95 at 10 000 products ≤ 2× the 250-product value', measured: '20 ms vs 10 ms (2.00×)', met: true },
      {
        budget: 'Recherche de produits (texte, 24 par page): p95 at 10 000 products ≤ 2× the 250-product value',
        measured: '41 ms vs 20 ms (2.05×)',
        met: false,
      },
    ]);
  });

  it('fails on errors, and says nothing without both sizes', () => {
    expect(searchBudgets([run(250, 10, 20), run(10000, 12, 22, 3)])[0]).toMatchObject({ met: false, measured: '12 ms vs 10 ms (1.20×), 3 errors' });
    expect(searchBudgets([run(250, 10, 20), run(2000, 12, 22)])).toEqual([]);
  });
});
