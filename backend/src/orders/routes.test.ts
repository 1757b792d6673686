import { z } from 'zod/mini';
import { carrier, cartResponse, invoiceList, order, orderList, payment, quotation, quotationList, session } from '@trefima/domain/contract';
import { data, failure, PRIVATE, PRO, testApi, type TestApi } from '../testing';

let api: TestApi;
beforeAll(async () => {
  api = await testApi();
});
afterAll(() => api.close());

const productId = (ref: string) => api.db.prepare('SELECT id FROM product WHERE reference = ?').pluck().get(ref) as number;
const count = (table: string) => api.db.prepare(`SELECT COUNT(*) FROM "${table}"`).pluck().get() as number;
const carriers = async (plan: number) => data(await api.request('GET', '/carrier', { plan }), z.array(carrier));
const payments = async () => data(await api.get('/payment'), z.array(payment));

async function proWithCart(refs: [string, number][], plan = 2) {
  const s = data(await api.post('/customer/login', { login: PRO.email, password: PRO.password }), session);
  const c = data(
    await api.request('POST', '/cart/update', { body: { elements: refs.map(([r, q]) => ({ element_id: productId(r), quantity: q })) }, token: s.token, plan }),
    cartResponse,
  );
  return { ...s, cart: c };
}

describe('carriers and payment methods', () => {
  it('offers each territory its own pick-up point and delivery prices', async () => {
    const mtq = await carriers(1);
    const gpe = await carriers(2);
    expect(mtq.map((c) => c.code)).toContain('retrait-lamentin');
    expect(gpe.map((c) => c.code)).not.toContain('retrait-lamentin');
    expect(gpe.map((c) => c.code)).toContain('retrait-jarry');
    const plateau = (list: typeof mtq) => list.find((c) => c.code === 'livraison-plateau')!;
    expect(plateau(gpe).price_ht).toBeGreaterThan(plateau(mtq).price_ht);
    expect((await carriers(3)).find((c) => c.code === 'livraison-plateau')?.free_shipping_threshold).toBeNull();
  });

  it('lists payment methods, one reserved to professionals', async () => {
    const list = await payments();
    expect(list.filter((p) => p.professional_only).map((p) => p.code)).toEqual(['compte-client']);
  });
});

describe('POST /order', () => {
  it('turns the cart into an order with its number, frozen lines, shipping and VAT, and closes the cart', async () => {
    const s = await proWithCart([
      ['HA12-12', 20],
      ['ST25C-240', 4],
    ]);
    const plateau = (await carriers(2)).find((c) => c.code === 'livraison-plateau')!;
    const body = {
      cart_token: s.cart.token,
      carrier_id: plateau.id,
      payment_id: (await payments()).find((p) => p.code === 'compte-client')!.id,
      delivery_address_id: s.customer.addresses[0].address_id,
      billing_address_id: s.customer.addresses[0].address_id,
      accept_cgv: true,
      complementary_information: 'Livraison avant 9 h, accès par la rue Forest.',
    };
    const o = data(await api.request('POST', '/order', { body, token: s.token, plan: 2 }), order, 201);
    expect(o.number).toMatch(/^CMD-2026-\d{6}$/);
    expect(o.lines.map((l) => l.quantity)).toEqual([20, 4]);
    const linesHt = o.lines.reduce((t, l) => t + l.total_ht, 0);
    expect(linesHt).toBe(s.cart.cart.amount.ht);
    const shipping = linesHt >= plateau.free_shipping_threshold! ? 0 : plateau.price_ht;
    expect(o.amount.shipping_ht).toBe(shipping);
    expect(o.amount.ht).toBe(linesHt + shipping);
    expect(o.amount.tva).toBe(Math.round((o.amount.ht * 8.5) / 100));
    expect(o.delivery_address.city).toBe('Baie-Mahault');
    expect(o.complementary_information).toContain('9 h');
    expect(api.db.prepare('SELECT status FROM cart WHERE token = ?').pluck().get(s.cart.token)).toBe('ordered');
    expect(api.db.prepare('SELECT subject FROM outbox ORDER BY id DESC LIMIT 1').pluck().get()).toContain(o.number);

    // Submitting the same order again (double click, retry) answers the same order.
    const before = count('order');
    const again = data(await api.request('POST', '/order', { body, token: s.token, plan: 2 }), order, 200);
    expect(again.number).toBe(o.number);
    expect(count('order')).toBe(before);
    const [x, y] = await Promise.all([1, 2].map(() => api.request('POST', '/order', { body, token: s.token, plan: 2 })));
    expect([x.json().data.number, y.json().data.number]).toEqual([o.number, o.number]);
    expect(count('order')).toBe(before);

    // Other choices for the ordered cart are not answered with the order as if it were theirs.
    const pickup = (await carriers(2)).find((c) => c.code === 'retrait-jarry')!.id;
    for (const other of [
      { ...body, carrier_id: pickup },
      { ...body, purchase_order: 'BC-2026-77' },
    ]) {
      const refused = failure(await api.request('POST', '/order', { body: other, token: s.token, plan: 2 }), 409);
      expect(refused.code).toBe('CART_ORDERED');
      expect(refused.message).toContain(`Ce panier a déjà été commandé : commande ${o.number}`);
      expect(refused.message).toContain('vos nouveaux choix ne sont pas enregistrés');
    }
    expect(count('order')).toBe(before);
    expect(data(await api.get(`/order/${o.number}`, {}, s.token), order).carrier.id).toBe(plateau.id);

    // The closed cart's lines take no more changes (what is added goes to the next cart: cart-closed-elsewhere.test.ts).
    const line = s.cart.cart.list[0]!;
    const closed = await api.request('POST', '/cart/update', {
      body: { cart_token: s.cart.token, elements: [{ line_id: line.id, element_id: line.element_id, quantity: 1 }] },
      token: s.token,
      plan: 2,
    });
    expect(failure(closed, 409).code).toBe('CART_CLOSED');

    const list = data(await api.get('/order', {}, s.token), orderList);
    expect(list.items[0].number).toBe(o.number);
    expect(data(await api.get(`/order/${o.number}`, {}, s.token), order).id).toBe(o.id);
  });

  it('checks the checkout choices, writing nothing on error', async () => {
    const before = count('order');
    const s = await proWithCart([['HA8-6', 2]], 1);
    const missing = failure(await api.request('POST', '/order', { body: { cart_token: s.cart.token }, token: s.token }), 422);
    expect(missing.message).toBe('Merci de bien remplir tous les champs obligatoires.');
    expect(Object.keys(missing.errors!)).toEqual(
      expect.arrayContaining(['carrier_id', 'payment_id', 'delivery_address_id', 'billing_address_id', 'accept_cgv']),
    );
    expect(missing.errors?.accept_cgv).toBe('Vous devez accepter les conditions générales de vente.');
    const addressId = s.customer.addresses[0].address_id;
    const gpeOnly = (await carriers(2)).find((c) => c.code === 'retrait-jarry')!.id;
    const wrong = failure(
      await api.request('POST', '/order', {
        body: { cart_token: s.cart.token, carrier_id: gpeOnly, payment_id: 99, delivery_address_id: 99999, billing_address_id: addressId, accept_cgv: true },
        token: s.token,
      }),
      422,
    );
    expect(wrong.errors).toMatchObject({
      carrier_id: expect.stringMatching(/territoire/),
      payment_id: expect.any(String),
      delivery_address_id: expect.any(String),
    });
    expect(count('order')).toBe(before);
  });

  it('keeps the 30-day account payment for professionals', async () => {
    const s = data(await api.post('/customer/login', { login: PRIVATE.email, password: PRIVATE.password }), session);
    const c = data(
      await api.request('POST', '/cart/update', { body: { elements: [{ element_id: productId('HA8-6'), quantity: 3 }] }, token: s.token }),
      cartResponse,
    );
    const a = s.customer.addresses[0].address_id;
    const base = { cart_token: c.token, carrier_id: (await carriers(1))[0].id, delivery_address_id: a, billing_address_id: a, accept_cgv: 'on' };
    const pro = (await payments()).find((p) => p.professional_only)!.id;
    expect(failure(await api.request('POST', '/order', { body: { ...base, payment_id: pro }, token: s.token }), 422).errors?.payment_id).toMatch(
      /professionnels/,
    );
    const cheque = (await payments()).find((p) => p.code === 'cheque')!.id;
    const o = data(await api.request('POST', '/order', { body: { ...base, payment_id: cheque }, token: s.token }), order, 201);
    expect(o.amount.shipping_ht).toBe(0); // pick-up at the factory
  });

  it('needs a token, a cart of one’s own and a cart with something in it', async () => {
    expect(failure(await api.post('/order', { cart_token: 'x' }), 500).code).toBe('token_required');
    const other = data(
      await api.request('POST', '/cart/update', {
        body: { elements: [{ element_id: productId('HA8-6'), quantity: 1 }] },
        token: await api.login(PRIVATE.email, PRIVATE.password),
      }),
      cartResponse,
    );
    const s = await proWithCart([['HA8-6', 1]]);
    const a = s.customer.addresses[0].address_id;
    const body = {
      cart_token: other.token,
      carrier_id: (await carriers(1))[0].id,
      payment_id: 1,
      delivery_address_id: a,
      billing_address_id: a,
      accept_cgv: true,
    };
    expect(failure(await api.request('POST', '/order', { body, token: s.token }), 404).code).toBe('CART_EXPIRED');
    const empty = data(
      await api.request('POST', '/cart/update', {
        body: { cart_token: s.cart.token, elements: [{ element_id: productId('HA8-6'), quantity: 0 }] },
        token: s.token,
        plan: 2,
      }),
      cartResponse,
    );
    expect(failure(await api.request('POST', '/order', { body: { ...body, cart_token: empty.token }, token: s.token }), 422).code).toBe('EMPTY_CART');
  });
});

describe('quotations and invoices', () => {
  it('converts a cart into a quotation once, listed in the customer’s quotations', async () => {
    const s = await proWithCart([['HA16-12', 30]]);
    const before = count('quotation');
    expect(failure(await api.request('POST', '/cart/convert-to-quotation', { body: { cart_token: s.cart.token }, plan: 2 }), 500).code).toBe('token_required');
    const q = data(
      await api.request('POST', '/cart/convert-to-quotation', {
        body: { cart_token: s.cart.token, complementary_information: 'Chantier à Sainte-Rose' },
        token: s.token,
        plan: 2,
      }),
      quotation,
      201,
    );
    expect(q).toMatchObject({ status: 'demandee', status_label: 'Demande reçue', complementary_information: 'Chantier à Sainte-Rose' });
    expect(q.number).toMatch(/^DEV-2026-\d{6}$/);
    expect(q.amount.ht).toBe(s.cart.cart.amount.ht);
    const again = data(await api.request('POST', '/cart/convert-to-quotation', { body: { cart_token: s.cart.token }, token: s.token, plan: 2 }), quotation);
    expect(again.id).toBe(q.id);
    expect(count('quotation')).toBe(before + 1);
    const list = data(await api.get('/quotations', {}, s.token), quotationList);
    expect(list.items[0].number).toBe(q.number);
    expect(list.items.some((x) => x.status === 'envoyee')).toBe(true); // seeded history
    expect(data(await api.get(`/quotations/${q.id}`, {}, s.token), quotation).lines[0].quantity).toBe(30);
    failure(await api.get(`/quotations/${q.id}`, {}, await api.login(PRIVATE.email, PRIVATE.password)), 404);
    // the next cart is a new, empty one
    expect(data(await api.get('/cart', {}, s.token), cartResponse).cart.list).toEqual([]);
  });

  it('lists the customer’s invoices', async () => {
    const token = await api.login();
    const list = data(await api.get('/invoice', {}, token), invoiceList);
    expect(list.total).toBeGreaterThanOrEqual(2);
    expect(list.items[0].number).toMatch(/^FAC-/);
    expect(list.items[0].amount.ttc).toBeGreaterThan(list.items[0].amount.ht);
  });
});
