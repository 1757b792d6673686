import { z } from 'zod/mini';
import { cartResponse, productList, session } from '@trefima/domain/contract';
import { data, failure, PRO, testApi, type TestApi } from '../testing';

let api: TestApi;
beforeAll(async () => {
  api = await testApi();
});
afterAll(() => api.close());

const DAY = 24 * 3600 * 1000;
const productId = (ref: string) => api.db.prepare('SELECT id FROM product WHERE reference = ?').pluck().get(ref) as number;
const priceOf = (ref: string, plan: number) =>
  api.db.prepare('SELECT price_ht FROM product_price WHERE product_id = ? AND sales_plan_id = ?').pluck().get(productId(ref), plan) as number;
const lines = () => api.db.prepare('SELECT COUNT(*) FROM cart_line').pluck().get() as number;
const update = (body: unknown, opts: { token?: string; plan?: number } = {}) => api.request('POST', '/cart/update', { body, ...opts });

describe('cart', () => {
  it('creates a cart on the first update, with list, amounts and count from the server', async () => {
    const bar = productId('HA12-12');
    const c = data(await update({ elements: JSON.stringify([{ element_id: bar, quantity: 10 }]) }), cartResponse);
    expect(c.token).toMatch(/^[\w-]{20,}$/);
    expect(c.cart.list).toHaveLength(1);
    expect(c.cart.list[0]).toMatchObject({ element_id: bar, quantity: 10, unit_price_ht: priceOf('HA12-12', 1), total_ht: 10 * priceOf('HA12-12', 1) });
    expect(c.cart.amount.ht).toBe(10 * priceOf('HA12-12', 1));
    expect(c.cart.amount.tva).toBe(Math.round(c.cart.amount.ht * 0.085));
    expect(c.cart.total).toBe(1);
    expect(c.cart.free_shipping.threshold).toBe(150000);
    expect(c.cart.free_shipping.remaining).toBe(150000 - c.cart.amount.ht);
    // the delivery it is for: the crane's never is
    expect(c.cart.free_shipping.carrier).toBe('Livraison sur chantier (camion plateau)');
    expect(Date.parse(c.expires_at)).toBe(api.clock.now + 3 * DAY);
  });

  it('adds, sets, removes with quantity 0 and with /cart/remove', async () => {
    const a = productId('HA10-6');
    const b = productId('ST25C-240');
    let c = data(
      await update({
        elements: [
          { element_id: a, quantity: 5 },
          { element_id: b, quantity: 2 },
        ],
      }),
      cartResponse,
    );
    const token = c.token;
    c = data(await update({ cart_token: token, elements: [{ element_id: a, quantity: 3, mode: 'add' }] }), cartResponse);
    expect(c.cart.list.find((l) => l.element_id === a)?.quantity).toBe(8);
    c = data(await update({ cart_token: token, elements: [{ element_id: a, quantity: 2 }] }), cartResponse);
    expect(c.cart.list.find((l) => l.element_id === a)?.quantity).toBe(2);
    expect(c.cart.quantity).toBe(4);
    c = data(await update({ cart_token: token, elements: [{ element_id: a, quantity: 0 }] }), cartResponse);
    expect(c.cart.list.map((l) => l.element_id)).toEqual([b]);
    const lineId = c.cart.list[0].id;
    c = data(await api.post('/cart/remove', { cart_token: token, id: lineId }), cartResponse);
    expect(c.cart.list).toEqual([]);
    expect(c.cart.amount.ht).toBe(0);
    expect(failure(await api.post('/cart/remove', { cart_token: token, id: lineId }), 404).code).toBe('NOT_FOUND');
  });

  // a tab still showing a line removed in another removes it by its number: that number must not name a line
  // added since (SQLite gives the highest number again once its row is deleted)
  it('never gives a removed line’s number to another line: removing it again from a stale page removes nothing else', async () => {
    const first = data(await update({ elements: [{ element_id: productId('HA10-6'), quantity: 1 }] }), cartResponse);
    const removed = first.cart.list[0].id;
    data(await api.post('/cart/remove', { cart_token: first.token, id: removed }), cartResponse);
    const added = data(await update({ cart_token: first.token, elements: [{ element_id: productId('ST25C-240'), quantity: 2 }] }), cartResponse);
    expect(added.cart.list[0].id).not.toBe(removed);
    expect(failure(await api.post('/cart/remove', { cart_token: first.token, id: removed }), 404).code).toBe('NOT_FOUND');
    const kept = data(await api.request('GET', `/cart?cart_token=${first.token}`), cartResponse);
    expect(kept.cart.list.map((l) => [l.element_id, l.quantity])).toEqual([[productId('ST25C-240'), 2]]);
  });

  // a tab still showing a line another tab removed: « + » names the line, which must not come back with the new quantity
  it('changes a line named by its number, and never brings back a line removed meanwhile (404, nothing written)', async () => {
    const bar = productId('HA10-6');
    const first = data(await update({ elements: [{ element_id: bar, quantity: 5 }] }), cartResponse);
    const line = first.cart.list[0];
    const set = data(await update({ cart_token: first.token, elements: [{ line_id: line.id, element_id: bar, quantity: 6 }] }), cartResponse);
    expect(set.cart.list.map((l) => [l.id, l.quantity])).toEqual([[line.id, 6]]);
    data(await api.post('/cart/remove', { cart_token: first.token, id: line.id }), cartResponse);
    const gone = failure(await update({ cart_token: first.token, elements: [{ line_id: line.id, element_id: bar, quantity: 7 }] }), 404);
    expect(gone.code).toBe('NOT_FOUND');
    expect(gone.message).toBe('Cette ligne n’est plus dans votre panier : elle a été retirée entre-temps.');
    const kept = data(await api.request('GET', `/cart?cart_token=${first.token}`), cartResponse);
    expect(kept.cart.list).toEqual([]);
    // a number that is another product's line is refused on the element, never applied to the other line
    const other = data(await update({ cart_token: first.token, elements: [{ element_id: productId('HA8-6'), quantity: 2 }] }), cartResponse);
    const wrong = failure(await update({ cart_token: first.token, elements: [{ line_id: other.cart.list[0].id, element_id: bar, quantity: 3 }] }), 422);
    expect(wrong.errors?.['elements.0.line_id']).toBe('Cette ligne du panier n’est pas celle de ce produit.');
    expect(data(await api.request('GET', `/cart?cart_token=${first.token}`), cartResponse).cart.list.map((l) => l.quantity)).toEqual([2]);
  });

  it('prices the cart for the sales plan of the call, VAT 0 in Guyane', async () => {
    const bar = productId('HA12-12');
    const c = data(await update({ elements: [{ element_id: bar, quantity: 1 }] }, { plan: 3 }), cartResponse);
    expect(c.cart.list[0].unit_price_ht).toBe(priceOf('HA12-12', 3));
    expect(c.cart.amount).toMatchObject({ tva: 0, vat_rate: 0 });
    const same = data(await api.request('GET', '/cart', { query: { cart_token: c.token }, plan: 2 }), cartResponse);
    expect(same.cart.list[0].unit_price_ht).toBe(priceOf('HA12-12', 2));
  });

  it('sells cut-to-length sheets per metre, one line per length', async () => {
    const sheet = data(await api.get('/product', { caracteristics: JSON.stringify({ tags: ['prelaque'] }), text: 'bac t40', perPage: 1 }), productList)
      .items[0];
    expect(sheet.cut_to_length).not.toBeNull();
    const missing = failure(await update({ elements: [{ element_id: sheet.id, quantity: 2 }] }), 422);
    expect(missing.errors?.['elements.0.length']).toMatch(/longueur/);
    const tooLong = failure(await update({ elements: [{ element_id: sheet.id, quantity: 2, length: 99 }] }), 422);
    expect(tooLong.message).toMatch(/entre/);
    const c = data(
      await update({
        elements: [
          { element_id: sheet.id, quantity: 4, length: 4.35 },
          { element_id: sheet.id, quantity: 2, length: 2.1 },
        ],
      }),
      cartResponse,
    );
    expect(c.cart.list).toHaveLength(2);
    const l = c.cart.list.find((x) => x.length === 4.35)!;
    // exact arithmetic on millimetres, no floating-point drift (4.35 m = 4350 mm)
    expect(l.unit_price_ht).toBe(Math.round((sheet.price.ht * 4350) / 1000));
    expect(l.total_ht).toBe(4 * l.unit_price_ht);
    const bar = productId('HA12-12');
    expect(failure(await update({ elements: [{ element_id: bar, quantity: 1, length: 3 }] }), 422).errors?.['elements.0.length']).toBeDefined();
  });

  it('writes nothing when one element is wrong, and says which', async () => {
    const before = lines();
    const bar = productId('HA12-12');
    const res = failure(
      await update({
        elements: [
          { element_id: bar, quantity: 1 },
          { element_id: 999999, quantity: 1 },
        ],
      }),
      422,
    );
    expect(res.errors?.['elements.1.element_id']).toMatch(/n’existe pas/);
    expect(lines()).toBe(before);
  });

  it('makes no cart for a first change it refuses, anonymous or signed in', async () => {
    const carts = () => api.db.prepare('SELECT COUNT(*) FROM cart').pluck().get() as number;
    const before = carts();
    const wrong = { elements: [{ element_id: 999999, quantity: 1 }] };
    failure(await update(wrong), 422);
    failure(await update({ elements: [{ element_id: productId('HA12-12'), quantity: 999999 }] }), 422);
    // a customer without a cart: his first change refused makes him none either
    const token = await api.login(PRO.email, PRO.password);
    api.db.prepare("UPDATE cart SET status = 'ordered' WHERE customer_id = (SELECT id FROM customer WHERE email = ?) AND status = 'open'").run(PRO.email);
    const his = carts();
    failure(await update(wrong, { token }), 422);
    expect([carts() - his, his - before]).toEqual([0, 0]);
  });

  it('answers bad input with clear 4xx messages', async () => {
    expect(failure(await update({ elements: '[{"element_id": 1,' }), 422).message).toMatch(/JSON/);
    expect(failure(await update({}), 422).message).toMatch(/obligatoire/);
    expect(failure(await update({ elements: [{ element_id: 'x', quantity: 1.5 }] }), 422).errors?.elements).toBeDefined();
    expect(failure(await update({ elements: [{ element_id: productId('HA12-12'), quantity: -1 }] }), 422).message).toMatch(/quantité/);
    expect(failure(await update({ elements: [{ element_id: 1, quantity: 1 }], cart_token: 42 }), 400).message).toContain('cart_token');
    expect(failure(await update([1, 2]), 400).message).toMatch(/objet/);
    expect(failure(await api.get('/cart'), 400).message).toContain('cart_token');
    expect(failure(await api.get('/cart', { cart_token: 'inconnu-inconnu' }), 404).code).toBe('CART_EXPIRED');
  });

  it('expires an anonymous cart three days after its last change', async () => {
    const c = data(await update({ elements: [{ element_id: productId('HA8-6'), quantity: 1 }] }), cartResponse);
    api.clock.advance(2 * DAY);
    const touched = data(await update({ cart_token: c.token, elements: [{ element_id: productId('HA8-6'), quantity: 2 }] }), cartResponse);
    expect(Date.parse(touched.expires_at)).toBe(api.clock.now + 3 * DAY);
    api.clock.advance(2 * DAY);
    data(await api.get('/cart', { cart_token: c.token }), cartResponse); // 4 days after creation, 2 after the change
    api.clock.advance(1 * DAY + 1000);
    try {
      expect(failure(await api.get('/cart', { cart_token: c.token }), 404).code).toBe('CART_EXPIRED');
      expect(failure(await update({ cart_token: c.token, elements: [{ element_id: productId('HA8-6'), quantity: 1 }] }), 404).code).toBe('CART_EXPIRED');
    } finally {
      api.clock.advance(-(5 * DAY + 1000));
    }
  });

  it('merges the anonymous cart into the customer’s at login, and finds it again at the next login', async () => {
    const token = await api.login();
    const own = data(await update({ elements: [{ element_id: productId('HA10-6'), quantity: 10 }] }, { token }), cartResponse);
    const anon = data(
      await update({
        elements: [
          { element_id: productId('HA10-6'), quantity: 5 },
          { element_id: productId('ST25C-240'), quantity: 1 },
        ],
      }),
      cartResponse,
    );
    const s = data(await api.post('/customer/login', { login: PRO.email, password: PRO.password, cart_token: anon.token }), session);
    expect(s.cart_token).toBe(own.token);
    const merged = data(await api.get('/cart', { cart_token: s.cart_token! }, s.token), cartResponse);
    expect(merged.cart.list.find((l) => l.element_id === productId('HA10-6'))?.quantity).toBe(15);
    expect(merged.cart.list.some((l) => l.element_id === productId('ST25C-240'))).toBe(true);
    // the professional's discount applies to his cart
    expect(merged.cart.list[0].unit_price_ht).toBe(Math.round((priceOf(merged.cart.list[0].reference, 1) * 95) / 100));
    // the anonymous token now leads to the customer's cart, not to a copy
    expect(data(await api.get('/cart', { cart_token: anon.token }, s.token), cartResponse).token).toBe(own.token);
    // a later login without any cart token finds the same cart
    const again = data(await api.post('/customer/login', { login: PRO.email, password: PRO.password }), session);
    expect(again.cart_token).toBe(own.token);
    // the customer's cart is not readable without the customer's token
    expect(failure(await api.get('/cart', { cart_token: own.token }), 404).code).toBe('CART_EXPIRED');
  });

  it('keeps a customer’s cart beyond three days', async () => {
    const token = await api.login();
    const c = data(await api.get('/cart', {}, token), cartResponse);
    api.clock.advance(10 * DAY);
    try {
      const fresh = await api.login();
      expect(data(await api.get('/cart', { cart_token: c.token }, fresh), cartResponse).token).toBe(c.token);
    } finally {
      api.clock.advance(-10 * DAY);
    }
  });

  it('answers an unknown cart token from a customer without a cart as an expired cart, not a 500', async () => {
    const s = await api.signUp('sans-panier@example.com');
    const carts = () => api.db.prepare('SELECT COUNT(*) FROM cart').pluck().get() as number;
    const before = carts();
    const res = failure(await api.post('/cart/remove', { cart_token: 'x', id: 1 }, s.token), 404);
    expect(res).toEqual({ code: 'CART_EXPIRED', message: 'Votre panier a expiré ou n’existe plus.' });
    // a removal does not make a cart to remove nothing from
    expect(carts()).toBe(before);
  });
});

describe('complementary information', () => {
  it('can be saved alone, and an empty change is refused', async () => {
    const c = data(await update({ elements: [{ element_id: productId('HA8-6'), quantity: 2 }] }), cartResponse);
    const saved = data(await update({ cart_token: c.token, complementary_information: 'Livrer le matin, portail vert.' }), cartResponse);
    expect(saved.cart.complementary_information).toBe('Livrer le matin, portail vert.');
    expect(saved.cart.list).toHaveLength(1);
    expect(data(await update({ cart_token: c.token, elements: [], complementary_information: '' }), cartResponse).cart.complementary_information).toBe('');
    expect(failure(await update({ cart_token: c.token, elements: [] }), 422).message).toBe('La liste des produits est vide.');
  });

  it('keeps its lines and tabs, refuses an invisible character and leaves the cart as it was', async () => {
    const c = data(await update({ elements: [{ element_id: productId('HA8-6'), quantity: 2 }], complementary_information: 'Portail vert' }), cartResponse);
    const lines = data(await update({ cart_token: c.token, complementary_information: 'Livrer le matin,\r\n\tportail vert.' }), cartResponse);
    expect(lines.cart.complementary_information).toBe('Livrer le matin,\r\n\tportail vert.');
    const bad = failure(await update({ cart_token: c.token, complementary_information: 'Portail\u0000vert' }), 422);
    expect(bad.errors).toEqual({
      complementary_information: 'Le champ « Informations complémentaires » contient un caractère invisible (un caractère de contrôle) : retirez-le.',
    });
    expect(data(await api.get('/cart', { cart_token: c.token }), cartResponse).cart.complementary_information).toBe('Livrer le matin,\r\n\tportail vert.');
  });
});

describe('a sheet cut to length, for a professional with a discount', () => {
  it('costs the net price per metre the product page shows, times its length, to the cent', async () => {
    const token = await api.login();
    const sheet = api.db.prepare('SELECT id FROM product WHERE cut_min_length IS NOT NULL ORDER BY id').pluck().all() as number[];
    const product = z.object({ customer: z.optional(z.object({ price_ht: z.int() })) });
    const lengths = [1.25, 2.35, 3.5, 4.15, 5.05, 6.85];
    const seen: [number, number, number, number][] = [];
    for (const id of sheet.slice(0, 4)) {
      const perMetre = data(await api.get(`/product/${id}`, {}, token), product).customer!.price_ht;
      for (const length of lengths) {
        const c = data(
          await api.request('POST', '/cart/update', { body: { cart_token: null, elements: [{ element_id: id, quantity: 1, length }] }, token }),
          cartResponse,
        );
        const line = c.cart.list.find((l) => l.element_id === id && l.length === length)!;
        seen.push([id, length, line.unit_price_ht, Math.round(perMetre * length)]);
        await api.request('POST', '/cart/remove', { body: { cart_token: c.token, id: line.id }, token });
      }
    }
    expect(seen.filter(([, , unit, expected]) => unit !== expected)).toEqual([]);
  });
});
