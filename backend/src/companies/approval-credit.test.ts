import { z } from 'zod/mini';
import { approval } from '@trefima/domain/companies/contract';
import { carrier, cartResponse, payment } from '@trefima/domain/contract';
import { data, failure, PRO, testApi, type TestApi } from '../testing';
import { colleague } from './testing-company';

/**
 * An order on account submitted for approval beyond the company's credit is refused when it is submitted, as it is
 * when placed, with the same figures: it was held, the approvers mailed, and refused only when one approved it, the
 * foreman never told (found by a checkout audit). A request by cheque is held as before.
 */
let api: TestApi;
let admin: string;
const PLAN = 2;
beforeAll(async () => {
  api = await testApi();
  admin = await api.login(PRO.email, PRO.password);
  const companyId = api.db.prepare('SELECT company_id FROM customer WHERE email = ?').pluck().get(PRO.email) as number;
  const credit = await api.app.inject({
    method: 'PATCH',
    url: `/api/v1/admin/company/${companyId}/credit`,
    headers: { authorization: 'Bearer test-admin-token' },
    payload: { credit_limit_cents: 100, payment_terms: '30_jours_fin_de_mois' },
  });
  expect(credit.statusCode).toBe(200);
});
afterAll(() => api.close());

const call = (path: string, token: string, body?: unknown) => api.request('POST', path, { token, body, plan: PLAN });

async function checkoutBody(token: string, code: string) {
  const productId = api.db.prepare("SELECT id FROM product WHERE reference = 'HA12-12'").pluck().get() as number;
  const me = data(
    await api.get('/user/logged', { sales_plan_id: PLAN }, token),
    z.object({ customer: z.object({ addresses: z.array(z.object({ address_id: z.int() })) }) }),
  );
  const cart = data(await call('/cart/update', token, { elements: [{ element_id: productId, quantity: 3 }] }), cartResponse);
  const paymentId = data(await api.get('/payment'), z.array(payment)).find((p) => p.code === code)!.id;
  const carrierId = data(await api.request('GET', '/carrier', { plan: PLAN }), z.array(carrier))[0]!.id;
  const address = me.customer.addresses[0]!.address_id;
  return { cart_token: cart.token, carrier_id: carrierId, payment_id: paymentId, delivery_address_id: address, billing_address_id: address, accept_cgv: true };
}

it('refuses at once a request on account beyond the credit, with its figures, and holds nothing', async () => {
  const foreman = await colleague(api, 'conducteur_travaux', 'conducteur-credit@bellance-btp.example', admin);
  const body = await checkoutBody(foreman.token, 'compte-client');
  const res = await call('/order/approval', foreman.token, body);
  expect(failure(res, 422).code).toBe('CREDIT_LIMIT');
  expect(res.json()).toMatchObject({ credit: { limit_cents: 100 }, errors: { payment_id: expect.stringContaining('encours') } });
  expect(api.db.prepare('SELECT COUNT(*) FROM order_approval WHERE requested_by = ?').pluck().get(foreman.id)).toBe(0);
  expect(api.db.prepare('SELECT held FROM cart WHERE token = ?').pluck().get(body.cart_token)).toBe(0);
  // the same goods by cheque wait for an approver, as before
  data(await call('/order/approval', foreman.token, { ...body, payment_id: (await checkoutBody(foreman.token, 'cheque')).payment_id }), approval, 201);
});
