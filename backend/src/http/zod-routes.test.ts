import { testApi, type TestApi } from '../testing';

/**
 * The contract's request schemas check queries, paths and bodies
 * (http/zod-routes.ts); the answers are the API's as they were when each
 * route checked its input by hand: the same status, code and French message,
 * the first mistake in the order the route always checked them.
 */
let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await testApi();
  token = await api.login();
});
afterAll(() => api.close());

const answer = async (res: Promise<{ statusCode: number; json: () => unknown }>) => {
  const r = await res;
  return [r.statusCode, r.json()];
};
const bad = (name: string, why: string) => [400, { code: 'INVALID_PARAMETER', message: `Le paramètre « ${name} » ${why}.` }];
const invalid = (message: string, errors: Record<string, string>) => [422, { code: 'VALIDATION_ERROR', message, errors }];

describe('a query or a path', () => {
  it('answers 400 naming the first parameter refused, with its reason', async () => {
    expect(await answer(api.get('/product', { page: 'x', perPage: 0 }))).toEqual(bad('page', 'doit être un entier positif'));
    expect(await answer(api.get('/product', { perPage: 101 }))).toEqual(bad('perPage', 'doit être un entier entre 1 et 100'));
    expect(await answer(api.get('/product', { price: 'x', caracteristics: 'x' }))).toEqual(bad('price', 'n’est pas un JSON valide'));
    expect(await answer(api.get('/product', { price: '{"min":-1}' }))).toEqual(bad('price', 'doit être un objet JSON { "min": centimes, "max": centimes }'));
    expect(await answer(api.get('/product', { categories: '1,x' }))).toEqual(bad('categories', 'doit être une liste d’identifiants'));
    expect(await answer(api.get('/product/prices'))).toEqual(bad('ids', 'est obligatoire'));
    expect(await answer(api.get('/filters-products', { caracteristics_select: 'x' }))).toEqual(
      bad('caracteristics_select', 'doit lister des clés parmi : brand, color, tags, width, length'),
    );
    expect(await answer(api.get('/category', { depth: 10 }))).toEqual(bad('depth', 'doit être un entier entre 1 et 9'));
    expect(await answer(api.get('/search', { type: 'x', text: '' }))).toEqual(bad('type', 'doit valoir Suggest ou Full'));
    expect(await answer(api.get('/search', { text: '  ' }))).toEqual(bad('text', 'est obligatoire'));
    expect(await answer(api.get('/url', { slug: 'nulle-part', entity_type: 'x' }))).toEqual(
      bad('entity_type', 'doit valoir category, product, cms_page, gamme ou carriere'),
    );
    expect(await answer(api.get('/artisan', { department: '974' }))).toEqual(bad('department', 'doit valoir 971, 972 ou 973'));
    expect(await answer(api.get('/cart', { cart_token: 'court' }))).toEqual(bad('cart_token', 'n’est pas un jeton de panier'));
  });

  it('names the slug also where it is the rest of the path', async () => {
    const why = 'ne doit contenir que des lettres minuscules, des chiffres, des tirets et des barres obliques';
    expect(await answer(api.get('/page/Abc'))).toEqual(bad('slug', why));
    expect(await answer(api.get('/url', { slug: 'Abc' }))).toEqual(bad('slug', why));
    expect(await answer(api.get('/product/ABC'))).toEqual(bad('id', 'n’est pas un identifiant de produit'));
  });

  it('keeps a repeated key refused as before', async () => {
    const res = await api.app.inject({ url: '/api/v1/product?site_id=1&lang=fr&sales_plan_id=1&page=1&page=2' });
    expect([res.statusCode, res.json()]).toEqual(bad('page', 'doit être un entier positif'));
  });

  it('answers 400, not 500, to a text filter given twice (the hand parsers crashed on the list)', async () => {
    const city = await api.app.inject({ url: '/api/v1/city?site_id=1&lang=fr&sales_plan_id=1&text=a&text=b' });
    expect(city.statusCode).toBe(400);
    expect(city.json()).toEqual({ code: 'INVALID_PARAMETER', message: expect.stringContaining('« text »') });
    const outbox = await api.app.inject({ url: '/api/v1/admin/outbox?to=a&to=b', headers: { authorization: 'Bearer test-admin-token' } });
    expect(outbox.statusCode).toBe(400);
    expect(outbox.json()).toEqual({ code: 'INVALID_PARAMETER', message: expect.stringContaining('« to »') });
  });

  it('checks the session first: a call without its token gets that answer, whatever it sent', async () => {
    const res = await api.get('/order', { page: 0 });
    expect([res.statusCode, res.json().code]).toEqual([500, 'token_required']);
  });
});

describe('a body', () => {
  it('answers 422 with per-field messages, or the general message the route gave', async () => {
    expect(await answer(api.post('/cart/update', { elements: 5 }))).toEqual(
      invalid('Chaque produit doit avoir un identifiant (element_id) et une quantité entière, ou une quantité en kg, t, m ou m² avec son unité (unit).', {
        elements: 'Chaque produit doit avoir un identifiant (element_id) et une quantité entière, ou une quantité en kg, t, m ou m² avec son unité (unit).',
      }),
    );
    expect(await answer(api.post('/cart/update', {}))).toEqual(
      invalid('La liste des produits est obligatoire.', {
        elements: 'Chaque produit doit avoir un identifiant (element_id) et une quantité entière, ou une quantité en kg, t, m ou m² avec son unité (unit).',
      }),
    );
    expect(await answer(api.post('/customer/authorize-creation', {}))).toEqual(
      invalid('Le jeton d’autorisation est obligatoire.', { token: 'Le jeton d’autorisation est obligatoire.' }),
    );
  });

  it('answers a cart token of a body like a query parameter', async () => {
    expect(await answer(api.post('/cart/update', { complementary_information: 'ok', cart_token: 5 }))).toEqual(
      bad('cart_token', 'n’est pas un jeton de panier'),
    );
  });

  it('refuses what is not an object before its schema', async () => {
    const res = await api.request('POST', '/cart/update', { payload: Buffer.from('[1]'), headers: { 'content-type': 'application/json' } });
    expect([res.statusCode, res.json()]).toEqual([400, { code: 'INVALID_BODY', message: 'Le corps de la requête doit être un objet JSON.' }]);
  });

  it('lets the ownership of an account answer before the body, and a path id that is none answer 404', async () => {
    expect(await answer(api.post('/customer/999999/address', {}, token))).toEqual([
      403,
      { code: 'FORBIDDEN', message: 'Vous ne pouvez pas modifier ce compte.' },
    ]);
    expect(await answer(api.post('/customer/abc/address', {}, token))).toEqual([404, { code: 'NOT_FOUND', message: 'Cette ressource est introuvable.' }]);
  });
});
