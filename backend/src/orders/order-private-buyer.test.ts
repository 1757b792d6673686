import { z } from 'zod/mini';
import { carrier, cartResponse, order, payment } from '@trefima/domain/contract';
import { data, failure, HOME_ADDRESS, inBook, testApi, type TestApi } from '../testing';

/**
 * A purchase-order number is a company's paperwork (issue 43, a buyer walk:
 * a private buyer was offered the field): the recap asks professionals only,
 * and the API refuses one from a private buyer rather than printing it on
 * his order and invoice.
 */
let api: TestApi;
let buyer: { token: string; id: number };
beforeAll(async () => {
  api = await testApi();
  buyer = await api.signUp('particulier-bon@exemple.fr');
});
afterAll(() => api.close());

const call = (method: 'GET' | 'POST', path: string, body?: unknown) => api.request(method, path, { body, token: buyer.token });

async function orderBody(extra: Record<string, unknown>) {
  const book = inBook(await call('POST', `/customer/${buyer.id}/address`, HOME_ADDRESS));
  const element = api.db.prepare("SELECT id FROM product WHERE reference = 'HA12-12'").pluck().get() as number;
  const c = data(await call('POST', '/cart/update', { cart_token: null, elements: [{ element_id: element, quantity: 2 }] }), cartResponse);
  const carriers = data(await api.get('/carrier'), z.array(carrier));
  const payments = data(await api.get('/payment'), z.array(payment));
  const address = book.addresses[0].address_id;
  return {
    cart_token: c.token,
    carrier_id: carriers.find((x) => x.code === 'retrait-lamentin')!.id,
    payment_id: payments.find((p) => p.code === 'cheque')!.id,
    delivery_address_id: address,
    billing_address_id: address,
    accept_cgv: true,
    ...extra,
  };
}

it('refuses a private buyer’s purchase-order number, writing nothing, and takes his order without one', async () => {
  const body = await orderBody({ purchase_order: 'BC-2026-12' });
  const refused = failure(await call('POST', '/order', body), 422);
  expect(refused.errors).toEqual({ purchase_order: 'Le numéro de bon de commande est réservé aux comptes professionnels : laissez-le vide.' });
  expect(api.db.prepare('SELECT COUNT(*) FROM "order" WHERE customer_id = ?').pluck().get(buyer.id)).toBe(0);
  const placed = data(await call('POST', '/order', { ...body, purchase_order: null }), order, 201);
  expect(placed.purchase_order).toBeNull();
});
