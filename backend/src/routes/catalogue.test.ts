import { z } from 'zod/mini';
import { category, facets, priceList, product, productExport, productList, session, type Category } from '../../../src/contract';
import { data, failure, PRO, testApi, type TestApi } from '../testing';

let api: TestApi;
beforeAll(async () => {
  api = await testApi();
});
afterAll(() => api.close());

const list = async (query: Record<string, string | number>, plan = 1) => data(await api.request('GET', '/product', { query, plan }), productList);
const flatten = (nodes: Category[]): Category[] => nodes.flatMap((n) => [n, ...flatten(n.childs)]);

describe('GET /category', () => {
  it('gives the three-level tree with product counts', async () => {
    const tree = data(await api.get('/category', { depth: 3 }), z.array(category));
    expect(tree.map((c) => c.name)).toEqual(['Acier pour béton armé', 'Couverture et bardage']);
    const all = flatten(tree);
    const leaves = all.filter((c) => c.childs.length === 0);
    expect(leaves.every((c) => c.product_count >= 3)).toBe(true);
    expect(tree[0].product_count).toBe(tree[0].childs.reduce((s, c) => s + c.product_count, 0));
    expect(all.find((c) => c.code === 'armatures-standard')?.childs.map((c) => c.name)).toEqual(['Poteaux', 'Poutres', 'Semelles', 'Longrines']);
    const shallow = data(await api.get('/category', { depth: 1 }), z.array(category));
    expect(shallow.every((c) => c.childs.length === 0)).toBe(true);
    failure(await api.get('/category', { depth: 'deep' }), 400);
  });
});

describe('GET /product', () => {
  it('pages through the whole catalogue', async () => {
    const first = await list({ perPage: 24 });
    expect(first.total).toBeGreaterThanOrEqual(250);
    expect(first.items).toHaveLength(24);
    const second = await list({ perPage: 24, page: 2 });
    expect(second.items[0].id).not.toBe(first.items[0].id);
    const last = await list({ perPage: 24, page: Math.ceil(first.total / 24) });
    expect(last.items.length).toBe(first.total - 24 * (Math.ceil(first.total / 24) - 1));
    expect((await list({ perPage: 24, page: 999 })).items).toEqual([]);
  });

  it('prices by sales plan', async () => {
    const mtq = (await list({ text: 'HA12-12' }, 1)).items[0];
    const guf = (await list({ text: 'HA12-12' }, 3)).items[0];
    expect(mtq.id).toBe(guf.id);
    expect(guf.price.ht).toBeGreaterThan(mtq.price.ht);
    expect(guf.price.sales_plan_id).toBe(3);
  });

  it('filters by category with its descendants, by several ids joined by _ or ,', async () => {
    const tree = flatten(data(await api.get('/category', { depth: 3 }), z.array(category)));
    const mesh = tree.find((c) => c.code === 'treillis-soudes')!;
    const res = await list({ categories: mesh.id, perPage: 100 });
    expect(res.total).toBe(mesh.product_count);
    const leafIds = new Set(mesh.childs.map((c) => c.id));
    expect(res.items.every((p) => leafIds.has(p.category.id))).toBe(true);
    const two = mesh.childs.slice(0, 2);
    expect((await list({ categories: two.map((c) => c.id).join('_') })).total).toBe(two[0].product_count + two[1].product_count);
    expect((await list({ categories: two.map((c) => c.id).join(',') })).total).toBe(two[0].product_count + two[1].product_count);
  });

  it('searches text without accents, every word, matching names that start with it first', async () => {
    const res = await list({ text: 'treillis soude st25' });
    expect(res.total).toBeGreaterThan(0);
    expect(res.items.every((p) => /ST25/.test(p.name))).toBe(true);
    const bac = await list({ text: 'bac', perPage: 5 });
    expect(bac.items[0].name.toLowerCase().startsWith('bac')).toBe(true);
    expect((await list({ text: '%' })).total).toBe(0);
    expect((await list({ text: 'introuvable-xyz' })).total).toBe(0);
  });

  it('filters on price (cents) and caracteristics, and sorts', async () => {
    const cheap = await list({ price: JSON.stringify({ min: 1000, max: 2000 }), perPage: 100 });
    expect(cheap.items.every((p) => p.price.ht >= 1000 && p.price.ht <= 2000)).toBe(true);
    const red = await list({ caracteristics: JSON.stringify({ color: ['RAL 3009'], brand: ['Metaliso'] }), perPage: 100 });
    expect(red.total).toBeGreaterThan(3);
    expect(red.items.every((p) => p.color?.ral === 'RAL 3009' && p.brand === 'Metaliso')).toBe(true);
    const long = await list({ caracteristics: JSON.stringify({ length: [12] }), perPage: 100 });
    expect(long.items.every((p) => p.length === 12)).toBe(true);
    const tagged = await list({ caracteristics: JSON.stringify({ tags: ['nf-afcab'] }), perPage: 100 });
    expect(tagged.items.every((p) => p.tags.includes('nf-afcab'))).toBe(true);
    const asc = await list({ orderBy: 'price_asc', perPage: 50 });
    expect(asc.items.map((p) => p.price.ht)).toEqual([...asc.items.map((p) => p.price.ht)].sort((a, b) => a - b));
    const desc = await list({ orderBy: 'price_desc', perPage: 50 });
    expect(desc.items[0].price.ht).toBeGreaterThanOrEqual(desc.items[49].price.ht);
    const names = (await list({ orderBy: 'name_asc', perPage: 30 })).items.map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr', { sensitivity: 'base' })));
  });

  it('answers 400 naming the parameter for malformed filters, never 500', async () => {
    const cases: [Record<string, string | number>, string][] = [
      [{ price: '{min:1' }, 'price'],
      [{ price: JSON.stringify({ min: 'cheap' }) }, 'price'],
      [{ caracteristics: '[1,2' }, 'caracteristics'],
      [{ caracteristics: JSON.stringify({ weight: [1] }) }, 'caracteristics'],
      [{ categories: 'abc' }, 'categories'],
      [{ orderBy: 'random' }, 'orderBy'],
      [{ page: 0 }, 'page'],
      [{ page: 'x' }, 'page'],
      [{ perPage: 1000 }, 'perPage'],
      [{ text: 'x'.repeat(300) }, 'text'],
    ];
    for (const [query, name] of cases) {
      const res = failure(await api.get('/product', query), 400);
      expect(res.message).toContain(name);
    }
  });
});

describe('GET /product/{id}', () => {
  it('gives one product by id or slug with its description and category chain', async () => {
    const card = (await list({ text: 'HA12-12' })).items[0];
    const byId = data(await api.get(`/product/${card.id}`), product);
    const bySlug = data(await api.get(`/product/${card.slug}`), product);
    expect(bySlug.id).toBe(byId.id);
    expect(byId.description).toContain('<');
    expect(byId.categories.map((c) => c.name)).toEqual(['Acier pour béton armé', 'Barres à haute adhérence', 'Barres droites']);
    expect(byId.customer).toBeUndefined();
    failure(await api.get('/product/999999'), 404);
    failure(await api.get('/product/Pas_Un_Slug'), 400);
  });

  it('adds the customer’s price and cart quantity with a token', async () => {
    const s = data(await api.post('/customer/login', { login: PRO.email, password: PRO.password }), session);
    const card = (await list({ text: 'HA12-12' })).items[0];
    await api.request('POST', '/cart/update', { body: { elements: [{ element_id: card.id, quantity: 7 }] }, token: s.token });
    const p = data(await api.get(`/product/${card.id}`, {}, s.token), product);
    expect(p.customer).toEqual({ discount_rate: 5, price_ht: Math.round((card.price.ht * 95) / 100), quantity_in_cart: 7 });
    expect(failure(await api.get(`/product/${card.id}`, {}, 'garbage'), 500).code).toBe('invalid_token');
  });
});

describe('prices of a listing, export and facets', () => {
  it('gives the live prices of many products in one call', async () => {
    const items = (await list({ perPage: 24 }, 2)).items;
    const prices = data(await api.request('GET', '/product/prices', { query: { ids: items.map((p) => p.id).join(',') }, plan: 2 }), priceList);
    expect(prices).toHaveLength(24);
    for (const p of prices) expect(p.price.ht).toBe(items.find((i) => i.id === p.id)!.price.ht);
    failure(await api.get('/product/prices'), 400);
  });

  it('exports every product with its description for the build', async () => {
    const all = data(await api.get('/product/export'), productExport);
    expect(all.items).toHaveLength(all.total);
    expect(all.total).toBe((await list({})).total);
  });

  it('gives facets for the same filters, each facet counted without its own filter', async () => {
    const roofing = flatten(data(await api.get('/category', { depth: 3 }), z.array(category))).find((c) => c.code === 'couverture-bardage')!;
    const f = data(await api.get('/filters-products', { categories: roofing.id }), facets);
    expect(f.total).toBe(roofing.product_count);
    expect(f.brand.map((b) => b.value)).toContain('Metaliso');
    const ral = f.color.find((c) => c.value === 'RAL 7016')!;
    expect(ral.label).toBe('RAL 7016 Gris anthracite');
    expect(f.price.min).toBeLessThanOrEqual(f.price.max);
    const withColor = data(await api.get('/filters-products', { categories: roofing.id, caracteristics: JSON.stringify({ color: ['RAL 7016'] }) }), facets);
    expect(withColor.total).toBe(ral.count);
    // the colour facet still lists the other colours (disjunctive), the brand facet narrows
    expect(withColor.color.length).toBe(f.color.length);
    expect(withColor.brand.reduce((s, b) => s + b.count, 0)).toBe(ral.count);
    expect(f.width.every((w) => /m$/.test(w.label))).toBe(true);
    failure(await api.get('/filters-products', { price: 'nope' }), 400);
    const some = data(await api.get('/filters-products', { categories: roofing.id, caracteristics_select: 'brand,color' }), facets);
    expect(some.brand.length).toBeGreaterThan(0);
    expect(some.width).toEqual([]);
    expect(failure(await api.get('/filters-products', { caracteristics_select: 'weight' }), 400).message).toContain('caracteristics_select');
  });
});
