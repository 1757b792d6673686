import { artisanFilter, artisanList, configurator, product, type Artisan, type Configurator } from '@trefima/domain/contract';
import { data, failure, testApi, type TestApi } from '../testing';

let api: TestApi;
beforeAll(async () => {
  api = await testApi();
});
afterAll(() => api.close());

const list = async (query: Record<string, string | number> = {}) => data(await api.get('/artisan', query), artisanList);

/** Every artisan matching a query, page after page. */
async function all(query: Record<string, string | number> = {}): Promise<Artisan[]> {
  const out: Artisan[] = [];
  for (let page = 1; ; page++) {
    const r = await list({ ...query, page, perPage: 10 });
    out.push(...r.items);
    if (r.items.length < 10 || out.length >= r.total) return out;
  }
}

describe('GET /artisan/client|type|superficie', () => {
  it('lists the values of each filter in display order', async () => {
    const clients = data(await api.get('/artisan/client'), artisanFilter);
    expect(clients.map((c) => c.slug)).toEqual(['particulier', 'professionnel', 'collectivite', 'bailleur-social']);
    expect(clients[0].label).toBe('Particuliers');
    const types = data(await api.get('/artisan/type'), artisanFilter);
    expect(types).toHaveLength(9);
    expect(types[0]).toEqual({ slug: 'construction-neuve', label: 'Construction neuve' });
    expect(types.map((t) => t.slug)).toContain('renforcement-paracyclonique');
    const sizes = data(await api.get('/artisan/superficie'), artisanFilter);
    expect(sizes.map((s) => s.label)).toEqual(['Moins de 50 m²', 'De 50 à 150 m²', 'De 150 à 500 m²', 'Plus de 500 m²']);
  });

  it('answers 404 to an unknown filter', async () => {
    failure(await api.get('/artisan/metier'), 404);
  });
});

describe('GET /artisan', () => {
  it('lists every craftsman, sorted by department then name, with their filter values', async () => {
    const r = await list({ perPage: 100 });
    expect(r.total).toBe(25);
    expect(r.items).toHaveLength(25);
    const cmp = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
    const sorted = [...r.items].sort((a, b) => cmp(a.department, b.department) || cmp(a.name, b.name));
    expect(r.items.map((a) => a.id)).toEqual(sorted.map((a) => a.id));
    expect(new Set(r.items.map((a) => a.department))).toEqual(new Set(['971', '972', '973']));
    for (const a of r.items) {
      expect(a.zipcode).toMatch(/^\d{5}$/);
      expect(a.zipcode.startsWith(a.department)).toBe(true);
      expect(a.email).toMatch(/@/);
      expect(a.clients.length + a.types.length + a.superficies.length).toBeGreaterThan(0);
    }
    const tc = r.items.find((a) => a.name === 'Toitures Caraïbes')!;
    expect(tc).toMatchObject({ trade: 'Couvreur', zipcode: '97232', city: 'Le Lamentin', department: '972', phone: '0596 51 23 45' });
    expect(tc.clients).toEqual([
      { slug: 'particulier', label: 'Particuliers' },
      { slug: 'professionnel', label: 'Professionnels' },
    ]);
    expect(tc.types.map((t) => t.slug)).toEqual(['renovation-toiture', 'charpente-couverture', 'renforcement-paracyclonique']);
    expect(tc.superficies.map((t) => t.slug)).toEqual(['moins-de-50-m2', '50-a-150-m2']);
  });

  it('pages with 20 by default, and the pages add up to the whole list', async () => {
    const first = await list();
    expect(first.items).toHaveLength(20);
    expect(first.total).toBe(25);
    const second = await list({ page: 2 });
    expect(second.items).toHaveLength(5);
    expect(second.total).toBe(25);
    const whole = await list({ perPage: 100 });
    expect([...first.items, ...second.items].map((a) => a.id)).toEqual(whole.items.map((a) => a.id));
    const beyond = await list({ page: 9 });
    expect(beyond).toEqual({ items: [], total: 25 });
    const small = await list({ page: 3, perPage: 4 });
    expect(small.items.map((a) => a.id)).toEqual(whole.items.slice(8, 12).map((a) => a.id));
  });

  it('refuses bad paging', async () => {
    const bad: Record<string, string | number>[] = [{ page: 0 }, { page: 'abc' }, { perPage: 0 }, { perPage: 101 }, { page: -1 }];
    for (const q of bad) {
      expect(failure(await api.get('/artisan', q), 400).code).toBe('INVALID_PARAMETER');
    }
  });

  it('filters by department', async () => {
    const everyone = await all();
    for (const department of ['971', '972', '973']) {
      const r = await all({ department });
      expect(r.length).toBeGreaterThan(0);
      expect(r.every((a) => a.department === department && a.zipcode.startsWith(department))).toBe(true);
      expect(r.length).toBe(everyone.filter((a) => a.department === department).length);
    }
    expect((await list({ department: '972' })).total).toBe(10);
  });

  it('answers 400 naming department when it is not 971, 972 or 973', async () => {
    for (const department of ['974', '97', 'abc', '9722', '075']) {
      const err = failure(await api.get('/artisan', { department }), 400);
      expect(err.code).toBe('INVALID_PARAMETER');
      expect(err.message).toContain('department');
    }
  });

  it('filters by zip code prefix', async () => {
    const lamentin = await list({ zipcode: '97232' });
    expect(lamentin.total).toBe(1);
    expect(lamentin.items[0].name).toBe('Toitures Caraïbes');
    const r = await all({ zipcode: '9735' });
    expect(r.map((a) => a.zipcode).sort()).toEqual(['97351', '97354', '97355']);
    expect((await list({ zipcode: '97' })).total).toBe(25);
    expect(await list({ zipcode: '97999' })).toEqual({ items: [], total: 0 });
    for (const zipcode of ['97a', '972321', '-1']) {
      expect(failure(await api.get('/artisan', { zipcode }), 400).message).toContain('zipcode');
    }
  });

  it('filters by client, type and superficie, every item carrying the value', async () => {
    const everyone = await all();
    const facets = {
      client: data(await api.get('/artisan/client'), artisanFilter),
      type: data(await api.get('/artisan/type'), artisanFilter),
      superficie: data(await api.get('/artisan/superficie'), artisanFilter),
    };
    const field = { client: 'clients', type: 'types', superficie: 'superficies' } as const;
    let nonEmpty = 0;
    for (const facet of ['client', 'type', 'superficie'] as const) {
      for (const { slug } of facets[facet]) {
        const r = await all({ [facet]: slug });
        const expected = everyone.filter((a) => a[field[facet]].some((t) => t.slug === slug)).map((a) => a.id);
        expect({ facet, slug, ids: r.map((a) => a.id) }).toEqual({ facet, slug, ids: expected });
        for (const a of r) expect(a[field[facet]].map((t) => t.slug)).toContain(slug);
        if (r.length) nonEmpty++;
      }
    }
    expect(nonEmpty).toBeGreaterThan(10);
  });

  it('combines the filters', async () => {
    const r = await all({ client: 'particulier', type: 'renovation-toiture', department: '972' });
    expect(r.length).toBeGreaterThan(0);
    for (const a of r) {
      expect(a.department).toBe('972');
      expect(a.clients.map((t) => t.slug)).toContain('particulier');
      expect(a.types.map((t) => t.slug)).toContain('renovation-toiture');
    }
    expect(r.map((a) => a.name)).toContain('Toitures Caraïbes');
    const none = await list({ client: 'particulier', zipcode: '97232', superficie: 'plus-de-500-m2' });
    expect(none).toEqual({ items: [], total: 0 });
  });

  it('gives an empty list for an unknown filter value, and takes it literally', async () => {
    expect(await list({ client: 'inconnu' })).toEqual({ items: [], total: 0 });
    expect(await list({ type: "x' OR 1=1 --" })).toEqual({ items: [], total: 0 });
    expect(await list({ superficie: '%' })).toEqual({ items: [], total: 0 });
  });

  it('refuses a repeated or overlong filter with a 400', async () => {
    const res = await api.app.inject({ url: '/api/v1/artisan?site_id=1&sales_plan_id=1&client=particulier&client=professionnel' });
    expect(res.statusCode).not.toBe(500);
    expect(failure(res, 400).message).toContain('client');
    expect(failure(await api.get('/artisan', { type: 'x'.repeat(101) }), 400).message).toContain('type');
  });
});

describe('GET /configurateur', () => {
  let conf: Configurator;
  beforeAll(async () => {
    conf = data(await api.get('/configurateur'), configurator);
  });

  it('gives the three slope options and the default overhang', () => {
    expect(conf.slopes).toEqual([
      { value: 1, label: 'Un pan (appentis)' },
      { value: 2, label: 'Deux pans' },
      { value: 4, label: 'Quatre pans' },
    ]);
    expect(conf.overhang).toBe(0.1);
  });

  it('gives the four roofing profiles with a sensible geometry', () => {
    expect(conf.profiles.map((p) => p.code)).toEqual(['bac-t40', 'bac-t35', 'ondulee-76-18', 'tuile-acier']);
    for (const p of conf.profiles) {
      expect(p.useful_width).toBeGreaterThan(0);
      expect(p.useful_width).toBeLessThan(p.total_width);
      expect(p.min_length).toBeGreaterThan(0);
      expect(p.min_length).toBeLessThan(p.max_length);
      expect(p.end_lap).toBeGreaterThanOrEqual(0);
      expect(p.min_pitch_percent).toBeGreaterThan(0);
      expect(p.screws_per_m2).toBeGreaterThan(0);
      expect(p.screws_per_box).toBeGreaterThan(0);
      expect(p.ridge_useful_length).toBeGreaterThan(0);
      expect(p.closure_useful_length).toBeGreaterThan(0);
      expect(p.flashing_useful_length).toBeGreaterThan(0);
      expect(p).not.toHaveProperty('screw_reference');
    }
    expect(conf.profiles[0]).toMatchObject({ name: 'Bac acier T40', useful_width: 1, total_width: 1.06, max_length: 12 });
  });

  it('gives each profile its colours, one sheet per colour, each a cut-to-length product of that profile', async () => {
    for (const p of conf.profiles) {
      expect(p.colors.length).toBeGreaterThan(0);
      expect(new Set(p.colors.map((c) => c.color.hex)).size).toBe(p.colors.length);
      for (const c of p.colors) {
        expect(c.color.hex).toMatch(/^#?[0-9a-f]{6}$/i);
        const sheet = data(await api.get(`/product/${c.sheet_product_id}`), product);
        expect(sheet.cut_to_length).not.toBeNull();
        expect(sheet.cut_to_length!.min_length).toBeLessThan(sheet.cut_to_length!.max_length);
        expect(sheet.profile).toBe(p.code);
        expect(sheet.color).toEqual(c.color);
      }
    }
  });

  it('points ridge, flashing, closure and screw to real products of the right kind', async () => {
    const screws: Record<string, string> = {
      'bac-t40': 'VIS-6380-100',
      'bac-t35': 'VIS-6380-100',
      'ondulee-76-18': 'VIS-63130-100',
      'tuile-acier': 'VIS-6325-250',
    };
    let ridges = 0;
    let flashings = 0;
    for (const p of conf.profiles) {
      for (const c of p.colors) {
        for (const [id, slug] of [
          [c.ridge_product_id, 'faitieres'],
          [c.flashing_product_id, 'bavettes-et-solins'],
        ] as const) {
          if (id === null) continue;
          const acc = data(await api.get(`/product/${id}`), product);
          expect(acc.profile).toBe(p.code);
          expect(acc.color?.hex).toBe(c.color.hex);
          expect(acc.categories.map((k) => k.slug)).toContain(slug);
          expect(acc.cut_to_length).toBeNull();
          if (slug === 'faitieres') ridges++;
          else flashings++;
        }
      }
      expect(p.closure_product_id).not.toBeNull();
      const closure = data(await api.get(`/product/${p.closure_product_id}`), product);
      expect(closure.profile).toBe(p.code);
      expect(closure.categories.map((k) => k.slug)).toContain('closoirs');
      expect(p.screw_product_id).not.toBeNull();
      const screw = data(await api.get(`/product/${p.screw_product_id}`), product);
      expect(screw.reference).toBe(screws[p.code]);
      expect(screw.name).toContain(String(p.screws_per_box));
    }
    expect(ridges).toBe(conf.profiles.reduce((n, p) => n + p.colors.length, 0));
    expect(flashings).toBeGreaterThan(0);
    expect(conf.profiles.find((p) => p.code === 'bac-t40')!.colors.some((c) => c.ridge_product_id !== null)).toBe(true);
  });

  it('gives each colour its sheet’s thickness, and the stitching screws and saddles by reference, without the references', async () => {
    const refs: Record<string, [string, string | null]> = {
      'bac-t40': ['VIS-COUT-4820-250', null],
      'bac-t35': ['VIS-COUT-4820-250', null],
      'ondulee-76-18': ['VIS-COUT-4820-250', 'CAV-7618-100'],
      'tuile-acier': ['VIS-COUT-4820-250', null],
    };
    for (const p of conf.profiles) {
      expect(p).not.toHaveProperty('stitching_screw_reference');
      expect(p).not.toHaveProperty('saddle_reference');
      for (const c of p.colors) {
        const sheet = data(await api.get(`/product/${c.sheet_product_id}`), product);
        expect(c.thickness).toBe(sheet.thickness);
      }
      const [stitching, saddle] = refs[p.code];
      expect(data(await api.get(`/product/${p.stitching_screw_product_id}`), product).reference).toBe(stitching);
      if (saddle) expect(data(await api.get(`/product/${p.saddle_product_id}`), product).reference).toBe(saddle);
      else expect(p.saddle_product_id).toBeNull();
    }
    expect(conf.profiles.find((p) => p.code === 'bac-t35')!.colors.find((c) => c.color.label === 'Ivoire clair')!.thickness).toBe(0.5);
  });

  it('only points to products sold in each territory', async () => {
    for (const plan of [1, 2, 3]) {
      const c = data(await api.request('GET', '/configurateur', { plan }), configurator);
      const ids = c.profiles
        .flatMap((p) => [
          ...p.colors.flatMap((k) => [k.sheet_product_id, k.ridge_product_id, k.flashing_product_id]),
          p.closure_product_id,
          p.screw_product_id,
          p.stitching_screw_product_id,
          p.saddle_product_id,
        ])
        .filter((id): id is number => id !== null && id !== undefined);
      for (const id of new Set(ids)) {
        const res = await api.request('GET', `/product/${id}`, { plan });
        expect({ plan, id, status: res.statusCode }).toEqual({ plan, id, status: 200 });
      }
    }
  });
});
