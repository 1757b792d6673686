import { z } from 'zod/mini';
import { carrier, cartResponse, order, payment, quotation, quotationAcceptance } from '@trefima/domain/contract';
import { data, failure, PRO, testApi, type TestApi } from '../testing';
import { colleague, PERSON } from './testing-company';

/*
 * A quotation a colleague accepted is ordered from his cart (quotations/quotation-lifecycle.ts). Removed from the
 * company, or given a role that does not order, he could no longer order it, and nobody else could: the quotation stayed
 * « acceptée » without an order for good, its proposal lost to the company. The cart goes to the administrator who made
 * the change, who orders it from the quotation's page. The demo professional is Bellance BTP's administrator (plan 2).
 */
let api: TestApi;
let admin: string;
beforeAll(async () => {
  api = await testApi();
  admin = await api.login(PRO.email, PRO.password);
});
afterAll(() => api.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, token: string, body?: unknown) => api.request(method, path, { token, body, plan: 2 });
const office = (path: string, body: object) =>
  api.app.inject({ method: 'POST', url: `/api/v1/admin${path}`, headers: { authorization: 'Bearer test-admin-token' }, payload: body });
const element = () => api.db.prepare("SELECT id FROM product WHERE reference = 'HA12-12'").pluck().get() as number;

/** A bar of HA12 asked by the administrator, proposed, and accepted by a new buyer of the company. */
async function acceptedBy(email: string) {
  const buyer = await colleague(api, 'acheteur', email, admin);
  const cart = data(await call('POST', '/cart/update', admin, { cart_token: null, elements: [{ element_id: element(), quantity: 1 }] }), cartResponse);
  const asked = data(await call('POST', '/cart/convert-to-quotation', admin, { cart_token: cart.token }), quotation, 201);
  const q = data(await office(`/quotations/${asked.id}/propose`, { valid_until: '2026-12-15', lines: [{ unit_price_ht: 1000 }] }), quotation);
  const accepted = data(await call('POST', `/quotations/${q.id}/accept`, buyer.token, { revision: q.revision }), quotationAcceptance);
  return { buyer, q, cartToken: accepted.cart.token };
}

describe('an accepted quotation whose buyer leaves before ordering it', () => {
  it('removed: its cart goes to the administrator who removed him, who goes on to the order', async () => {
    const { buyer, q, cartToken } = await acceptedBy('parti-avant-commande@bellance-btp.example');
    expect((await call('DELETE', `/company/people/${buyer.id}`, admin)).statusCode).toBe(204);
    const read = data(await call('GET', `/quotations/${q.id}`, admin), quotation);
    expect(read).toMatchObject({ status: 'acceptee', order: null, checkout_cart_token: cartToken });
    const cart = data(await call('GET', `/cart?cart_token=${cartToken}`, admin), cartResponse);
    expect(cart.cart.list.map((l) => [l.quantity, l.unit_price_ht])).toEqual([[1, 1000]]);
    const address = api.db.prepare('SELECT a.id FROM address a JOIN customer c ON c.id = a.customer_id WHERE c.email = ? ORDER BY a.id').pluck().get(PRO.email);
    const placed = data(
      await call('POST', '/order', admin, {
        cart_token: cartToken,
        carrier_id: data(await api.request('GET', '/carrier', { plan: 2 }), z.array(carrier))[0].id,
        payment_id: data(await api.get('/payment'), z.array(payment)).find((p) => p.code === 'cheque')!.id,
        delivery_address_id: address,
        billing_address_id: address,
        accept_cgv: true,
      }),
      order,
      201,
    );
    expect(data(await call('GET', `/quotations/${q.id}`, admin), quotation).order).toEqual({ id: placed.id, number: placed.number });
  });

  it('made accountant: the same, his role no longer ordering', async () => {
    const { buyer, q, cartToken } = await acceptedBy('devenu-comptable-devis@bellance-btp.example');
    expect((await call('PATCH', `/company/people/${buyer.id}`, admin, { role: 'comptable' })).statusCode).toBe(200);
    expect(data(await call('GET', `/quotations/${q.id}`, admin), quotation).checkout_cart_token).toBe(cartToken);
    // the accountant (signed in again: a role changed ends the sessions) no longer holds it
    const again = await api.login('devenu-comptable-devis@bellance-btp.example', PERSON.password);
    expect(data(await call('GET', `/quotations/${q.id}`, again), quotation).checkout_cart_token).toBeNull();
  });

  it('an administrator who steps down to accountant: the cart goes to another administrator', async () => {
    const other = await colleague(api, 'administrateur', 'second-administrateur@bellance-btp.example', admin);
    const me = api.db.prepare('SELECT id FROM customer WHERE email = ?').pluck().get(PRO.email) as number;
    const cart = data(await call('POST', '/cart/update', admin, { cart_token: null, elements: [{ element_id: element(), quantity: 1 }] }), cartResponse);
    const asked = data(await call('POST', '/cart/convert-to-quotation', admin, { cart_token: cart.token }), quotation, 201);
    const q = data(await office(`/quotations/${asked.id}/propose`, { valid_until: '2026-12-15', lines: [{ unit_price_ht: 1000 }] }), quotation);
    const accepted = data(await call('POST', `/quotations/${q.id}/accept`, admin, { revision: q.revision }), quotationAcceptance);
    expect((await call('PATCH', `/company/people/${me}`, admin, { role: 'comptable' })).statusCode).toBe(200);
    try {
      expect(data(await call('GET', `/quotations/${q.id}`, other.token), quotation).checkout_cart_token).toBe(accepted.cart.token);
    } finally {
      api.db.prepare("UPDATE customer SET company_role = 'administrateur' WHERE id = ?").run(me);
      admin = await api.login(PRO.email, PRO.password);
    }
  });

  it('made site manager, who still submits orders: the cart stays his', async () => {
    const { buyer, q, cartToken } = await acceptedBy('devenu-conducteur-devis@bellance-btp.example');
    expect((await call('PATCH', `/company/people/${buyer.id}`, admin, { role: 'conducteur_travaux' })).statusCode).toBe(200);
    const again = await api.login('devenu-conducteur-devis@bellance-btp.example', PERSON.password);
    expect(data(await call('GET', `/quotations/${q.id}`, again), quotation).checkout_cart_token).toBe(cartToken);
    expect(failure(await call('POST', `/quotations/${q.id}/accept`, admin, { revision: q.revision }), 409).message).toMatch(/pas encore commandé/);
  });
});
