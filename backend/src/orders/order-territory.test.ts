import { z } from 'zod/mini';
import { carrier, cartResponse, customer, order, payment } from '@trefima/domain/contract';
import { data, failure, testApi, type TestApi } from '../testing';

/**
 * What the buyer saw is what he pays: the order carries the totals of the
 * recap he confirmed, and delivery addresses lie in the shop's territories.
 */
let api: TestApi;
beforeAll(async () => {
  api = await testApi();
});
afterAll(() => api.close());

const productId = (ref: string) => api.db.prepare('SELECT id FROM product WHERE reference = ?').pluck().get(ref) as number;
const count = (table: string) => api.db.prepare(`SELECT COUNT(*) FROM "${table}"`).pluck().get() as number;
const stockOf = (ref: string) => api.db.prepare('SELECT stock FROM product WHERE reference = ?').pluck().get(ref) as number;
let seq = 0;

const HOME = {
  label: 'Maison',
  civility: 'm',
  first_name: 'Jules',
  last_name: 'Marie-Sainte',
  street: '3 rue Victor Hugo',
  zipcode: '97200',
  city: 'Fort-de-France',
  phone: '0696112233',
};
const PARIS = { ...HOME, label: 'Siège', street: '10 rue de Rivoli', zipcode: '75004', city: 'Paris' };

async function newCustomer() {
  return api.signUp(`territoire-${seq++}@example.com`);
}

async function orderReady() {
  const c = await newCustomer();
  const withHome = data(await api.request('POST', `/customer/${c.id}/address`, { body: HOME, token: c.token }), customer, 201);
  const cart = data(
    await api.request('POST', '/cart/update', { body: { elements: [{ element_id: productId('HA10-12'), quantity: 3 }] }, token: c.token }),
    cartResponse,
  );
  const plateau = data(await api.request('GET', '/carrier', { plan: 1 }), z.array(carrier)).find((x) => x.code === 'livraison-plateau')!;
  const cheque = data(await api.get('/payment'), z.array(payment)).find((p) => p.code === 'cheque')!;
  const address = withHome.addresses[0].address_id;
  const shipping = plateau.free_shipping_threshold !== null && cart.cart.amount.ht >= plateau.free_shipping_threshold ? 0 : plateau.price_ht;
  const ht = cart.cart.amount.ht + shipping;
  const ttc = ht + Math.round((ht * 8.5) / 100);
  const body = {
    cart_token: cart.token,
    carrier_id: plateau.id,
    payment_id: cheque.id,
    delivery_address_id: address,
    billing_address_id: address,
    accept_cgv: true,
  };
  return { ...c, body, expected: { ht, ttc } };
}

describe('POST /order with the totals the buyer confirmed', () => {
  it('places the order when they are the API’s', async () => {
    const o = await orderReady();
    const placed = data(await api.request('POST', '/order', { body: { ...o.body, expected_amount: o.expected }, token: o.token }), order, 201);
    expect(placed.amount).toMatchObject(o.expected);
  });

  it('refuses with 409 and writes nothing when the recap showed other totals (another territory, a price changed meanwhile)', async () => {
    const o = await orderReady();
    const [orders, stock] = [count('order'), stockOf('HA10-12')];
    const seen = { ht: o.expected.ht - 100, ttc: o.expected.ttc - 109 };
    const refused = failure(await api.request('POST', '/order', { body: { ...o.body, expected_amount: seen }, token: o.token }), 409);
    expect(refused.code).toBe('TOTALS_CHANGED');
    expect(refused.message).toMatch(/^Les montants de votre commande ont changé/);
    expect(refused.message).toContain('TTC');
    expect(count('order')).toBe(orders);
    expect(stockOf('HA10-12')).toBe(stock);
    // the same cart at the right totals goes through
    data(await api.request('POST', '/order', { body: { ...o.body, expected_amount: o.expected }, token: o.token }), order, 201);
  });

  it('refuses the recap’s totals read in another territory', async () => {
    const o = await orderReady();
    // Guadeloupe prices, sent to a Martinique order
    const gpe = data(await api.request('GET', '/cart', { query: { cart_token: o.body.cart_token }, token: o.token, plan: 2 }), cartResponse);
    const seen = { ht: gpe.cart.amount.ht, ttc: gpe.cart.amount.ttc };
    expect(seen.ht).not.toBe(o.expected.ht);
    expect(failure(await api.request('POST', '/order', { body: { ...o.body, expected_amount: seen }, token: o.token }), 409).code).toBe('TOTALS_CHANGED');
  });

  it('answers 422 in French for malformed totals', async () => {
    const o = await orderReady();
    const bad = failure(await api.request('POST', '/order', { body: { ...o.body, expected_amount: { ht: 'beaucoup', ttc: -1 } }, token: o.token }), 422);
    expect(bad.errors?.['expected_amount.ht'] ?? bad.errors?.expected_amount).toMatch(/montant/i);
  });
});

describe('addresses outside the delivery territories', () => {
  it('are kept for billing, never made the delivery default, with a French reason', async () => {
    const c = await newCustomer();
    // a first address is the default for both, but one the shop cannot deliver is only the billing one
    const first = data(await api.request('POST', `/customer/${c.id}/address`, { body: PARIS, token: c.token }), customer, 201);
    expect(first.addresses[0]).toMatchObject({ is_default_billing: true, is_default_delivery: false });

    const refused = failure(
      await api.request('POST', `/customer/${c.id}/address`, { body: { ...PARIS, label: 'Bureau', is_default_delivery: true }, token: c.token }),
      422,
    );
    expect(refused.errors?.zipcode).toMatch(/^Nous livrons en Martinique, en Guadeloupe et en Guyane uniquement/);
    const id = first.addresses[0].address_id;
    expect(
      failure(await api.request('PATCH', `/customer/${c.id}/address/${id}`, { body: { is_default_delivery: true }, token: c.token }), 422).errors?.zipcode,
    ).toBeDefined();

    // Saint-Martin keeps a 971 postcode but is outside the French VAT territory
    const stMartin = failure(
      await api.request('POST', `/customer/${c.id}/address`, {
        body: { ...HOME, zipcode: '97150', city: 'Marigot', is_default_delivery: true },
        token: c.token,
      }),
      422,
    );
    expect(stMartin.errors?.zipcode).toMatch(/Saint-Martin/);

    // a home in Martinique becomes the delivery default once added
    const home = data(await api.request('POST', `/customer/${c.id}/address`, { body: HOME, token: c.token }), customer, 201);
    expect(home.addresses.find((a) => a.label === 'Maison')?.is_default_delivery).toBe(true);
  });
});
