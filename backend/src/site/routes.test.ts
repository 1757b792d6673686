import { city, menu, redirectRule, settings, site, slide } from '@trefima/domain/contract';
import { z } from 'zod/mini';
import { data, failure, testApi, type TestApi } from '../testing';
import { sellerOf } from './seller';

let api: TestApi;
beforeAll(async () => {
  api = await testApi();
});
afterAll(() => api.close());

describe('request context', () => {
  it('answers 400 naming site_id when it is missing or unknown', async () => {
    const missing = await api.app.inject({ url: '/api/v1/setting?sales_plan_id=1' });
    expect(failure(missing, 400).message).toContain('site_id');
    const unknown = await api.get('/setting', { site_id: 99 });
    expect(failure(unknown, 400)).toMatchObject({ code: 'INVALID_PARAMETER', message: expect.stringContaining('site_id') });
    const garbage = await api.get('/setting', { site_id: 'abc' });
    expect(failure(garbage, 400).message).toContain('site_id');
  });

  it('answers 400 naming sales_plan_id when it is missing or unknown', async () => {
    const missing = await api.app.inject({ url: '/api/v1/setting?site_id=1' });
    expect(failure(missing, 400).message).toContain('sales_plan_id');
    const unknown = await api.get('/setting', { sales_plan_id: 42 });
    expect(failure(unknown, 400).message).toContain('sales_plan_id');
  });

  it('refuses an unknown language and defaults to French', async () => {
    expect(failure(await api.get('/setting', { lang: 'xx' }), 400).message).toContain('lang');
    const res = await api.app.inject({ url: '/api/v1/setting?site_id=1&sales_plan_id=1' });
    expect(res.statusCode).toBe(200);
  });

  it('answers a French 404 for an unknown call', async () => {
    const res = await api.get('/nothing-here');
    expect(failure(res, 404).message).toMatch(/aucun service/);
  });
});

describe('GET /site', () => {
  it('gives the site, its languages and the three territories, Martinique by default', async () => {
    const s = data(await api.app.inject({ url: '/api/v1/site?url=http://localhost:9000/' }), site);
    expect(s.id).toBe(1);
    expect(s.languages.map((l) => l.code)).toEqual(['fr', 'en', 'de', 'es', 'it']);
    expect(s.salesplan.map((p) => p.label)).toEqual(['Martinique', 'Guadeloupe', 'Guyane']);
    expect(s.salesplan.find((p) => p.is_default)?.target).toBe('trefima_mtq');
    expect(s.salesplan[0].currency.symbol).toBe('€');
  });

  it('needs a url, resolves the production host and refuses an unknown one', async () => {
    expect(failure(await api.app.inject({ url: '/api/v1/site' }), 400).message).toContain('url');
    expect(failure(await api.app.inject({ url: '/api/v1/site?url=pas-une-url' }), 400).message).toContain('url');
    expect(data(await api.app.inject({ url: '/api/v1/site?url=https://www.trefima.example/produit/x' }), site).id).toBe(1);
    failure(await api.app.inject({ url: '/api/v1/site?url=https://evil.example' }), 404);
  });
});

describe('settings, menus and reference data', () => {
  it('gives the footer figures, the company and the territory free-shipping threshold', async () => {
    const s = data(await api.get('/setting'), settings);
    expect(s.figures.map((f) => `${f.value} ${f.unit}`.trim())).toEqual(['8 000 t', '20', '40 ans', '3 km²']);
    // one identity: the seller the PDFs print (config SELLER_*), its phone grouped in pairs
    expect(s.company).toMatchObject({
      name: 'Trefima',
      street: 'Zone industrielle du Lamentin',
      zipcode: '97232',
      city: 'Le Lamentin',
      country: 'Martinique',
      phone: '05 96 50 12 34',
      email: 'contact@trefima.example',
    });
    expect(s.free_shipping_threshold).toBe(150000);
    expect(data(await api.get('/setting', { sales_plan_id: 3 }), settings).free_shipping_threshold).toBeNull();
    expect(s.messages['cart.free_shipping']).toContain('livraison');
  });

  it('gives the seller of the configuration as the company, whatever the settings held', async () => {
    const other = await testApi({ seller: sellerOf({ SELLER_ADDRESS: 'Zone de Jarry | 97122 Baie-Mahault', SELLER_PHONE: '+590 590 26 00 00' }) });
    try {
      expect(data(await other.get('/setting'), settings).company).toMatchObject({
        street: 'Zone de Jarry',
        zipcode: '97122',
        city: 'Baie-Mahault',
        country: 'Guadeloupe',
        phone: '+590 590 26 00 00',
        opening_hours: expect.stringMatching(/^Du lundi au vendredi/),
      });
      const pre = data(await other.get('/menu'), z.array(menu)).find((m) => m.code === 'menu_preheader')!;
      expect(pre.items.find((i) => i.code === 'phone')?.label).toBe('+590 590 26 00 00');
    } finally {
      await other.close();
    }
  });

  it('gives the five menus with their item types, the phone item and the contact first', async () => {
    const menus = data(await api.get('/menu'), z.array(menu));
    expect(menus.map((m) => m.code).sort()).toEqual(['menu', 'menu_footer', 'menu_footer_2', 'menu_footer_legals', 'menu_preheader']);
    const pre = menus.find((m) => m.code === 'menu_preheader')!;
    expect(pre.items[0]).toMatchObject({ code: 'contact', slug: 'contact' });
    // the seller's number, as the footer and the documents give it
    expect(pre.items.find((i) => i.code === 'phone')?.label).toBe('05 96 50 12 34');
    expect(pre.items.some((i) => i.type === 'external_url' && i.url?.startsWith('https://'))).toBe(true);
    const main = menus.find((m) => m.code === 'menu')!;
    expect(main.items.find((i) => i.code === 'products')?.type).toBe('no_destination');
    expect(main.items.some((i) => i.type === 'no_destination' && i.childs.length > 0)).toBe(true);
  });

  it('lists slides, cities by zip code, civilities, countries, redirects and tags', async () => {
    expect(data(await api.get('/slider'), z.array(slide)).length).toBeGreaterThanOrEqual(3);
    const cities = data(await api.get('/city', { zipcode: '97232' }), z.object({ items: z.array(city), total: z.int() }));
    expect(cities.items.map((c) => c.name)).toContain('Le Lamentin');
    for (const dep of ['971', '972', '973']) {
      expect(data(await api.get('/city', { zipcode: dep }), z.object({ items: z.array(city), total: z.int() })).total).toBeGreaterThan(15);
    }
    expect(data(await api.get('/city', { text: 'remire' }), z.object({ items: z.array(city), total: z.int() })).items[0].zipcode).toBe('97354');
    failure(await api.get('/city', { zipcode: '97a' }), 400);
    expect(data(await api.get('/civility'), z.array(z.object({ slug: z.string(), label: z.string() }))).map((c) => c.label)).toEqual(['Monsieur', 'Madame']);
    expect(data(await api.get('/country'), z.array(z.object({ code: z.string(), name: z.string() })))[0]).toEqual({ code: 'FR', name: 'France' });
    expect(data(await api.get('/redirect'), z.array(redirectRule)).length).toBeGreaterThan(0);
    expect(data(await api.get('/tags', { type: 'conseil' }), z.array(z.object({ slug: z.string(), label: z.string() }))).length).toBeGreaterThan(0);
    failure(await api.get('/tags', { type: 'autre' }), 400);
  });

  it('serves placeholder images', async () => {
    const res = await api.app.inject({ url: '/media/product/barre-ha-12.svg?c=383e42' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('#383e42');
    expect((await api.app.inject({ url: '/media/evil/x.svg' })).statusCode).toBe(404);
  });
});
