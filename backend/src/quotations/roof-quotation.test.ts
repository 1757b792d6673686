import { formatPrice } from '@trefima/domain/i18n/format';
import { cartResponse, jobSite, quotation, session } from '@trefima/domain/contract';
import { data, failure, PRIVATE, PRO, SITE_ADDRESS, testApi, type TestApi } from '../testing';

/** A quotation for the configurator's roof holds the roof's bill only, priced by the API; the customer's cart stays as it was. */
let api: TestApi;
beforeAll(async () => {
  api = await testApi();
});
afterAll(() => api.close());

const productId = (ref: string) => api.db.prepare('SELECT id FROM product WHERE reference = ?').pluck().get(ref) as number;
const priceOf = (ref: string, plan = 1) =>
  api.db.prepare('SELECT price_ht FROM product_price WHERE product_id = ? AND sales_plan_id = ?').pluck().get(productId(ref), plan) as number;
const count = (table: string) => api.db.prepare(`SELECT COUNT(*) FROM "${table}"`).pluck().get() as number;

describe('POST /cart/convert-to-quotation with elements', () => {
  it('quotes the given lines only and leaves the cart untouched', async () => {
    const s = data(await api.post('/customer/login', { login: PRIVATE.email, password: PRIVATE.password }), session);
    const cart = data(
      await api.request('POST', '/cart/update', { body: { elements: [{ element_id: productId('HA8-6'), quantity: 4 }] }, token: s.token }),
      cartResponse,
    );
    const roof = [{ element_id: productId('HA10-12'), quantity: 3 }];
    const q = data(
      await api.request('POST', '/cart/convert-to-quotation', {
        body: { elements: roof, complementary_information: 'Toiture 10 × 8 m, pente 30 %' },
        token: s.token,
      }),
      quotation,
      201,
    );
    expect(q.lines).toHaveLength(1);
    expect(q.lines[0]).toMatchObject({ quantity: 3, total_ht: 3 * priceOf('HA10-12') });
    expect(q.complementary_information).toBe('Toiture 10 × 8 m, pente 30 %');
    // the sales office reads who asks, the roof's lines in words and the customer's note; the customer is told too
    const mails = (to: string) =>
      api.db.prepare('SELECT subject, body FROM outbox WHERE recipient = ? ORDER BY id DESC').all(to) as { subject: string; body: string }[];
    const [office] = mails('contact@trefima.example');
    expect(office.subject).toBe(`Demande de devis ${q.number} (Martinique)`);
    const total = `${formatPrice(q.lines[0].total_ht, { alwaysCents: true })} HT`;
    expect(office.body.split('\n')).toEqual(
      expect.arrayContaining([
        `Demande de devis ${q.number}`,
        `- HA10-12 ${q.lines[0].name} : 3 barres, ${total}`,
        `Total : ${total}`,
        'Toiture 10 × 8 m, pente 30 %',
      ]),
    );
    expect(mails(PRIVATE.email)[0].subject).toBe(`Votre demande de devis ${q.number}`);
    const after = data(await api.request('GET', '/cart', { query: { cart_token: cart.token }, token: s.token }), cartResponse);
    expect(after.cart.list.map((l) => [l.reference, l.quantity])).toEqual([['HA8-6', 4]]);
  });

  it('quotes more than the stock holds: a quotation is where the factory says when it makes the rest', async () => {
    const token = await api.login(PRIVATE.email, PRIVATE.password);
    const id = productId('HA12-12');
    const stock = api.db.prepare('SELECT stock FROM product WHERE id = ?').pluck().get(id) as number;
    const q = data(
      await api.request('POST', '/cart/convert-to-quotation', { body: { elements: [{ element_id: id, quantity: stock + 10 }] }, token }),
      quotation,
      201,
    );
    expect(q.lines.map((l) => l.quantity)).toEqual([stock + 10]);
  });

  it('refuses a job site of another territory than the prices asked: its VAT and carriers are that territory’s', async () => {
    const token = await api.login(PRO.email, PRO.password);
    const inGuyane = { ...SITE_ADDRESS, zipcode: '97300', city: 'Cayenne' };
    const site = data(
      await api.request('POST', '/chantier', { body: { name: 'Entrepôt Cayenne', truck_access: 'tout', address: inGuyane }, token, plan: 3 }),
      jobSite,
      201,
    );
    const before = count('quotation');
    const asked = (plan: number) =>
      api.request('POST', '/cart/convert-to-quotation', {
        body: { elements: [{ element_id: productId('HA12-12'), quantity: 10 }], job_site_id: site.job_site_id },
        token,
        plan,
      });
    const refused = failure(await asked(1), 422);
    expect(refused.errors).toEqual({ job_site_id: expect.stringMatching(/^Cette adresse de livraison est en Guyane : choisissez le territoire Guyane/) });
    expect(count('quotation')).toBe(before);
    // in its own territory, without VAT
    expect(data(await asked(3), quotation, 201).amount.vat_rate).toBe(0);
  });

  it('refuses a line the API cannot price, in French, and writes nothing', async () => {
    const token = await api.login(PRIVATE.email, PRIVATE.password);
    const before = count('quotation');
    const bad = failure(await api.request('POST', '/cart/convert-to-quotation', { body: { elements: [{ element_id: 99999999, quantity: 1 }] }, token }), 422);
    expect(bad.message).toMatch(/produit/i);
    expect(count('quotation')).toBe(before);
    const empty = failure(await api.request('POST', '/cart/convert-to-quotation', { body: { elements: [] }, token }), 422);
    expect(empty.message).toMatch(/vide/);
  });
});
