import { z } from 'zod/mini';
import { category, facets, priceList, product, productExport, productList, session, type Category } from '@trefima/domain/contract';
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
    // one unit of sale: the price itself
    const tree = flatten(data(await api.get('/category', { depth: 3 }), z.array(category)));
    const panels = { categories: tree.find((c) => c.code === 'treillis-st')!.id, perPage: 50 };
    const asc = await list({ ...panels, orderBy: 'price_asc' });
    expect(new Set(asc.items.map((p) => p.unit))).toEqual(new Set(['panneau']));
    expect(asc.price_basis).toBe('unit');
    expect(asc.items.map((p) => p.price.ht)).toEqual([...asc.items.map((p) => p.price.ht)].sort((a, b) => a - b));
    const desc = await list({ ...panels, orderBy: 'price_desc' });
    expect(desc.items.map((p) => p.price.ht)).toEqual([...desc.items.map((p) => p.price.ht)].sort((a, b) => b - a));
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
      // a NUL cut FTS5's phrase (a 500) and made LIKE match every row
      [{ text: '\u0000fer' }, 'text'],
      [{ text: 'fer\u0000' }, 'text'],
      [{ text: '\u0000' }, 'text'],
    ];
    for (const [query, name] of cases) {
      const res = failure(await api.get('/product', query), 400);
      expect(res.message).toContain(name);
    }
    for (const [path, query] of [
      ['/filters-products', { text: '\u0000fer' }],
      ['/search', { text: '\u0000fer' }],
      ['/search', { type: 'Full', text: 'ha\u001212' }],
    ] as const) {
      expect(failure(await api.get(path, query), 400).message).toMatch(/^Le paramètre « text » contient un caractère invisible/);
    }
  });
});

describe('sorting by price', () => {
  const perKg = (p: { price: { ht: number }; weight: number | null }) => (p.weight ? p.price.ht / p.weight : Infinity);
  const idOf = async (code: string) => flatten(data(await api.get('/category', { depth: 3 }), z.array(category))).find((c) => c.code === code)!.id;

  it('sorts a listing of bars and bundles by the tonne by the price per kg, and says so', async () => {
    const rebar = { categories: await idOf('barres-ha'), perPage: 100 };
    const asc = await list({ ...rebar, orderBy: 'price_asc' });
    expect(new Set(asc.items.map((p) => p.unit))).toEqual(new Set(['barre', 'tonne', 'rouleau', 'pièce']));
    expect(asc.price_basis).toBe('kg');
    const ascKg = asc.items.map(perKg);
    expect(ascKg).toEqual([...ascKg].sort((a, b) => a - b));
    // a bundle by the tonne is dearer than a 6 m bar by the piece, cheaper by the kilo: it no longer comes last
    const bundle = asc.items.findIndex((p) => p.reference === 'BT-HA10');
    expect(bundle).toBeLessThan(asc.items.findIndex((p) => p.reference === 'HA10-6'));
    const desc = await list({ ...rebar, orderBy: 'price_desc' });
    expect(desc.price_basis).toBe('kg');
    const descKg = desc.items.map(perKg);
    expect(descKg).toEqual([...descKg].sort((a, b) => b - a));
    // the other orders say nothing of a basis
    expect((await list({ ...rebar, orderBy: 'name_asc' })).price_basis).toBeUndefined();
  });

  it('puts what has no mass last either way (a flat fee), and pages without gaps', async () => {
    const cutting = { categories: await idOf('coupe-longueur'), perPage: 100 };
    for (const orderBy of ['price_asc', 'price_desc']) {
      const all = await list({ ...cutting, orderBy });
      expect(all.price_basis).toBe('kg');
      expect(all.items.at(-1)!.weight).toBeNull();
      const pages = [...(await list({ ...cutting, orderBy, perPage: 2 })).items, ...(await list({ ...cutting, orderBy, perPage: 2, page: 2 })).items];
      expect(pages.map((p) => p.id)).toEqual(all.items.slice(0, 4).map((p) => p.id));
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

describe('search that understands the trade', () => {
  const names = async (text: string, query: Record<string, string | number> = {}) => (await list({ text, perPage: 100, ...query })).items.map((p) => p.name);
  const total = async (text: string) => (await list({ text })).total;

  it('finds the HA bars for “fer à béton”, the everyday name of rebar, and for its other names', async () => {
    const rebar = await list({ text: 'fer à béton', perPage: 100 });
    // 18 straight bars, 8 bundles and 3 coils
    expect(rebar.total).toBe(29);
    expect(rebar.items.every((p) => /^(Barre|Botte|Couronne) HA Ø/.test(p.name))).toBe(true);
    expect(rebar.items[0].name).toMatch(/^Barre HA/);
    expect(rebar.items.map((p) => p.slug)).toContain('barre-ha-o12-12-m');
    for (const text of ['fer a beton', 'FER À BÉTON', 'fers à béton', 'rond à béton', 'acier HA', 'haute adhérence'])
      expect([text, await total(text)]).toEqual([text, 29]);
    // every word still has to match
    const twelve = await names('fer à béton 12');
    expect(twelve.length).toBeGreaterThan(0);
    expect(twelve.every((n) => /12/.test(n))).toBe(true);
  });

  it('tolerates a typo: “treilis” finds the welded mesh, “closoir mouse” the foam closures', async () => {
    const exact = await list({ text: 'treillis', perPage: 100 });
    const typo = await list({ text: 'treilis', perPage: 100 });
    expect(typo.total).toBe(exact.total);
    expect(typo.total).toBeGreaterThan(20);
    expect(typo.items.map((p) => p.id)).toEqual(exact.items.map((p) => p.id));
    expect(await names('treilis soude st25')).toEqual(await names('treillis soude st25'));
    const foam = await names('closoir mouse');
    expect(foam.length).toBeGreaterThan(3);
    expect(foam.every((n) => n.startsWith('Closoir mousse'))).toBe(true);
    expect(await names('faitiaire')).toEqual(await names('faitiere'));
    // nothing near: still nothing
    expect(await total('zzzzqqq')).toBe(0);
    expect(await total('introuvable')).toBe(0);
  });

  it('finds the metal sheets whatever their name: tôle, bac acier, tôle ondulée', async () => {
    const sheets = await names('tole');
    expect(sheets).toEqual(expect.arrayContaining(['Bac acier T40 prélaqué RAL 7016 – 0,63 mm', 'Tôle ondulée 76/18 prélaquée RAL 9010 – 0,50 mm']));
    expect(await names('tôles')).toEqual(sheets);
    // the names that start with the term first, then the other names with the word, then what a synonym found
    expect(sheets[0]).toMatch(/^Tôle ondulée/);
    const literal = sheets.map((n) => /t[ôo]les?/i.test(n));
    expect(literal.indexOf(false)).toBe(literal.lastIndexOf(true) + 1);
    expect(sheets.slice(literal.indexOf(false)).every((n) => n.startsWith('Bac acier'))).toBe(true);
    const bacs = await names('bac acier');
    expect(bacs).toContain('Tôle ondulée 76/18 aluzinc – 0,63 mm');
    expect(bacs[0]).toMatch(/^Bac acier/);
  });

  it('knows the other names a builder types', async () => {
    const mesh = await total('treillis');
    expect(await total('panneau soudé')).toBe(mesh);
    expect(await total('grillage soudé')).toBe(mesh);
    expect((await names('panneau soudé')).every((n) => n.startsWith('Treillis'))).toBe(true);
    const ridges = await names('faîtière');
    expect(await names('chapeau')).toEqual(ridges);
    expect(ridges.every((n) => n.startsWith('Faîtière'))).toBe(true);
    expect(await total('cage')).toBe(await total('armature'));
    const wire = await names('fil à ligaturer');
    expect(wire[0]).toMatch(/^Fil recuit/);
    expect(wire).toContain('Bobines de fil pour ligatureuse – boîte de 50');
    expect((await names('tôle transparente')).every((n) => n.startsWith('Plaque éclairante'))).toBe(true);
    expect((await names('vis tek')).every((n) => n.startsWith('Vis') && n.includes('autoperceuse'))).toBe(true);
    expect(await total('galva')).toBe(await total('aluzinc'));
  });

  it('finds products the catalogue sells for every synonym of the seed', async () => {
    const terms = api.db.prepare('SELECT DISTINCT term FROM search_synonym').pluck().all() as string[];
    expect(terms.length).toBeGreaterThan(20);
    for (const term of terms) expect([term, (await total(term)) > 0]).toEqual([term, true]);
  });

  it('ranks the products whose reference is the typed designation first: “HA10” gives the Ø10 bars before the stiffeners that hold them', async () => {
    const references = async (text: string) => (await list({ text, perPage: 100 })).items.map((p) => p.reference);
    for (const [text, designation] of [
      ['HA10', 'HA10'],
      ['ha12', 'HA12'],
      ['HA 10', 'HA10'],
      ['ha Ø12', 'HA12'],
      ['st25', 'ST25'],
    ]) {
      const found = await references(text);
      const own = found.map((r) => r.split('-').includes(designation));
      expect([text, own[0]]).toEqual([text, true]);
      // every product of that designation, then the others
      expect([text, own.indexOf(false)]).toEqual([text, own.lastIndexOf(true) + 1]);
    }
    // the others are still found: stiffeners and ring beams made of HA10
    expect(await references('HA10')).toEqual(expect.arrayContaining(['RAID-4HA10-10-300', 'CHAI-4HA10-12-600']));
    // a reference typed whole comes first
    expect((await references('HA10-12'))[0]).toBe('HA10-12');
    expect((await references('raid-4ha10-12-300'))[0]).toBe('RAID-4HA10-12-300');
    // a number alone is no designation: “fer à béton 12” keeps the catalogue's order, the 6 m bars of Ø12 among them
    const twelve = await references('fer à béton 12');
    expect(twelve.slice(0, 3)).toEqual(['HA6-12', 'HA8-12', 'HA10-12']);
  });

  it('reads a length glued to its unit and a decimal point as the catalogue writes them: « 12m », « 0.63 »', async () => {
    const refs = async (text: string) => (await list({ text, perPage: 100 })).items.map((p) => p.reference);
    expect(await refs('HA12 12 m')).toContain('HA12-12');
    for (const text of ['HA12 12m', 'barre 12m']) expect([text, await refs(text)]).toEqual([text, expect.arrayContaining(['HA12-12'])]);
    expect(await refs('ha12 6m')).toContain('HA12-6');
    const comma = await refs('0,63');
    expect(comma.length).toBeGreaterThan(0);
    expect(await refs('0.63')).toEqual(comma);
  });

  it('ranks by relevance by default: names that start with the term, then the literal words, then the best matches', async () => {
    expect(await names('etrier')).toEqual(await names('etrier', { orderBy: 'relevance' }));
    const stirrups = await names('etrier');
    const starts = stirrups.map((n) => n.startsWith('Étrier'));
    expect(starts[0]).toBe(true);
    expect(starts.indexOf(false)).toBe(starts.lastIndexOf(true) + 1);
    // a word in the name before a word only in the category: the machine wire is in "Ronds lisses et fil"
    // between the smooth rounds and the ridges named "lisse", and comes after them all
    const smooth = await names('lisse');
    expect(smooth.at(-1)).toBe('Fil machine Ø6,5 – couronne de 50 kg');
    expect(smooth).toContain('Faîtière lisse pour tôle ondulée 76/18 aluzinc – 2 m');
    // another order leaves relevance aside
    const byName = await names('tole', { orderBy: 'name_asc' });
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, 'fr', { sensitivity: 'base' })));
    expect(byName.length).toBe((await names('tole')).length);
  });
});

describe('the search index follows the product table', () => {
  let own: TestApi;
  beforeAll(async () => {
    own = await testApi();
  });
  afterAll(() => own.close());
  const search = async (text: string) => data(await own.get('/product', { text, perPage: 100 }), productList).items.map((p) => p.id);

  it('finds a product renamed through the back office by its new name, and not by its old one', async () => {
    const id = own.db.prepare("SELECT id FROM product WHERE reference = 'HA14-12'").pluck().get() as number;
    expect(await search('barre ha ø14 – 12 m')).toContain(id);
    const res = await own.request('PATCH', `/admin/product/${id}`, {
      body: { name: 'Rond crénelé Ø14 – 12 m' },
      headers: { authorization: 'Bearer test-admin-token' },
    });
    expect(res.statusCode).toBe(200);
    expect(await search('crénelé')).toEqual([id]);
    expect(await search('HA14-12')).toContain(id);
    // the typo dictionary follows too
    expect(await search('cernele')).toEqual([id]);
    // renamed again, the word of its former name no longer finds it (its category and tags, unchanged, still do)
    const again = await own.request('PATCH', `/admin/product/${id}`, {
      body: { name: 'Rond lisse Ø14 – 12 m' },
      headers: { authorization: 'Bearer test-admin-token' },
    });
    expect(again.statusCode).toBe(200);
    expect(await search('crénelé')).not.toContain(id);
    expect(await search('lisse')).toContain(id);
  });

  it('keeps finding a product renamed through the back office by its brand, category, colour and tags', async () => {
    const id = own.db.prepare("SELECT id FROM product WHERE reference = 'BAC-T40-7016-063'").pluck().get() as number;
    const queries = ['metaliso bac', 'bacs nervures', 'ral 7016 bac', 'promotion bac'];
    for (const q of queries) expect([q, (await search(q)).includes(id)]).toEqual([q, true]);
    const res = await own.request('PATCH', `/admin/product/${id}`, {
      body: { name: 'Bac acier T40 prélaqué gris anthracite – 0,63 mm' },
      headers: { authorization: 'Bearer test-admin-token' },
    });
    expect(res.statusCode).toBe(200);
    for (const q of queries) expect([q, (await search(q)).includes(id)]).toEqual([q, true]);
  });

  it('neither counts nor leaves a hole for a product the territory does not sell, and its facets agree', async () => {
    const id = own.db.prepare("SELECT id FROM product WHERE reference = 'HA16-12'").pluck().get() as number;
    // taken off sale in Guyane (the back office's state of a product not sold there)
    own.db.prepare('DELETE FROM product_price WHERE product_id = ? AND sales_plan_id = 3').run(id);
    const guyane = async (query: Record<string, string | number>) => data(await own.request('GET', '/product', { query, plan: 3 }), productList);
    const all = await guyane({ text: 'HA16', perPage: 100 });
    expect(all.items.map((p) => p.id)).not.toContain(id);
    expect(all.total).toBe(all.items.length);
    expect(data(await own.request('GET', '/filters-products', { query: { text: 'HA16' }, plan: 3 }), facets).total).toBe(all.total);
    for (let page = 1; page <= all.total; page++) expect([page, (await guyane({ text: 'HA16', perPage: 1, page })).items.length]).toEqual([page, 1]);
    // sold in Martinique, found there
    expect((await search('HA16')).includes(id)).toBe(true);
  });

  it('answers a synonym added after the same query was answered', async () => {
    expect(await search('bidule')).toEqual([]);
    own.db.prepare("INSERT INTO search_synonym (term, expansion, position) VALUES ('bidule', 'closoir', 0)").run();
    const found = await search('bidule');
    expect(found.length).toBeGreaterThan(5);
    expect(found).toEqual(await search('closoir'));
  });
});
