import { z } from 'zod/mini';
import { carrier, cartResponse, order, payment, reorderAnswer } from '@trefima/domain/contract';
import { data, failure, PRO, testApi, type TestApi } from '../testing';

/**
 * « Commander à nouveau » of an order of roofing sheets cut to length: the same length comes back, and a length the
 * product no longer takes is said on the line's length, where the site shows it, not on its quantity (found by an
 * audit of the contractor's flows).
 */
let api: TestApi;
let token: string;
let addressId: number;
beforeAll(async () => {
  api = await testApi();
  const s = (await api.post('/customer/login', { login: PRO.email, password: PRO.password })).json().data;
  token = s.token;
  addressId = s.customer.addresses[0].address_id;
});
afterAll(() => api.close());

const PLAN = 2;
const call = (path: string, body: unknown) => api.request('POST', path, { body, token, plan: PLAN });
const productId = (ref: string) => api.db.prepare('SELECT id FROM product WHERE reference = ?').pluck().get(ref) as number;
const SHEET = 'BAC-T40-9010-063';

async function orderOf(elements: object[]) {
  const cart = data(await call('/cart/update', { cart_token: null, elements }), cartResponse);
  const carriers = data(await api.request('GET', '/carrier', { plan: PLAN }), z.array(carrier));
  const payments = data(await api.get('/payment'), z.array(payment));
  return data(
    await call('/order', {
      cart_token: cart.token,
      carrier_id: carriers.find((c) => c.code === 'retrait-jarry')!.id,
      payment_id: payments.find((p) => p.code === 'cheque')!.id,
      delivery_address_id: addressId,
      billing_address_id: addressId,
      accept_cgv: true,
    }),
    order,
    201,
  );
}

it('puts a sheet cut to 6,40 m back at 6,40 m, its price per sheet unchanged', async () => {
  const placed = await orderOf([{ element_id: productId(SHEET), quantity: 8, length: 6.4 }]);
  const answer = data(await call(`/order/${placed.number}/reorder`, { cart_token: null }), reorderAnswer);
  const line = answer.cart.cart.list.find((l) => l.element_id === productId(SHEET))!;
  expect([line.quantity, line.length, line.unit_price_ht]).toEqual([8, 6.4, placed.lines[0].unit_price_ht]);
  expect(answer.changed).toEqual([]);
});

it('says a cut length the product no longer takes on the line’s length, not on its quantity', async () => {
  const placed = await orderOf([
    { element_id: productId('HA12-12'), quantity: 2 },
    { element_id: productId(SHEET), quantity: 4, length: 11.5 },
  ]);
  api.db.prepare('UPDATE product SET cut_max_length = 10 WHERE reference = ?').run(SHEET);
  const refused = failure(await call(`/order/${placed.number}/reorder`, { cart_token: null }), 422);
  const at = placed.lines.findIndex((l) => l.length === 11.5);
  // observed: { 'lines.N.quantity': 'La longueur de « … » doit être comprise entre 1 m et 10 m.' }, on the quantity's field
  expect(refused.errors).toEqual({ [`lines.${at}.length`]: expect.stringMatching(/^La longueur de/) });
});
