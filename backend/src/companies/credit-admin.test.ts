import { z } from 'zod/mini';
import { carrier, cartResponse, order, payment, session } from '@trefima/domain/contract';
import { companyCredit } from '@trefima/domain/companies/contract';
import { adminCompany } from '@trefima/domain/admin/endpoints';
import { data, failure, PRO, testApi, type TestApi } from '../testing';

/**
 * The credit the back office grants a company (issue 46): a limit holds at
 * checkout for payment on account only, with its figures; none set is no
 * ceiling; the limit's form refuses what is no amount.
 */
let api: TestApi;
let companyId: number;
beforeAll(async () => {
  api = await testApi();
  const s = data(await api.post('/customer/login', { login: PRO.email, password: PRO.password }), session);
  companyId = api.db.prepare('SELECT company_id FROM customer WHERE id = ?').pluck().get(s.customer.customer_id) as number;
});
afterAll(() => api.close());

const office = (method: 'GET' | 'PATCH', path: string, body?: unknown) =>
  api.app.inject({
    method,
    url: `/api/v1${path}`,
    headers: { authorization: 'Bearer test-admin-token' },
    ...(body !== undefined && { payload: body as object }),
  });
const setCredit = (credit_limit_cents: number | null) =>
  office('PATCH', `/admin/company/${companyId}/credit`, { credit_limit_cents, payment_terms: '30_jours_fin_de_mois' });
const productId = (ref: string) => api.db.prepare('SELECT id FROM product WHERE reference = ?').pluck().get(ref) as number;

/** The professional's checkout of 2 bars picked up at Jarry: send it paid by `code`. */
async function checkout() {
  const s = data(await api.post('/customer/login', { login: PRO.email, password: PRO.password }), session);
  const c = data(
    await api.request('POST', '/cart/update', {
      body: { cart_token: null, elements: [{ element_id: productId('HA12-12'), quantity: 2 }] },
      token: s.token,
      plan: 2,
    }),
    cartResponse,
  );
  const carriers = data(await api.request('GET', '/carrier', { plan: 2 }), z.array(carrier));
  const payments = data(await api.get('/payment'), z.array(payment));
  const address = s.customer.addresses[0].address_id;
  const body = {
    cart_token: c.token,
    carrier_id: carriers.find((x) => x.code === 'retrait-jarry')!.id,
    delivery_address_id: address,
    billing_address_id: address,
    accept_cgv: true,
  };
  return (code: string) => api.request('POST', '/order', { body: { ...body, payment_id: payments.find((p) => p.code === code)!.id }, token: s.token, plan: 2 });
}

describe('credit on account', () => {
  it('refuses an order on account beyond the limit with its figures, and takes the same order by transfer', async () => {
    const credit = data(await setCredit(100), companyCredit);
    expect(credit).toEqual({
      limit_cents: 100,
      outstanding_cents: credit.outstanding_cents,
      available_cents: Math.max(0, 100 - credit.outstanding_cents),
      payment_terms: '30_jours_fin_de_mois',
    });
    const send = await checkout();
    const res = await send('compte-client');
    const refused = failure(res, 422);
    expect(refused.code).toBe('CREDIT_LIMIT');
    expect(res.json().credit).toEqual({ limit_cents: 100, outstanding_cents: credit.outstanding_cents, available_cents: credit.available_cents });
    expect(refused.message).toMatch(/encours/i);
    data(await send('virement'), order, 201);
  });

  it('puts no ceiling without a limit', async () => {
    expect(data(await setCredit(null), companyCredit)).toMatchObject({ limit_cents: null, available_cents: null });
    const send = await checkout();
    const placed = data(await send('compte-client'), order, 201);
    const outstanding = data(await office('GET', '/admin/companies'), z.array(adminCompany)).find((c) => c.id === companyId)!.credit.outstanding_cents;
    expect(outstanding).toBeGreaterThanOrEqual(placed.amount.ttc);
  });

  it('refuses a limit that is no amount, and an unknown company', async () => {
    failure(await setCredit(-1), 422);
    failure(await office('PATCH', `/admin/company/${companyId}/credit`, { credit_limit_cents: 100, payment_terms: '90_jours' }), 422);
    failure(await office('PATCH', '/admin/company/999999/credit', { credit_limit_cents: 100, payment_terms: 'a_reception' }), 404);
    expect(api.db.prepare('SELECT credit_limit_cents FROM company WHERE id = ?').pluck().get(companyId)).toBeNull();
  });
});
