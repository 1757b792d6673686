import { z } from 'zod/mini';
import { cartResponse, order, payment, quotation, session } from '@trefima/domain/contract';
import { data, failure, PRIVATE, PRO, testApi, type TestApi } from '../testing';

/**
 * A customer signed in on two devices shares one cart. Once it is ordered (or
 * turned into a quotation) on one of them, the other still holds its token: it
 * reads and adds to the customer's cart to go on with, not the closed one, whose
 * lines are no longer his to change. A change to one of the closed cart's lines,
 * from a page shown before, is refused as before (409 CART_CLOSED), and the order
 * sent again from that cart is still its order.
 */
let api: TestApi;
beforeAll(async () => {
  api = await testApi();
});
afterAll(() => api.close());

const productId = (ref: string) => api.db.prepare('SELECT id FROM product WHERE reference = ?').pluck().get(ref) as number;
const signIn = async (who: { email: string; password: string }) =>
  data(await api.post('/customer/login', { login: who.email, password: who.password }), session);
const put = async (token: string, cartToken: string | undefined, elements: object[]) =>
  api.request('POST', '/cart/update', { body: { cart_token: cartToken, elements }, token, plan: 2 });
const read = async (token: string, cartToken: string) => data(await api.request('GET', `/cart?cart_token=${cartToken}`, { token, plan: 2 }), cartResponse);

async function orderedElsewhere() {
  const phone = await signIn(PRO);
  const before = data(await put(phone.token, undefined, [{ element_id: productId('HA12-12'), quantity: 3 }]), cartResponse);
  const office = await signIn(PRO);
  expect(office.cart_token).toBe(before.token);
  const plateau = data(await api.request('GET', '/carrier', { plan: 2 }), z.array(z.object({ id: z.int(), code: z.string() }))).find(
    (c) => c.code === 'livraison-plateau',
  )!;
  const account = data(await api.get('/payment'), z.array(payment)).find((p) => p.code === 'compte-client')!;
  const address = office.customer.addresses[0]!.address_id;
  const body = {
    cart_token: before.token,
    carrier_id: plateau.id,
    payment_id: account.id,
    delivery_address_id: address,
    billing_address_id: address,
    accept_cgv: true,
  };
  const placed = data(await api.request('POST', '/order', { body, token: office.token, plan: 2 }), order, 201);
  return { phone, closed: before, placed, body };
}

describe('a cart ordered on another device', () => {
  it('is read as the customer’s cart to go on with, which takes what he adds', async () => {
    const { phone, closed } = await orderedElsewhere();
    const now = await read(phone.token, closed.token);
    expect(now.token).not.toBe(closed.token);
    expect(now.cart.list).toEqual([]);

    const added = data(await put(phone.token, closed.token, [{ element_id: productId('HA8-6'), quantity: 2 }]), cartResponse);
    expect(added.token).toBe(now.token);
    expect(added.cart.list.map((l) => [l.element_id, l.quantity])).toEqual([[productId('HA8-6'), 2]]);
    expect(api.db.prepare('SELECT COUNT(*) FROM cart_line WHERE cart_id = (SELECT id FROM cart WHERE token = ?)').pluck().get(closed.token)).toBe(1);
    expect((await read(phone.token, closed.token)).token).toBe(now.token);

    const quick = await api.request('POST', '/cart/quick-order', {
      body: { cart_token: closed.token, lines: [{ reference: 'HA10-6', quantity: 1 }] },
      token: phone.token,
      plan: 2,
    });
    expect(quick.statusCode).toBe(200);
    expect(api.db.prepare('SELECT status FROM cart WHERE token = ?').pluck().get(now.token)).toBe('open');
    expect((await read(phone.token, now.token)).cart.list).toHaveLength(2);
  });

  it('refuses a change to one of its own lines, from a page shown before, and still answers its order sent again', async () => {
    const { phone, closed, placed, body } = await orderedElsewhere();
    const line = closed.cart.list[0]!;
    const changed = await put(phone.token, closed.token, [{ line_id: line.id, element_id: line.element_id, quantity: 5 }]);
    expect(failure(changed, 409).code).toBe('CART_CLOSED');
    const removed = await api.request('POST', '/cart/remove', { body: { cart_token: closed.token, id: line.id }, token: phone.token, plan: 2 });
    expect(failure(removed, 409).code).toBe('CART_CLOSED');
    const again = data(await api.request('POST', '/order', { body, token: phone.token, plan: 2 }), order, 200);
    expect(again.number).toBe(placed.number);
  });

  it('is another customer’s to no one, and an anonymous visitor is told it has expired', async () => {
    const { closed } = await orderedElsewhere();
    const other = await signIn(PRIVATE);
    expect(failure(await api.request('GET', `/cart?cart_token=${closed.token}`, { token: other.token, plan: 2 }), 404).code).toBe('CART_EXPIRED');
    expect(failure(await api.request('GET', `/cart?cart_token=${closed.token}`, { plan: 2 }), 404).code).toBe('CART_EXPIRED');
  });
});

describe('a cart turned into a quotation on another device', () => {
  it('is read as the customer’s cart to go on with', async () => {
    const phone = await signIn(PRO);
    const before = data(await put(phone.token, undefined, [{ element_id: productId('HA12-12'), quantity: 1 }]), cartResponse);
    const office = await signIn(PRO);
    data(await api.request('POST', '/cart/convert-to-quotation', { body: { cart_token: before.token }, token: office.token, plan: 2 }), quotation, 201);
    const now = await read(phone.token, before.token);
    expect(now.token).not.toBe(before.token);
    expect(now.cart.list).toEqual([]);
  });
});
