import { z } from 'zod/mini';
import { gammeList, pageList, productList } from '@trefima/domain/contract';
import { xmlProblem } from './drawings/well-formed';
import { data, testApi, type TestApi } from '../testing';

let api: TestApi;
beforeAll(async () => {
  api = await testApi();
});
afterAll(() => api.close());

/** The picture at an absolute URL the API handed out, fetched from the API itself. */
async function picture(url: string) {
  const res = await api.app.inject({ url: new URL(url).pathname + new URL(url).search });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
  expect(res.headers['cache-control']).toBe('public, max-age=86400');
  expect(xmlProblem(res.body)).toBeNull();
  expect(res.body).not.toMatch(/<text/);
  return res.body;
}

describe('GET /media/:kind/:file', () => {
  it('draws the products at the URLs the catalogue gives, roofing in its colour', async () => {
    const items = data(await api.get('/product', { perPage: 100, text: 'tole ondulee prelaquee' }), productList).items;
    const coloured = items.find((p) => p.image.includes('?c='));
    expect(coloured).toBeDefined();
    const hex = new URL(coloured!.image).searchParams.get('c')!;
    expect(await picture(coloured!.image)).toContain(`#${hex.toLowerCase()}`);
    const bars = data(await api.get('/product', { perPage: 3, text: 'barre ha' }), productList).items;
    for (const p of bars) await picture(p.image);
  });

  it('draws the ranges, articles and slides at the URLs the content gives', async () => {
    for (const g of data(await api.get('/gamme'), gammeList).items) await picture(g.image);
    for (const a of data(await api.get('/conseil', { perPage: 5 }), pageList).items) await picture(a.image);
    const slides = data(await api.get('/slider'), z.array(z.object({ image: z.string() })));
    expect(slides.length).toBeGreaterThan(0);
    for (const s of slides) await picture(s.image);
  });

  it('answers the same picture every time', async () => {
    const url = 'http://x/media/product/treillis-soude-st25c-2-40-x-6-00-m.svg';
    expect(await picture(url)).toBe(await picture(url));
  });

  it('ignores a colour that is not a hex code', async () => {
    const body = await picture('http://x/media/product/bac-acier-t40-aluzinc-0-63-mm.svg?c=%22%3E%3Cscript%3E');
    expect(body).not.toContain('script');
  });

  it.each(['/media/evil/x.svg', '/media/product/x.png', '/media/product/Barre.svg', '/media/product/.svg', '/media/product/..%2Fx.svg'])(
    'answers 404 in French for %s',
    async (url) => {
      const res = await api.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Cette image est introuvable.' });
    },
  );
});
