import {
  career,
  careerFilters,
  careerList,
  category,
  gamme,
  gammeList,
  page,
  pageExport,
  pageCard,
  pageList,
  product,
  searchResults,
  sitemap,
  suggestions,
  urlEntity,
  urlResolution,
  type Category,
  type Crumb,
  type PageCard,
  type SitemapEntry,
} from '@trefima/domain/contract';
import { z } from 'zod/mini';
import { data, failure, testApi, type TestApi } from '../testing';

let api: TestApi;
beforeAll(async () => {
  api = await testApi();
});
afterAll(() => api.close());

const fullSearch = searchResults;

/** Lowercase, without accents, like the API's search does. */
const plain = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
const isSortedDesc = (values: (string | null)[]) => values.every((v, i) => i === 0 || (values[i - 1] ?? '') >= (v ?? ''));
const flatten = (entries: SitemapEntry[]): SitemapEntry[] => entries.flatMap((e) => [e, ...flatten(e.childs)]);
const LIST_CRUMBS: Record<'actualite' | 'conseil' | 'service', Crumb> = {
  actualite: { id: 0, name: 'Actualités', slug: 'actualites', name_route: 'list_actu' },
  conseil: { id: 0, name: 'Conseils', slug: 'conseils', name_route: 'list_conseils' },
  service: { id: 0, name: 'Services', slug: 'services', name_route: 'list_services' },
};

describe('GET /page', () => {
  it('lists the standard and range pages as cards, without their body', async () => {
    const res = await api.get('/page');
    const list = data(res, pageList);
    expect(list.total).toBe(18);
    expect(list.items).toHaveLength(18);
    expect(new Set(list.items.map((p) => p.subtype))).toEqual(new Set(['standard', 'range']));
    expect(list.items.map((p) => p.slug)).toEqual(
      expect.arrayContaining(['qui-sommes-nous', 'qui-sommes-nous/le-groupe-acoma', 'metaliso', 'mentions-legales']),
    );
    expect(list.items.some((p) => p.slug.startsWith('actualites/'))).toBe(false);
    const raw = res.json().data.items[0];
    expect(raw).not.toHaveProperty('body');
    expect(raw).not.toHaveProperty('parents');
    const acoma = list.items.find((p) => p.slug === 'qui-sommes-nous/le-groupe-acoma')!;
    expect(acoma.image).toMatch(/^https?:\/\/[^/]+\/media\/page\/le-groupe-acoma\.svg$/);
  });

  it('pages the list with consistent totals and no overlap', async () => {
    const all = data(await api.get('/page'), pageList).items.map((p) => p.slug);
    const seen: string[] = [];
    for (let n = 1; n <= 4; n++) {
      const chunk = data(await api.get('/page', { page: n, perPage: 5 }), pageList);
      expect(chunk.total).toBe(18);
      expect(chunk.items).toHaveLength(n < 4 ? 5 : 3);
      seen.push(...chunk.items.map((p) => p.slug));
    }
    expect(seen).toEqual(all);
    expect(data(await api.get('/page', { page: 5, perPage: 5 }), pageList)).toEqual({ items: [], total: 18 });
    expect(failure(await api.get('/page', { perPage: 0 }), 400).message).toContain('perPage');
    expect(failure(await api.get('/page', { perPage: 101 }), 400).message).toContain('perPage');
    expect(failure(await api.get('/page', { page: 0 }), 400).message).toContain('page');
    expect(failure(await api.get('/page', { page: 'deux' }), 400).message).toContain('page');
  });

  it('exports every page, article and service with its body and its parents', async () => {
    const exp = data(await api.get('/page/export'), pageExport);
    expect(exp.total).toBe(exp.items.length);
    const count = (s: string) => exp.items.filter((p) => p.subtype === s).length;
    expect(count('standard')).toBe(15);
    expect(count('range')).toBe(3);
    expect(count('actualite')).toBeGreaterThanOrEqual(20);
    expect(count('conseil')).toBeGreaterThanOrEqual(10);
    expect(count('service')).toBeGreaterThanOrEqual(8);
    expect(exp.total).toBe(count('standard') + count('range') + count('actualite') + count('conseil') + count('service'));
    expect(new Set(exp.items.map((p) => p.slug)).size).toBe(exp.total);
    for (const p of exp.items) {
      expect(p.body.length).toBeGreaterThan(50);
      expect(p.body).toMatch(/<(p|h2|ul)>/);
      expect(p.meta_title.length).toBeGreaterThan(0);
      // a meta title or description is never cut in the middle of a word or a sentence (found by an audit of the built site)
      expect([p.slug, p.title.startsWith(p.meta_title) && p.meta_title !== p.title]).toEqual([p.slug, false]);
      expect([p.slug, p.summary.startsWith(p.meta_description) && p.meta_description !== p.summary]).toEqual([p.slug, false]);
      if (p.subtype === 'actualite' || p.subtype === 'conseil' || p.subtype === 'service') {
        expect(p.parents).toEqual([LIST_CRUMBS[p.subtype]]);
        expect(p.published_at).toMatch(/^\d{4}-\d{2}-\d{2}/);
        expect(p.category).not.toBeNull();
      }
    }
    // the export agrees with the detail call
    const acoma = exp.items.find((p) => p.slug === 'qui-sommes-nous/le-groupe-acoma')!;
    expect(data(await api.get('/page/qui-sommes-nous/le-groupe-acoma'), page)).toEqual(acoma);
    const news = exp.items.filter((p) => p.subtype === 'actualite');
    expect(data(await api.get('/actualite', { perPage: 100 }), pageList).total).toBe(news.length);
  });

  it('gives a page whose slug has slashes, with its parent page as crumb', async () => {
    const root = data(await api.get('/page/qui-sommes-nous'), page);
    expect(root).toMatchObject({ title: 'Qui sommes-nous ?', subtype: 'standard', parents: [] });
    const p = data(await api.get('/page/qui-sommes-nous/le-groupe-acoma'), page);
    expect(p).toMatchObject({
      slug: 'qui-sommes-nous/le-groupe-acoma',
      title: 'Le groupe Acoma',
      subtype: 'standard',
      published_at: null,
      category: null,
      tags: [],
    });
    expect(p.parents).toEqual([{ id: root.id, name: 'Qui sommes-nous ?', slug: 'qui-sommes-nous', name_route: 'cms_page' }]);
    expect(p.body).toContain('<p>');
    expect(p.meta_description.length).toBeGreaterThan(0);
    expect(p.meta_description.length).toBeLessThanOrEqual(160);
  });

  it('gives the crumbs of a page two levels deep, root first', async () => {
    const deep = data(await api.get('/page/espace-particuliers/nos-partenaires-artisans/mise-en-relation-avec-des-professionnels'), page);
    expect(deep.parents.map((c) => [c.slug, c.name_route])).toEqual([
      ['espace-particuliers', 'cms_page'],
      ['espace-particuliers/nos-partenaires-artisans', 'cms_page'],
    ]);
    expect(deep.parents[1].name).toBe('Nos partenaires artisans');
  });

  it('gives a range page', async () => {
    const p = data(await api.get('/page/metaliso'), page);
    expect(p).toMatchObject({ slug: 'metaliso', subtype: 'range', parents: [], title: expect.stringContaining('Metaliso') });
    expect(p.image).toMatch(/\/media\/page\/metaliso\.svg$/);
  });

  it('answers a French 404 for an unknown page, and for an article asked as a page', async () => {
    expect(failure(await api.get('/page/page-inconnue'), 404)).toEqual({ code: 'NOT_FOUND', message: 'Cette page est introuvable.' });
    expect(failure(await api.get('/page/qui-sommes-nous/inconnue'), 404).code).toBe('NOT_FOUND');
    expect(failure(await api.get('/page/actualites/tarifs-2026'), 404).message).toBe('Cette page est introuvable.');
  });

  it('refuses a slug with uppercase letters, dots, spaces or empty segments', async () => {
    // (a bare '..' segment is collapsed by the URL parser before routing: '/page/qui-sommes-nous/..' is '/page/')
    for (const bad of [
      'Qui-Sommes-Nous',
      'qui-sommes-nous/..',
      '..%2Fmentions-legales',
      'qui-sommes-nous%2F..',
      'a..b',
      'qui%20sommes',
      'qui-sommes-nous//le-groupe-acoma',
      'qui-sommes-nous/',
      'metaliso.html',
      'a_b',
    ]) {
      const res = await api.get(`/page/${bad}`);
      expect(failure(res, 400)).toMatchObject({ code: 'INVALID_PARAMETER', message: expect.stringContaining('slug') });
    }
  });
});

describe.each([
  { kind: 'actualite' as const, prefix: 'actualites/', min: 20, tag: 'martinique', category: 'entreprise', foreignTag: 'treillis', sample: 'tarifs-2026' },
  { kind: 'conseil' as const, prefix: 'conseils/', min: 10, tag: 'corrosion', category: 'toiture', foreignTag: 'usine', sample: 'choisir-son-treillis-soude' },
  {
    kind: 'service' as const,
    prefix: 'services/',
    min: 8,
    tag: 'particuliers',
    category: 'logistique',
    foreignTag: 'martinique',
    sample: 'diagnostic-toiture',
  },
])('GET /$kind', ({ kind, prefix, min, tag, category, foreignTag, sample }) => {
  let all: PageCard[];
  beforeAll(async () => {
    all = data(await api.get(`/${kind}`, { perPage: 100 }), pageList).items;
  });

  it(`lists at least ${min} items of its kind, newest first, 12 by default`, async () => {
    expect(all.length).toBeGreaterThanOrEqual(min);
    expect(all.every((a) => a.subtype === kind && a.slug.startsWith(prefix))).toBe(true);
    expect(isSortedDesc(all.map((a) => a.published_at))).toBe(true);
    expect(all[0].published_at! > all[all.length - 1].published_at!).toBe(true);
    const first = data(await api.get(`/${kind}`), pageList);
    expect(first.total).toBe(all.length);
    expect(first.items).toHaveLength(Math.min(12, all.length));
    expect(first.items).toEqual(all.slice(0, first.items.length));
    expect(first.items[0].image).toMatch(new RegExp(`/media/article/${all[0].slug.slice(prefix.length)}\\.svg$`));
  });

  it('pages through the list without gaps nor duplicates', async () => {
    const seen: string[] = [];
    for (let n = 1; n <= Math.ceil(all.length / 3); n++) {
      const chunk = data(await api.get(`/${kind}`, { page: n, perPage: 3 }), pageList);
      expect(chunk.total).toBe(all.length);
      seen.push(...chunk.items.map((a) => a.slug));
    }
    expect(seen).toEqual(all.map((a) => a.slug));
    expect(data(await api.get(`/${kind}`, { page: 99, perPage: 3 }), pageList)).toEqual({ items: [], total: all.length });
    failure(await api.get(`/${kind}`, { perPage: 1000 }), 400);
  });

  it(`filters by tag (${tag}) and category (${category})`, async () => {
    const byTag = data(await api.get(`/${kind}`, { tag, perPage: 100 }), pageList);
    const expectedTag = all.filter((a) => a.tags.some((t) => t.slug === tag)).map((a) => a.slug);
    expect(byTag.total).toBeGreaterThan(0);
    expect(byTag.total).toBeLessThan(all.length);
    expect(byTag.total).toBe(expectedTag.length);
    expect(byTag.items.map((a) => a.slug)).toEqual(expectedTag);
    expect(byTag.items.every((a) => a.tags.some((t) => t.slug === tag))).toBe(true);

    const byCategory = data(await api.get(`/${kind}`, { category, perPage: 100 }), pageList);
    expect(byCategory.total).toBeGreaterThan(0);
    expect(byCategory.total).toBeLessThan(all.length);
    expect(byCategory.items.every((a) => a.category?.slug === category)).toBe(true);
    expect(byCategory.total).toBe(all.filter((a) => a.category?.slug === category).length);

    const both = data(await api.get(`/${kind}`, { tag, category, perPage: 100 }), pageList);
    expect(both.items.map((a) => a.slug)).toEqual(all.filter((a) => a.category?.slug === category && a.tags.some((t) => t.slug === tag)).map((a) => a.slug));

    const paged = data(await api.get(`/${kind}`, { tag, perPage: 1, page: 2 }), pageList);
    expect(paged.total).toBe(expectedTag.length);
    expect(paged.items.map((a) => a.slug)).toEqual(expectedTag.slice(1, 2));
  });

  it('gives nothing for an unknown tag or category, nor for a tag of another kind', async () => {
    expect(data(await api.get(`/${kind}`, { tag: 'tag-inconnu' }), pageList)).toEqual({ items: [], total: 0 });
    expect(data(await api.get(`/${kind}`, { category: 'categorie-inconnue' }), pageList)).toEqual({ items: [], total: 0 });
    expect(data(await api.get(`/${kind}`, { tag: foreignTag }), pageList).total).toBe(0);
    // a category slug is not a tag
    expect(data(await api.get(`/${kind}`, { tag: category }), pageList).total).toBe(0);
  });

  it('gives an article with or without its list prefix, under its list crumb', async () => {
    const short = data(await api.get(`/${kind}/${sample}`), page);
    const long = data(await api.get(`/${kind}/${prefix}${sample}`), page);
    expect(long).toEqual(short);
    expect(short).toMatchObject({ slug: `${prefix}${sample}`, subtype: kind, parents: [LIST_CRUMBS[kind]] });
    expect(short.body.length).toBeGreaterThan(100);
    expect(short.published_at).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect(short.category?.label.length).toBeGreaterThan(0);
    const card = all.find((a) => a.slug === short.slug)!;
    expect(pageCard.parse(short)).toEqual(card);
  });

  it('answers 404 for an unknown article or one of another kind, 400 for a bad slug', async () => {
    expect(failure(await api.get(`/${kind}/article-inconnu`), 404)).toEqual({ code: 'NOT_FOUND', message: 'Cet article est introuvable.' });
    const other = kind === 'actualite' ? 'conseils/choisir-son-treillis-soude' : 'actualites/tarifs-2026';
    failure(await api.get(`/${kind}/${other}`), 404);
    failure(await api.get(`/${kind}/metaliso`), 404);
    expect(failure(await api.get(`/${kind}/Tarifs-2026`), 400).message).toContain('slug');
    failure(await api.get(`/${kind}/${prefix}..`), 400);
  });
});

describe('the news detail', () => {
  it('has the news list crumb (list_actu)', async () => {
    const n = data(await api.get('/actualite/actualites/tarifs-2026'), page);
    expect(n.parents).toEqual([{ id: 0, name: 'Actualités', slug: 'actualites', name_route: 'list_actu' }]);
    expect(n.category).toEqual({ slug: 'entreprise', label: 'Vie de l’entreprise' });
    expect(n.tags.map((t) => t.slug)).toContain('tarifs');
  });
});

describe('GET /gamme', () => {
  it('lists the ranges with their categories resolved and their range page', async () => {
    const list = data(await api.get('/gamme'), gammeList);
    expect(list.total).toBe(7);
    expect(list.items.map((g) => g.slug)).toEqual([
      'gamme-armatures-standard-certifiees',
      'gamme-treillis-soudes',
      'gamme-barres-et-faconnage',
      'gamme-couverture-metaliso',
      'gamme-bardage-metaliso',
      'gamme-accessoires-couverture',
      'gamme-accessoires-beton-arme',
    ]);
    for (const g of list.items) {
      expect(g.categories.length).toBeGreaterThan(0);
      expect(g.image).toMatch(new RegExp(`/media/gamme/${g.slug}\\.svg$`));
      expect(g.body.length).toBeGreaterThan(0);
    }
    const couverture = list.items.find((g) => g.slug === 'gamme-couverture-metaliso')!;
    expect(couverture.categories.map((c) => c.slug)).toEqual(['bacs-acier', 'toles-ondulees', 'tuiles-acier']);
    expect(couverture.categories[1].name).toBe('Tôles ondulées');
    expect(couverture.page_slug).toBe('metaliso');
    expect(list.items.find((g) => g.slug === 'gamme-treillis-soudes')!.page_slug).toBe('treillis-soudes-trefima');
    expect(list.items.find((g) => g.slug === 'gamme-barres-et-faconnage')!.page_slug).toBeNull();
    // every linked page is a range page
    for (const slug of new Set(list.items.map((g) => g.page_slug).filter((s) => s !== null))) {
      expect(data(await api.get(`/page/${slug}`), page).subtype).toBe('range');
    }
    // every category id is the real one
    for (const c of list.items.flatMap((g) => g.categories)) {
      const r = data(await api.get('/url', { slug: c.slug, entity_type: 'category' }), urlResolution);
      expect(r.id).toBe(c.id);
    }
  });

  it('exports the same ranges', async () => {
    expect(data(await api.get('/gamme/export'), gammeList)).toEqual(data(await api.get('/gamme'), gammeList));
  });

  it('gives one range by slug, 404 when unknown, 400 when invalid', async () => {
    const g = data(await api.get('/gamme/gamme-treillis-soudes'), gamme);
    expect(g).toMatchObject({ slug: 'gamme-treillis-soudes', title: 'Treillis soudés', page_slug: 'treillis-soudes-trefima' });
    expect(g.categories).toEqual([{ id: expect.any(Number), name: 'Treillis soudés', slug: 'treillis-soudes' }]);
    expect(data(await api.get('/gamme/gamme-barres-et-faconnage'), gamme).categories.map((c) => c.slug)).toEqual([
      'barres-haute-adherence',
      'coupe-et-faconnage-sur-plan',
    ]);
    expect(failure(await api.get('/gamme/gamme-inconnue'), 404)).toEqual({ code: 'NOT_FOUND', message: 'Cette gamme est introuvable.' });
    expect(failure(await api.get('/gamme/Treillis'), 400).message).toContain('slug');
  });
});

describe('GET /carriere', () => {
  let all: z.infer<typeof career>[];
  beforeAll(async () => {
    all = data(await api.get('/carriere/export'), careerList).items;
  });

  it('exports at least 12 offers across several companies, profiles and locations', async () => {
    const exp = data(await api.get('/carriere/export'), careerList);
    expect(exp.total).toBe(exp.items.length);
    expect(all.length).toBeGreaterThanOrEqual(12);
    expect(new Set(all.map((k) => k.company.slug)).size).toBeGreaterThanOrEqual(2);
    expect(new Set(all.map((k) => k.profile.slug)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(all.map((k) => k.location.slug)).size).toBeGreaterThanOrEqual(3);
    expect(isSortedDesc(all.map((k) => k.published_at))).toBe(true);
    for (const k of all) {
      expect(k.slug).toMatch(/^carrieres\/[a-z0-9-]+$/);
      expect(k.body).toContain('<');
      expect(k.contract.length).toBeGreaterThan(0);
    }
  });

  it('lists 10 offers by default, newest first, and pages through them', async () => {
    const first = data(await api.get('/carriere'), careerList);
    expect(first.total).toBe(all.length);
    expect(first.items).toEqual(all.slice(0, 10));
    const seen: string[] = [];
    for (let n = 1; n <= Math.ceil(all.length / 4); n++) {
      const chunk = data(await api.get('/carriere', { page: n, perPage: 4 }), careerList);
      expect(chunk.total).toBe(all.length);
      seen.push(...chunk.items.map((k) => k.slug));
    }
    expect(seen).toEqual(all.map((k) => k.slug));
    expect(data(await api.get('/carriere', { page: 50 }), careerList)).toEqual({ items: [], total: all.length });
    failure(await api.get('/carriere', { perPage: -1 }), 400);
  });

  it.each(['company', 'profile', 'location'] as const)('filters by %s', async (facet) => {
    const values = [...new Set(all.map((k) => k[facet].slug))];
    for (const value of values) {
      const res = data(await api.get('/carriere', { [facet]: value, perPage: 100 }), careerList);
      const expected = all.filter((k) => k[facet].slug === value);
      expect(res.total).toBe(expected.length);
      expect(res.items.map((k) => k.slug)).toEqual(expected.map((k) => k.slug));
    }
    expect(data(await api.get('/carriere', { [facet]: 'inconnu' }), careerList)).toEqual({ items: [], total: 0 });
  });

  it('combines the filters and pages the filtered list', async () => {
    const res = data(await api.get('/carriere', { company: 'trefima', location: 'le-lamentin', perPage: 100 }), careerList);
    const expected = all.filter((k) => k.company.slug === 'trefima' && k.location.slug === 'le-lamentin');
    expect(expected.length).toBeGreaterThan(1);
    expect(res.items.map((k) => k.slug)).toEqual(expected.map((k) => k.slug));
    const second = data(await api.get('/carriere', { company: 'trefima', location: 'le-lamentin', perPage: 1, page: 2 }), careerList);
    expect(second.total).toBe(expected.length);
    expect(second.items.map((k) => k.slug)).toEqual([expected[1].slug]);
    // a company slug is not a location
    expect(data(await api.get('/carriere', { location: 'trefima' }), careerList).total).toBe(0);
  });

  it('gives the filter values in display order, each used by an offer', async () => {
    const f = data(await api.get('/carriere/filters'), careerFilters);
    expect(f.companies.map((c) => c.slug)).toEqual(['trefima', 'metaliso', 'groupe-acoma']);
    expect(f.companies[2].label).toBe('Groupe Acoma');
    expect(f.locations[0]).toEqual({ slug: 'le-lamentin', label: 'Le Lamentin (972)' });
    expect(f.locations.map((l) => l.slug)).toContain('remire-montjoly');
    expect(f.profiles.length).toBeGreaterThanOrEqual(5);
    for (const [list, facet] of [
      [f.companies, 'company'],
      [f.profiles, 'profile'],
      [f.locations, 'location'],
    ] as const) {
      const used = new Set(all.map((k) => k[facet].slug));
      expect(new Set(list.map((v) => v.slug))).toEqual(used);
      for (const v of list) expect(all.find((k) => k[facet].slug === v.slug)![facet].label).toBe(v.label);
    }
  });

  it('gives one offer with or without the carrieres/ prefix', async () => {
    const a = data(await api.get('/carriere/technico-commercial-guyane'), career);
    const b = data(await api.get('/carriere/carrieres/technico-commercial-guyane'), career);
    expect(a).toEqual(b);
    expect(a).toMatchObject({
      slug: 'carrieres/technico-commercial-guyane',
      company: { slug: 'trefima', label: 'Trefima' },
      profile: { slug: 'commercial', label: 'Commercial' },
      location: { slug: 'remire-montjoly', label: 'Rémire-Montjoly (973)' },
    });
    expect(a).toEqual(all.find((k) => k.slug === a.slug));
    expect(failure(await api.get('/carriere/offre-pourvue'), 404)).toEqual({ code: 'NOT_FOUND', message: 'Cette offre d’emploi est introuvable.' });
    expect(failure(await api.get('/carriere/Offre'), 400).message).toContain('slug');
  });
});

describe('GET /url', () => {
  const resolve = async (slug: string, query: Record<string, string> = {}) => data(await api.get('/url', { slug, ...query }), urlResolution);

  it('resolves a product, its parents being its category chain, root first', async () => {
    const r = await resolve('barre-ha-o12-6-m');
    expect(r).toMatchObject({ type: 'product', subtype: null, slug: 'barre-ha-o12-6-m' });
    expect(r.parents.map((c) => [c.slug, c.name_route])).toEqual([
      ['acier-pour-beton-arme', 'category'],
      ['barres-haute-adherence', 'category'],
      ['barres-droites', 'category'],
    ]);
    expect(r.parents[1].name).toBe('Barres à haute adhérence');
    const p = data(await api.get('/product/barre-ha-o12-6-m'), product);
    expect(r.id).toBe(p.id);
    expect(r.parents.map((c) => ({ id: c.id, name: c.name, slug: c.slug }))).toEqual(p.categories);
  });

  it('resolves categories, parents being their ancestors', async () => {
    const leaf = await resolve('barres-droites');
    expect(leaf).toMatchObject({ type: 'category', subtype: null });
    expect(leaf.parents.map((c) => c.slug)).toEqual(['acier-pour-beton-arme', 'barres-haute-adherence']);
    expect(leaf.parents.every((c) => c.name_route === 'category')).toBe(true);
    expect((await resolve('barres-haute-adherence')).parents.map((c) => c.slug)).toEqual(['acier-pour-beton-arme']);
    expect((await resolve('couverture-et-bardage')).parents).toEqual([]);
    expect((await resolve('barres-haute-adherence')).id).toBe(leaf.parents[1].id);
  });

  it('resolves CMS pages, range pages and news', async () => {
    const root = await resolve('qui-sommes-nous');
    expect(root).toMatchObject({ type: 'cms_page', subtype: 'standard', parents: [] });
    const acoma = await resolve('qui-sommes-nous/le-groupe-acoma');
    expect(acoma).toMatchObject({ type: 'cms_page', subtype: 'standard', slug: 'qui-sommes-nous/le-groupe-acoma' });
    expect(acoma.parents).toEqual([{ id: root.id, name: 'Qui sommes-nous ?', slug: 'qui-sommes-nous', name_route: 'cms_page' }]);
    expect(await resolve('metaliso')).toMatchObject({ type: 'cms_page', subtype: 'range', parents: [] });
    const news = await resolve('actualites/tarifs-2026');
    expect(news).toMatchObject({ type: 'cms_page', subtype: 'actualite', parents: [LIST_CRUMBS.actualite] });
    expect(news.id).toBe(data(await api.get('/actualite/tarifs-2026'), page).id);
    expect(await resolve('conseils/choisir-son-treillis-soude')).toMatchObject({ subtype: 'conseil', parents: [LIST_CRUMBS.conseil] });
    expect(await resolve('services/diagnostic-toiture')).toMatchObject({ subtype: 'service', parents: [LIST_CRUMBS.service] });
  });

  it('resolves a range and a career offer', async () => {
    const g = await resolve('gamme-couverture-metaliso');
    expect(g).toMatchObject({ type: 'gamme', subtype: null, id: data(await api.get('/gamme/gamme-couverture-metaliso'), gamme).id });
    expect(g.parents).toEqual([{ id: 0, name: 'Nos gammes', slug: 'nos-gammes', name_route: 'gammes' }]);
    const k = await resolve('carrieres/technico-commercial-guyane');
    expect(k).toMatchObject({ type: 'carriere', subtype: null, id: data(await api.get('/carriere/technico-commercial-guyane'), career).id });
    expect(k.parents).toEqual([{ id: 0, name: 'Carrières', slug: 'carrieres', name_route: 'list_carrieres' }]);
  });

  it('restricts the lookup to entity_type', async () => {
    expect((await resolve('barre-ha-o12-6-m', { entity_type: 'product' })).type).toBe('product');
    expect(failure(await api.get('/url', { slug: 'barre-ha-o12-6-m', entity_type: 'category' }), 404)).toEqual({
      code: 'NOT_FOUND',
      message: 'Cette adresse est introuvable.',
    });
    failure(await api.get('/url', { slug: 'metaliso', entity_type: 'gamme' }), 404);
    failure(await api.get('/url', { slug: 'barres-droites', entity_type: 'cms_page' }), 404);
    expect((await resolve('treillis-soudes')).type).toBe('category');
    failure(await api.get('/url', { slug: 'gamme-treillis-soudes', entity_type: 'category' }), 404);
    const g = await resolve('gamme-treillis-soudes', { entity_type: 'gamme' });
    expect(g.type).toBe('gamme');
    expect(g.id).toBe(data(await api.get('/gamme/gamme-treillis-soudes'), gamme).id);
    expect((await resolve('carrieres/technico-commercial-guyane', { entity_type: 'carriere' })).type).toBe('carriere');
  });

  it('answers 400 for a bad entity_type or slug, 404 for an unknown slug', async () => {
    expect(failure(await api.get('/url', { slug: 'metaliso', entity_type: 'page' }), 400)).toMatchObject({
      code: 'INVALID_PARAMETER',
      message: expect.stringContaining('entity_type'),
    });
    expect(failure(await api.get('/url', {}), 400).message).toContain('slug');
    expect(failure(await api.get('/url', { slug: 'Metaliso' }), 400).message).toContain('slug');
    expect(failure(await api.get('/url', { slug: '../etc/passwd' }), 400).message).toContain('slug');
    failure(await api.get('/url', { slug: 'nulle-part' }), 404);
    failure(await api.get('/url/entity', { slug: 'nulle-part' }), 404);
    failure(await api.get('/url/entity', { slug: 'metaliso', entity_type: 'autre' }), 400);
  });

  it('resolves every exported page, range and career to itself', async () => {
    for (const p of data(await api.get('/page/export'), pageExport).items) {
      expect(await resolve(p.slug, { entity_type: 'cms_page' })).toEqual({ type: 'cms_page', subtype: p.subtype, id: p.id, slug: p.slug, parents: p.parents });
    }
    for (const g of data(await api.get('/gamme'), gammeList).items) {
      expect((await resolve(g.slug, { entity_type: 'gamme' })).id).toBe(g.id);
    }
    for (const k of data(await api.get('/carriere/export'), careerList).items) {
      expect((await resolve(k.slug)).id).toBe(k.id);
    }
  });
});

describe('GET /url/entity', () => {
  const entity = async (slug: string, plan = 1, query: Record<string, string> = {}) =>
    data(await api.request('GET', '/url/entity', { query: { slug, ...query }, plan }), urlEntity);

  it('gives the product with the price of the request’s territory', async () => {
    const mtq = await entity('barre-ha-o12-6-m', 1);
    const gpe = await entity('barre-ha-o12-6-m', 2);
    expect(mtq).toMatchObject({ type: 'product', slug: 'barre-ha-o12-6-m' });
    const p1 = product.parse(mtq.entity);
    const p2 = product.parse(gpe.entity);
    expect(p1.id).toBe(mtq.id);
    expect(p1.name).toBe('Barre HA Ø12 – 6 m');
    expect(p1.price).toMatchObject({ sales_plan_id: 1, ht: 810 });
    expect(p2.price).toMatchObject({ sales_plan_id: 2, ht: 842 });
    expect(p1.categories.map((c) => c.slug)).toEqual(mtq.parents.map((c) => c.slug));
    // the same product as the catalogue's own detail
    expect(p2).toEqual(data(await api.request('GET', '/product/barre-ha-o12-6-m', { plan: 2 }), product));
  });

  it('answers 404 as the product’s own detail does for a product not sold in the request’s territory', async () => {
    const slug = 'barre-ha-o12-6-m';
    const id = api.db.prepare('SELECT id FROM product WHERE slug = ?').pluck().get(slug) as number;
    const price = api.db.prepare('SELECT * FROM product_price WHERE product_id = ? AND sales_plan_id = 3').get(id) as Record<string, unknown>;
    api.db.prepare('DELETE FROM product_price WHERE product_id = ? AND sales_plan_id = 3').run(id);
    try {
      const detail = failure(await api.request('GET', `/product/${slug}`, { plan: 3 }), 404);
      expect(failure(await api.request('GET', '/url/entity', { query: { slug }, plan: 3 }), 404)).toEqual(detail);
      expect(detail).toEqual({ code: 'NOT_FOUND', message: 'Ce produit est introuvable.' });
    } finally {
      const columns = Object.keys(price);
      api.db.prepare(`INSERT INTO product_price (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`).run(price);
    }
    expect((await entity(slug, 3)).type).toBe('product');
  });

  it('gives a category with one level of children', async () => {
    const root = await entity('acier-pour-beton-arme');
    const c = category.parse(root.entity);
    expect(c).toMatchObject({ id: root.id, slug: 'acier-pour-beton-arme', parent_id: null });
    expect(c.childs.map((x) => x.slug)).toEqual([
      'barres-haute-adherence',
      'treillis-soudes',
      'armatures-standard-certifiees',
      'coupe-et-faconnage-sur-plan',
      'accessoires-beton-arme',
    ]);
    expect(c.childs.every((x) => x.childs.length === 0)).toBe(true);
    expect(c.product_count).toBe(c.childs.reduce((s, x) => s + x.product_count, 0));
    expect(c.product_count).toBeGreaterThan(0);
    const mid = category.parse((await entity('barres-haute-adherence')).entity);
    expect(mid.childs.map((x) => x.slug)).toEqual(['barres-droites', 'bottes-a-la-tonne', 'ronds-lisses-et-fil', 'cadres-et-etriers']);
    expect(mid.parent_id).toBe(c.id);
    const leaf = category.parse((await entity('barres-droites')).entity);
    expect(leaf.childs).toEqual([]);
    expect(leaf.product_count).toBeGreaterThan(0);
  });

  it('gives a page, an article, a range and a career offer', async () => {
    const p = await entity('qui-sommes-nous/le-groupe-acoma');
    expect(page.parse(p.entity)).toEqual(data(await api.get('/page/qui-sommes-nous/le-groupe-acoma'), page));
    const n = await entity('actualites/tarifs-2026');
    expect(n.subtype).toBe('actualite');
    expect(page.parse(n.entity)).toEqual(data(await api.get('/actualite/tarifs-2026'), page));
    const g = await entity('gamme-treillis-soudes', 1, { entity_type: 'gamme' });
    expect(g.type).toBe('gamme');
    expect(gamme.parse(g.entity)).toEqual(data(await api.get('/gamme/gamme-treillis-soudes'), gamme));
    const k = await entity('carrieres/technico-commercial-guyane');
    expect(career.parse(k.entity)).toEqual(data(await api.get('/carriere/technico-commercial-guyane'), career));
  });
});

describe('GET /search', () => {
  const suggest = async (text: string, query: Record<string, string | number> = {}) =>
    data(await api.get('/search', { type: 'Suggest', text, ...query }), suggestions);

  it('suggests products, categories and contents for "treillis", at most 5 each', async () => {
    const s = await suggest('treillis');
    expect(s.products.total).toBeGreaterThan(5);
    expect(s.products.items).toHaveLength(5);
    for (const i of s.products.items) {
      expect(i).toMatchObject({ type: 'product', subtype: null, slug: expect.any(String) });
      expect(plain(i.name!)).toContain('treillis');
    }
    expect(s.categories.items.map((c) => c.slug)).toContain('treillis-soudes');
    expect(s.categories.items.every((c) => c.type === 'category' && typeof c.name === 'string')).toBe(true);
    expect(s.contents.total).toBeGreaterThan(5);
    expect(s.contents.items).toHaveLength(5);
    for (const i of s.contents.items) {
      expect(i).toMatchObject({ type: 'cms_page', title: expect.any(String), slug: expect.any(String) });
      expect(['standard', 'range', 'actualite', 'conseil', 'service']).toContain(i.subtype);
    }
    // products' total agrees with the catalogue's search
    expect(s.products.total).toBe(data(await api.get('/product', { text: 'treillis' }), z.object({ total: z.int() })).total);
  });

  it('caps each group at perPage but counts every match', async () => {
    const wide = await suggest('treillis', { perPage: 50 });
    const narrow = await suggest('treillis', { perPage: 2 });
    for (const g of ['products', 'categories', 'contents'] as const) {
      expect(narrow[g].total).toBe(wide[g].total);
      expect(narrow[g].items).toEqual(wide[g].items.slice(0, 2));
    }
    expect(wide.products.items).toHaveLength(Math.min(50, wide.products.total));
    expect(wide.contents.items).toHaveLength(wide.contents.total);
    expect(wide.contents.items.map((c) => c.slug)).toEqual(expect.arrayContaining(['treillis-soudes-trefima', 'conseils/choisir-son-treillis-soude']));
    // the second page of every group follows the first
    const second = await suggest('treillis', { perPage: 2, page: 2 });
    for (const g of ['products', 'categories', 'contents'] as const) {
      expect(second[g].total).toBe(wide[g].total);
      expect(second[g].items).toEqual(wide[g].items.slice(2, 4));
    }
  });

  it('puts the names that start with the term first', async () => {
    // the frames (Cadre) come before the stirrups in the catalogue, but only the stirrups' names start with "étrier"
    const etrier = await suggest('etrier', { perPage: 50 });
    const startsWith = etrier.products.items.map((i) => plain(i.name!).startsWith('etrier'));
    expect(startsWith[0]).toBe(true);
    expect(startsWith).toContain(false);
    expect(startsWith.indexOf(false)).toBe(startsWith.lastIndexOf(true) + 1);
    // contents: the Metaliso range page, whose title starts with the term, comes before the newer news
    const metaliso = await suggest('metaliso');
    expect(metaliso.contents.items[0].slug).toBe('metaliso');
    expect(metaliso.contents.total).toBeGreaterThan(3);
    // categories: the names that start with "treillis" come first
    const treillis = await suggest('treillis', { perPage: 50 });
    const names = treillis.categories.items.map((c) => c.name!);
    expect(names.slice(0, 2).every((n) => n.startsWith('Treillis'))).toBe(true);
    expect(names).toContain('Panneaux de structure (ST)');
  });

  it('ignores accents and case', async () => {
    const plainText = await suggest('soude', { perPage: 50 });
    const accented = await suggest('SOUDÉ', { perPage: 50 });
    expect(accented).toEqual(plainText);
    expect(plainText.products.total).toBeGreaterThan(0);
    expect(plainText.products.items.some((i) => i.name!.includes('soudé'))).toBe(true);
    expect(plainText.categories.items.map((c) => c.name)).toContain('Treillis soudés');
    expect(plainText.contents.items.map((c) => c.slug)).toContain('conseils/choisir-son-treillis-soude');
    // a category found by its accented name, whose slug leaves words out
    expect((await suggest('barres à haute adhérence')).categories.items.map((c) => c.slug)).toContain('barres-haute-adherence');
    expect((await suggest('accessoires du beton arme')).categories.items.map((c) => c.slug)).toEqual(['accessoires-beton-arme']);
    // the categories named so first, then the one of its synonym (the bac acier, as the products' search finds)
    expect((await suggest('Tôles ondulées')).categories.items.map((c) => c.slug)).toEqual(['toles-ondulees', 'toles-ondulees-76-18', 'bacs-acier']);
  });

  it('matches every word, in any order', async () => {
    const a = await suggest('treillis soudé', { perPage: 50 });
    const b = await suggest('soudé treillis', { perPage: 50 });
    expect(b.products.total).toBe(a.products.total);
    expect(b.contents.total).toBe(a.contents.total);
    expect(b.contents.items.map((c) => c.slug)).toContain('conseils/choisir-son-treillis-soude');
    expect(b.categories.items.map((c) => c.slug)).toContain('treillis-soudes');
  });

  it('matches LIKE wildcards literally', async () => {
    for (const text of ['%', '_', '%%', 'tr%s']) {
      const s = await suggest(text);
      expect([text, s.products.total, s.categories.total]).toEqual([text, 0, 0]);
      expect(s.contents.total).toBeLessThan(3);
    }
    expect((await suggest('nothing-like-this-zz')).products).toEqual({ total: 0, items: [] });
  });

  it('does not match everything for a text without any letter', async () => {
    for (const text of ['’', "'", " ' "]) {
      const s = await suggest(text);
      expect([text, s.products.total, s.categories.total, s.contents.total]).toEqual([text, 0, 0, 0]);
    }
  });

  it('refuses a missing text or an unknown type', async () => {
    expect(failure(await api.get('/search', { type: 'Suggest' }), 400)).toMatchObject({ code: 'INVALID_PARAMETER', message: expect.stringContaining('text') });
    expect(failure(await api.get('/search', { type: 'Suggest', text: '   ' }), 400).message).toContain('text');
    expect(failure(await api.get('/search', { type: 'Partial', text: 'treillis' }), 400).message).toContain('type');
    expect(failure(await api.get('/search', { text: 'x'.repeat(101) }), 400).message).toContain('text');
    // Suggest is the default type
    expect(data(await api.get('/search', { text: 'treillis' }), suggestions)).toEqual(await suggest('treillis'));
  });

  it('gives product cards and content cards for type=Full', async () => {
    const res = await api.get('/search', { type: 'Full', text: 'treillis' });
    const full = data(res, fullSearch);
    const s = await suggest('treillis');
    expect(full.products.total).toBe(s.products.total);
    expect(full.products.items).toHaveLength(Math.min(24, s.products.total));
    expect(full.products.items[0]).toMatchObject({ slug: s.products.items[0].slug, price: { sales_plan_id: 1 } });
    expect(full.products.items.every((p) => p.price.ht > 0)).toBe(true);
    expect(full.contents.total).toBe(s.contents.total);
    expect(full.contents.items.map((c) => c.slug)).toEqual(expect.arrayContaining(s.contents.items.map((c) => c.slug)));
    expect(full.contents.items.every((c) => c.image.includes('/media/'))).toBe(true);
    expect(full.categories.total).toBe(s.categories.total);
    expect(full.categories.items.map((c) => c.slug)).toContain('treillis-soudes');
    // product cards carry the territory's price
    const gpe = data(await api.request('GET', '/search', { query: { type: 'Full', text: 'treillis' }, plan: 2 }), fullSearch);
    expect(gpe.products.items[0].slug).toBe(full.products.items[0].slug);
    expect(gpe.products.items[0].price.sales_plan_id).toBe(2);
    expect(gpe.products.items[0].price.ht).not.toBe(full.products.items[0].price.ht);
    // and it pages
    const p2 = data(await api.get('/search', { type: 'Full', text: 'treillis', perPage: 10, page: 2 }), fullSearch);
    const p1 = data(await api.get('/search', { type: 'Full', text: 'treillis', perPage: 20 }), fullSearch);
    expect(p2.products.items.map((p) => p.id)).toEqual(p1.products.items.slice(10, 20).map((p) => p.id));
  });
});

describe('GET /sitemap', () => {
  let tree: SitemapEntry[];
  let paths: string[];
  beforeAll(async () => {
    tree = data(await api.get('/sitemap'), sitemap);
    paths = flatten(tree).map((e) => e.path);
  });
  const section = (path: string) => tree.find((e) => e.path === path)!;

  it('starts at the home page and lists every category under /categorie/', async () => {
    expect(tree[0]).toEqual({ label: 'Accueil', path: '/', childs: [] });
    const products = section('/nos-armatures');
    expect(products.childs.map((c) => c.path)).toEqual(['/categorie/acier-pour-beton-arme', '/categorie/couverture-et-bardage']);
    const armatures = products.childs[0];
    expect(armatures.label).toBe('Acier pour béton armé');
    const ha = armatures.childs.find((c) => c.path === '/categorie/barres-haute-adherence')!;
    expect(ha.childs.map((c) => c.path)).toContain('/categorie/barres-droites');
    const categoryPaths = flatten(products.childs).map((e) => e.path);
    const flat = (cs: Category[]): Category[] => cs.flatMap((c) => [c, ...flat(c.childs)]);
    const allCategories = flat(data(await api.get('/category', { depth: 9 }), z.array(category)));
    expect(allCategories.length).toBeGreaterThan(30);
    expect([...categoryPaths].sort()).toEqual(allCategories.map((c) => `/categorie/${c.slug}`).sort());
    expect(new Set(categoryPaths).size).toBe(categoryPaths.length);
    expect(categoryPaths.every((p) => /^\/categorie\/[a-z0-9-]+$/.test(p))).toBe(true);
  });

  it('lists the services, advice and news with their paths', async () => {
    for (const [path, kind, prefix] of [
      ['/services', 'service', '/services/'],
      ['/conseils', 'conseil', '/conseils/'],
      ['/actualites', 'actualite', '/actualites/'],
    ] as const) {
      const s = section(path);
      const list = data(await api.get(`/${kind}`, { perPage: 100 }), pageList);
      expect(s.childs).toHaveLength(list.total);
      expect(new Set(s.childs.map((c) => c.path))).toEqual(new Set(list.items.map((a) => `/${a.slug}`)));
      expect(s.childs.every((c) => c.path.startsWith(prefix) && c.childs.length === 0)).toBe(true);
    }
    expect(section('/actualites').label).toBe('Actualités');
    expect(section('/services').childs.map((c) => c.label)).toContain('Diagnostic toiture');
  });

  it('lists the career offers, newest first', async () => {
    const s = section('/carrieres');
    const offers = data(await api.get('/carriere/export'), careerList).items;
    expect(s.childs.map((c) => c.path)).toEqual(offers.map((k) => `/${k.slug}`));
    expect(s.childs.length).toBeGreaterThanOrEqual(12);
  });

  it('lists the ranges, the range pages and the information and legal pages with their children', async () => {
    const ranges = section('/nos-gammes');
    expect(ranges.childs.map((c) => c.path)).toEqual(expect.arrayContaining(['/gamme-couverture-metaliso', '/metaliso', '/treillis-soudes-trefima']));
    const info = section('/list-content');
    const infoPaths = info.childs.map((c) => c.path);
    expect(infoPaths).toEqual(
      expect.arrayContaining(['/mentions-legales', '/conditions-generales-de-vente', '/politique-de-confidentialite', '/qui-sommes-nous', '/contact']),
    );
    expect(infoPaths).not.toContain('/metaliso');
    expect(infoPaths).not.toContain('/qui-sommes-nous/le-groupe-acoma');
    expect(info.childs.find((c) => c.path === '/qui-sommes-nous')!.childs.map((c) => c.path)).toContain('/qui-sommes-nous/le-groupe-acoma');
    const particuliers = info.childs.find((c) => c.path === '/espace-particuliers')!;
    expect(particuliers.childs[0].childs.map((c) => c.path)).toEqual([
      '/espace-particuliers/nos-partenaires-artisans/mise-en-relation-avec-des-professionnels',
    ]);
    expect(info.childs.find((c) => c.path === '/mentions-legales')!.label).toBe('Mentions légales');
  });

  it('lists every page once, and every path is site-relative', async () => {
    for (const p of data(await api.get('/page/export'), pageExport).items) {
      expect([p.slug, paths.filter((x) => x === `/${p.slug}`).length]).toEqual([p.slug, 1]);
    }
    expect(paths.every((p) => p.startsWith('/') && !p.includes('//'))).toBe(true);
    expect(flatten(tree).every((e) => e.label.trim().length > 0)).toBe(true);
  });
});

describe('GET /search with the trade’s words', () => {
  const suggest = async (text: string, query: Record<string, string | number> = {}) =>
    data(await api.get('/search', { type: 'Suggest', text, ...query }), suggestions);
  const productTotal = async (text: string) => data(await api.get('/product', { text }), z.object({ total: z.int() })).total;

  it('suggests the HA bars for “fer à béton”', async () => {
    const s = await suggest('fer à béton');
    expect(s.products.total).toBe(await productTotal('fer à béton'));
    expect(s.products.items).toHaveLength(5);
    expect(s.products.items.every((i) => /^Barre HA Ø/.test(i.name!))).toBe(true);
    expect(s.products.items.map((i) => i.slug)).toContain('barre-ha-o6-6-m');
  });

  it('suggests the welded mesh for “treilis”, as for “treillis”', async () => {
    const typo = await suggest('treilis', { perPage: 50 });
    const exact = await suggest('treillis', { perPage: 50 });
    expect(typo.products).toEqual(exact.products);
    expect(typo.products.items.every((i) => plain(i.name!).includes('treillis'))).toBe(true);
  });

  it('finds the categories of a misspelt word, and says what it searched: “treilis” is the treillis', async () => {
    const typo = await suggest('treilis', { perPage: 50 });
    const exact = await suggest('treillis', { perPage: 50 });
    expect(typo.categories).toEqual(exact.categories);
    expect(typo.categories.items.map((c) => c.slug)).toContain('treillis-soudes');
    expect(typo.corrected).toBe('treillis');
    expect(exact.corrected).toBeNull();
    const full = data(await api.get('/search', { type: 'Full', text: 'Treilis soudé' }), fullSearch);
    expect(full.corrected).toBe('treillis soude');
    expect(full.categories.items.map((c) => c.slug)).toContain('treillis-soudes');
    // a word of a category's name only: “longrnes” is the longrines
    expect((await suggest('longrnes')).categories.items.map((c) => c.slug)).toEqual(['armatures-longrines']);
    // nothing near: no correction, nothing found
    const none = await suggest('zzzzqqq');
    expect([none.corrected, none.categories.total]).toEqual([null, 0]);
  });

  it('finds the categories of the trade’s words: “fer à béton” is the high-bond bars', async () => {
    const s = await suggest('fer à béton', { perPage: 50 });
    expect(s.categories.items.map((c) => c.slug)).toContain('barres-haute-adherence');
    expect(s.corrected).toBeNull();
    expect((await suggest('grillage soudé')).categories.items.map((c) => c.slug)).toContain('treillis-soudes');
    // every word still has to match: the steel is not the roofing
    expect((await suggest('fer à béton bardage')).categories.total).toBe(0);
  });

  it('suggests the bac acier sheets for “tole”, after the names with the word', async () => {
    const s = await suggest('tole', { perPage: 100 });
    expect(s.products.total).toBe(await productTotal('tole'));
    expect(plain(s.products.items[0].name!)).toMatch(/^tole/);
    expect(s.products.items.map((i) => i.name)).toContain('Bac acier T40 prélaqué RAL 7016 – 0,63 mm');
    const full = data(await api.get('/search', { type: 'Full', text: 'tole', perPage: 100 }), fullSearch);
    expect(full.products.items.map((p) => p.slug)).toEqual(s.products.items.map((i) => i.slug));
  });
});
