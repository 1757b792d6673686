import { z } from 'zod/mini';
import { carrier, cartResponse, order, payment, quotation, quotationAcceptance } from '@trefima/domain/contract';
import { colleague } from '../companies/testing-company';
import { data, PRO } from '../testing';
import { payingWorld, type PayingWorld } from './testing-payments';

/*
 * A quotation ordered by card whose card never came is given back, its proposal in a new cart of the one who ordered
 * it (quotation-reopening.ts). That buyer removed from his company, or made accountant, while the card was awaited:
 * the cart went to him all the same, and nobody could order the quotation again. It goes to an administrator of the
 * company. The demo professional is Bellance BTP's administrator (plan 2).
 */
let world: PayingWorld;
beforeAll(async () => {
  world = await payingWorld();
});
afterAll(() => world.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, token: string, body?: unknown) =>
  world.api.request(method, path, { token, body, plan: 2 });
const office = (path: string, body: object) =>
  world.api.app.inject({ method: 'POST', url: `/api/v1/admin${path}`, headers: { authorization: 'Bearer test-admin-token' }, payload: body });

it('gives the quotation back to an administrator when its buyer left while his card was awaited', async () => {
  const { api } = world;
  const admin = await api.login(PRO.email, PRO.password);
  const buyer = await colleague(api, 'acheteur', 'parti-pendant-la-carte@bellance-btp.example', admin);
  const element = api.db.prepare("SELECT id FROM product WHERE reference = 'HA12-12'").pluck().get() as number;
  const cart = data(await call('POST', '/cart/update', admin, { cart_token: null, elements: [{ element_id: element, quantity: 1 }] }), cartResponse);
  const asked = data(await call('POST', '/cart/convert-to-quotation', admin, { cart_token: cart.token }), quotation, 201);
  const q = data(await office(`/quotations/${asked.id}/propose`, { valid_until: '2026-12-15', lines: [{ unit_price_ht: 1000 }] }), quotation);
  const accepted = data(await call('POST', `/quotations/${q.id}/accept`, buyer.token, { revision: q.revision }), quotationAcceptance);
  const address = api.db.prepare('SELECT id FROM address WHERE customer_id = (SELECT id FROM customer WHERE email = ?) ORDER BY id').pluck().get(PRO.email);
  data(
    await call('POST', '/order', buyer.token, {
      cart_token: accepted.cart.token,
      carrier_id: data(await api.request('GET', '/carrier', { plan: 2 }), z.array(carrier))[0].id,
      payment_id: data(await api.get('/payment'), z.array(payment)).find((p) => p.code === 'carte-en-ligne')!.id,
      delivery_address_id: address,
      billing_address_id: address,
      accept_cgv: true,
    }),
    order,
    201,
  );
  expect((await call('DELETE', `/company/people/${buyer.id}`, admin)).statusCode).toBe(204);
  // the card's half hour passes: the order is cancelled, the quotation given back
  api.clock.advance(31 * 60_000);
  await world.sweep();
  const later = await api.login(PRO.email, PRO.password);
  const read = data(await call('GET', `/quotations/${q.id}`, later), quotation);
  expect(read).toMatchObject({ status: 'acceptee', order: null, checkout_cart_token: expect.any(String) });
  const given = data(await call('GET', `/cart?cart_token=${read.checkout_cart_token}`, later), cartResponse);
  expect(given.cart.list.map((l) => [l.quantity, l.unit_price_ht])).toEqual([[1, 1000]]);
});
