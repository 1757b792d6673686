import { testApi, type TestApi } from '../testing';
import { Catalogue } from './catalogue';

describe('facets counted in one pass', () => {
  let api: TestApi;
  let catalogue: Catalogue;
  let plans: { id: number }[];
  beforeAll(async () => {
    // the generated catalogue repeats brands, colours, widths and tags across many products: ties and long lists
    api = await testApi({}, { products: 1200 });
    catalogue = new Catalogue(api.db);
    plans = api.db.prepare('SELECT * FROM sales_plan').all() as { id: number }[];
  });
  afterAll(() => api.close());

  it('gives the same answer as one query per facet, for every category, a search and the whole catalogue', () => {
    const categories = api.db.prepare('SELECT id FROM category').pluck().all() as number[];
    const cases = [
      {},
      { text: 'bac acier' },
      { text: 'zzz-nothing' },
      { text: 'fer à béton' },
      { text: 'treilis' },
      { text: 'tole' },
      { text: 'ha 12' },
      ...categories.map((id) => ({ categories: [id] })),
    ];
    for (const plan of plans) {
      for (const f of cases) {
        const p = plan as Parameters<Catalogue['facets']>[1];
        expect(catalogue.facetsInOnePass(f, p)).toEqual(catalogue.facetsByQuery(f, p));
      }
    }
    const some = catalogue.facetsInOnePass({}, plans[0] as Parameters<Catalogue['facets']>[1], ['brand']);
    expect(some.brand.length).toBeGreaterThan(1);
    expect(some.color).toEqual([]);
  });

  it('reads the products once for every category, and again after any write', () => {
    const p = plans[0] as Parameters<Catalogue['facets']>[1];
    const fresh = new Catalogue(api.db);
    const reads = jest.spyOn(api.db, 'prepare');
    const rowReads = () => reads.mock.calls.filter(([sql]) => String(sql).includes('group_concat')).length;
    const [a, b] = api.db.prepare('SELECT id FROM category WHERE parent_id IS NOT NULL ORDER BY id LIMIT 2').pluck().all() as number[];
    fresh.facetsInOnePass({ categories: [a] }, p);
    fresh.facetsInOnePass({ categories: [b] }, p);
    expect(rowReads()).toBe(1);

    // a price changed: the next count sees it
    const product = api.db.prepare('SELECT id FROM product WHERE category_id = ? LIMIT 1').pluck().get(b) as number;
    const top = fresh.facetsInOnePass({ categories: [b] }, p).price.max + 12345;
    api.db.prepare('UPDATE product_price SET price_ht = ? WHERE product_id = ? AND sales_plan_id = ?').run(top, product, p.id);
    expect(fresh.facetsInOnePass({ categories: [b] }, p).price.max).toBe(top);
    expect(fresh.facetsInOnePass({ categories: [b] }, p)).toEqual(fresh.facetsByQuery({ categories: [b] }, p));
    expect(rowReads()).toBe(2);
    reads.mockRestore();
  });

  it('is used only without price or characteristic filters, which change what each facet counts', () => {
    const p = plans[0] as Parameters<Catalogue['facets']>[1];
    const onePass = jest.spyOn(catalogue, 'facetsInOnePass');
    catalogue.facets({ categories: [1] }, p);
    catalogue.facets({ categories: [1], caracteristics: { brand: ['Trefima'] } }, p);
    catalogue.facets({ price: { min: 100 } }, p);
    expect(onePass).toHaveBeenCalledTimes(1);
  });
});
