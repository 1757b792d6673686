import { approval } from '@trefima/domain/companies/contract';
import { order } from '@trefima/domain/contract';
import { data, failure, PRO, testApi, type TestApi } from '../testing';
import { colleague, heldRequest as requested, lastMailTo } from '../companies/testing-company';

/*
 * A cart held for its company's approval stays as submitted (docs/companies.md):
 * turning it into a quotation is refused as any other change of it is, so that
 * the approver can still place what was asked. A request whose cart was turned
 * into a quotation all the same (before this was refused) is refused with a mail
 * that says where its lines went, not that the cart can change again.
 */
let api: TestApi;
let admin: string;
const PLAN = 2;
beforeAll(async () => {
  api = await testApi();
  admin = await api.login(PRO.email, PRO.password);
});
afterAll(() => api.close());

const productId = (ref: string) => api.db.prepare('SELECT id FROM product WHERE reference = ?').pluck().get(ref) as number;
const call = (method: 'GET' | 'POST', path: string, token: string, body?: unknown) => api.request(method, path, { token, body, plan: PLAN });

/** A foreman's cart of HA12 bars held for approval: the request, and the checkout's body. */
async function heldRequest(email: string) {
  const foreman = await colleague(api, 'conducteur_travaux', email, admin);
  return { foreman, ...(await requested(api, foreman.token, { 'HA12-12': 2 }, PLAN)) };
}

it('refuses to turn a held cart into a quotation, with the words of any change of it, and the approver still places it', async () => {
  const { foreman, body, asked } = await heldRequest('devis-retenu@bellance-btp.example');
  const heldLine = api.db.prepare('SELECT id FROM cart_line WHERE cart_id = (SELECT id FROM cart WHERE token = ?)').pluck().get(body.cart_token) as number;
  const changed = failure(
    await call('POST', '/cart/update', foreman.token, {
      cart_token: body.cart_token,
      elements: [{ element_id: productId('HA12-12'), quantity: 9, line_id: heldLine }],
    }),
    409,
  );
  const converted = failure(await call('POST', '/cart/convert-to-quotation', foreman.token, { cart_token: body.cart_token }), 409);
  expect(converted).toMatchObject({ code: 'CART_HELD', message: changed.message });
  expect(api.db.prepare('SELECT COUNT(*) FROM quotation WHERE customer_id = ?').pluck().get(foreman.id)).toBe(0);
  expect(data(await call('POST', `/company/approval/${asked.id}/approve`, admin), order, 201).made_by).toMatchObject({ id: foreman.id });
});

it('refusing a request whose cart was turned into a quotation meanwhile does not mail that the cart can change again', async () => {
  const { asked } = await heldRequest('devis-avant@bellance-btp.example');
  // what a conversion let through before it was refused left: the held cart quoted
  const cartId = api.db.prepare('SELECT cart_id FROM order_approval WHERE id = ?').pluck().get(asked.id) as number;
  api.db.prepare("UPDATE cart SET status = 'quoted' WHERE id = ?").run(cartId);
  expect(data(await call('POST', `/company/approval/${asked.id}/refuse`, admin, { reason: 'Attendons le devis.' }), approval).status).toBe('refusee');
  const mail = lastMailTo(api, 'devis-avant@bellance-btp.example')!;
  expect(mail.body).toContain('Attendons le devis.');
  expect(mail.body).not.toContain('de nouveau modifiable');
  expect(mail.body).toContain('transformé en devis');
  expect(api.db.prepare('SELECT status FROM cart WHERE id = ?').pluck().get(cartId)).toBe('quoted');
});
