import { adminQuotationList, cartResponse, quotation } from '@trefima/domain/contract';
import { data, PRO, testApi, type TestApi } from '../testing';

/**
 * The back office's list of one status finds the quotations that read that
 * status today in their own territory: nothing writes `expiree`, a proposal
 * past its last valid day reads it. At 03:30 UTC on the 24th it is already
 * the 24th in Cayenne, still the 23rd in Fort-de-France.
 */
let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await testApi();
  token = await api.login(PRO.email, PRO.password);
});
afterAll(() => api.close());

const admin = (query: string) =>
  api.app.inject({ method: 'GET', url: `/api/v1/admin/quotations?${query}`, headers: { authorization: 'Bearer test-admin-token' } });

/** A bar of HA12 asked in `plan`'s prices, proposed valid until `validUntil`. */
async function proposed(plan: number, validUntil: string) {
  const call = (path: string, body: unknown) => api.request('POST', path, { body, token, plan });
  const element = api.db.prepare("SELECT id FROM product WHERE reference = 'HA12-12'").pluck().get() as number;
  const cart = data(await call('/cart/update', { cart_token: null, elements: [{ element_id: element, quantity: 1 }] }), cartResponse);
  const asked = data(await call('/cart/convert-to-quotation', { cart_token: cart.token }), quotation, 201);
  const res = await api.app.inject({
    method: 'POST',
    url: `/api/v1/admin/quotations/${asked.id}/propose`,
    headers: { authorization: 'Bearer test-admin-token' },
    payload: { valid_until: validUntil, lines: [{ unit_price_ht: 1500 }] },
  });
  return data(res, quotation).id;
}

const ids = async (status: string) => {
  const list = data(await admin(`status=${status}&perPage=100`), adminQuotationList);
  expect(list.total).toBe(list.items.length);
  expect(list.items.every((q) => q.status === status)).toBe(true);
  return list.items.map((q) => q.id);
};

it('lists a proposal past its last valid day in its territory under « expiree », not under « envoyee »', async () => {
  const cayenne = await proposed(3, '2026-11-23');
  const fortDeFrance = await proposed(1, '2026-11-23');
  const later = await proposed(2, '2026-12-15');
  const mine = (found: number[]) => found.filter((id) => [cayenne, fortDeFrance, later].includes(id));
  expect(mine(await ids('expiree'))).toEqual([]);
  api.clock.now = Date.parse('2026-11-24T03:30:00Z');
  try {
    expect(mine(await ids('expiree'))).toEqual([cayenne]);
    const sent = await ids('envoyee');
    expect(mine(sent)).toEqual([later, fortDeFrance]);
    // a page of one, counted as the status reads, newest first
    const second = data(await admin('status=envoyee&perPage=1&page=2'), adminQuotationList);
    expect([second.total, second.items.map((q) => q.id)]).toEqual([sent.length, [sent[1]]]);
  } finally {
    api.clock.now = Date.parse('2026-11-21T10:00:00Z');
  }
});
