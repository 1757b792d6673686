import { cartResponse, order, session } from '@trefima/domain/contract';
import { data, PRO, testApi, type TestApi } from '../testing';
import { colleague, heldRequest, PERSON } from '../companies/testing-company';

/**
 * A cart held for the company's approval is the request as submitted
 * (companies/approvals.ts): a sign-in that brings an anonymous cart along
 * must neither change it (its approval would then fail on « Les prix ont
 * changé ») nor lose what the buyer put in the anonymous cart.
 */
let api: TestApi;
let admin: string;
const PLAN = 2; // Bellance BTP's territory, Guadeloupe
const EMAIL = 'conducteur-panier@bellance-btp.example';
beforeAll(async () => {
  api = await testApi();
  admin = await api.login(PRO.email, PRO.password);
});
afterAll(() => api.close());

const productId = (ref: string) => api.db.prepare('SELECT id FROM product WHERE reference = ?').pluck().get(ref) as number;
const call = (method: 'GET' | 'POST', path: string, token: string | undefined, body?: unknown) => api.request(method, path, { token, body, plan: PLAN });
const linesOf = (cartToken: string) =>
  api.db
    .prepare(
      'SELECT product_id, quantity, length_mm, schedule_revision_id, position FROM cart_line WHERE cart_id = (SELECT id FROM cart WHERE token = ?) ORDER BY id',
    )
    .all(cartToken);

it('keeps a held cart as submitted at a sign-in with an anonymous cart, which goes on apart, and the approval succeeds', async () => {
  const foreman = await colleague(api, 'conducteur_travaux', EMAIL, admin);
  const { body, asked } = await heldRequest(api, foreman.token, { 'HA12-12': 3 }, PLAN);
  const held = { token: body.cart_token };
  const submitted = linesOf(held.token);

  // signed out, on the job site's tablet: the same bars and others, then a sign-in
  const anonymous = data(
    await call('POST', '/cart/update', undefined, {
      elements: [
        { element_id: productId('HA12-12'), quantity: 5 },
        { element_id: productId('HA10-6'), quantity: 2 },
      ],
    }),
    cartResponse,
  );
  const signedIn = data(await call('POST', '/customer/login', undefined, { login: EMAIL, password: PERSON.password, cart_token: anonymous.token }), session);

  expect(linesOf(held.token)).toEqual(submitted);
  // what he put in the cart signed out is his cart to go on with
  expect(signedIn.cart_token).toBe(anonymous.token);
  const goOn = data(await api.request('GET', '/cart', { query: { cart_token: signedIn.cart_token! }, token: signedIn.token, plan: PLAN }), cartResponse);
  expect(goOn.cart.list.map((l) => [l.element_id, l.quantity])).toEqual([
    [productId('HA12-12'), 5],
    [productId('HA10-6'), 2],
  ]);

  const placed = data(await call('POST', `/company/approval/${asked.id}/approve`, admin), order, 201);
  expect(placed.made_by).toEqual({ id: foreman.id, name: 'Joël Alexis' });
  expect(linesOf(anonymous.token)).toHaveLength(2);
  // the next sign-in, with no cart, finds the cart he went on with
  const later = data(await call('POST', '/customer/login', undefined, { login: EMAIL, password: PERSON.password }), session);
  expect(later.cart_token).toBe(anonymous.token);
});

it('lets a requester go on shopping while his request waits, in a new cart; the request is placed as submitted', async () => {
  const email = 'conducteur-suite@bellance-btp.example';
  const foreman = await colleague(api, 'conducteur_travaux', email, admin);
  const { body, asked } = await heldRequest(api, foreman.token, { 'HA12-12': 3 }, PLAN);
  const held = { token: body.cart_token };
  const submitted = linesOf(held.token);

  // the next bars of the site, added from a product page: with the held cart's token, or with none after a reload
  for (const token of [held.token, undefined]) {
    const next = data(
      await call('POST', '/cart/update', foreman.token, { cart_token: token, elements: [{ element_id: productId('HA10-6'), quantity: 2, mode: 'add' }] }),
      cartResponse,
    );
    expect(next.token).not.toBe(held.token);
    expect(next.cart.list.map((l) => [l.element_id, l.quantity])).toEqual([[productId('HA10-6'), token ? 2 : 4]]);
  }
  // the cart page shows the cart he goes on with; the request is the approver's to decide, as submitted
  const page = data(await api.request('GET', '/cart', { query: { cart_token: held.token }, token: foreman.token, plan: PLAN }), cartResponse);
  expect(page.token).not.toBe(held.token);
  expect(linesOf(held.token)).toEqual(submitted);
  const placed = data(await call('POST', `/company/approval/${asked.id}/approve`, admin), order, 201);
  expect(placed.lines.map((l) => [l.element_id, l.quantity])).toEqual([[productId('HA12-12'), 3]]);
  expect(linesOf(page.token).map((l) => (l as { quantity: number }).quantity)).toEqual([4]);
});
