import { z } from 'zod/mini';
import { cartResponse, invoiceList, quotation, session } from '@trefima/domain/contract';
import { money as documentMoney } from '../documents/pdfs/format';
import { pdfLine } from '../test-support/pdf-text';
import { data, PRO, testApi, type TestApi } from '../testing';
import { placeOrder } from '../testing-orders';

/*
 * A professional's discount is a reduction of price acquired at the sale: the invoice must state it (Code de commerce
 * L441-9, CGI annexe II art. 242 nonies A), not only print the net prices. Each line it applied to keeps the catalogue
 * price and the rate beside the net price, from the cart to the order, its invoice and its page; a proposal's prices
 * are the office's, with no discount of their own.
 */
let api: TestApi;
let pro: { token: string; addressId: number };
const PLAN = 2;
beforeAll(async () => {
  api = await testApi();
  const s = data(await api.post('/customer/login', { login: PRO.email, password: PRO.password }), session);
  const me = data(
    await api.get('/user/logged', { sales_plan_id: PLAN }, s.token),
    z.object({ customer: z.object({ addresses: z.array(z.object({ address_id: z.int() })) }) }),
  );
  pro = { token: s.token, addressId: me.customer.addresses[0].address_id };
});
afterAll(() => api.close());

const catalogue = (ref: string) =>
  api.db
    .prepare('SELECT pp.price_ht FROM product_price pp JOIN product p ON p.id = pp.product_id WHERE p.reference = ? AND pp.sales_plan_id = ?')
    .pluck()
    .get(ref, PLAN) as number;
/** as pdfLine reads a PDF: every space a plain one */
const money = (cents: number) => documentMoney(cents).replace(/[\u00a0\u202f]/g, ' ');
const admin = (path: string, payload: object) =>
  api.app.inject({ method: 'POST', url: `/api/v1/admin${path}`, headers: { authorization: 'Bearer test-admin-token' }, payload });

describe('a professional’s discount', () => {
  it('is kept on each line of his order beside the catalogue price, and stated on its invoice with what it took off', async () => {
    const list = catalogue('HA12-12');
    const net = Math.round((list * 95) / 100);
    const placed = await placeOrder(api, { token: pro.token, addressId: pro.addressId, plan: PLAN, carrier: 'retrait-jarry', payment: 'cheque', quantity: 4 });
    expect(placed.lines).toEqual([expect.objectContaining({ unit_price_ht: net, total_ht: 4 * net, discount: { rate: 5, list_unit_price_ht: list } })]);

    expect((await admin(`/order/${placed.id}/status`, { status: 'en_preparation' })).statusCode).toBe(200);
    expect((await admin(`/order/${placed.id}/status`, { status: 'prete_retrait' })).statusCode).toBe(200);
    const invoice = data(await api.request('GET', '/invoice', { token: pro.token, plan: PLAN }), invoiceList).items.find(
      (i) => i.order_number === placed.number,
    )!;
    const pdf = await api.request('GET', `/invoice/${invoice.id}/pdf`, { token: pro.token, plan: PLAN });
    const text = await pdfLine(new Uint8Array(pdf.rawPayload));
    expect(text).toContain(`Prix catalogue ${money(list)} HT, remise 5 %`);
    expect(text).toContain(`Remise de 5 % déduite des prix unitaires : ${money(4 * (list - net))} HT.`);
  });

  it('is nowhere on a private buyer’s order, who has none', async () => {
    const s = data(await api.post('/customer/login', { login: 'particulier@trefima.example', password: 'Demo-Particulier-972!' }), session);
    const me = data(
      await api.get('/user/logged', { sales_plan_id: 1 }, s.token),
      z.object({ customer: z.object({ addresses: z.array(z.object({ address_id: z.int() })) }) }),
    );
    const placed = await placeOrder(api, {
      token: s.token,
      addressId: me.customer.addresses[0].address_id,
      plan: 1,
      carrier: 'retrait-lamentin',
      payment: 'cheque',
      quantity: 2,
    });
    expect(placed.lines[0]).not.toHaveProperty('discount');
  });

  it('is on his cart’s lines and his request for a quotation, and not on the office’s proposal, whose prices are its own', async () => {
    const productId = api.db.prepare("SELECT id FROM product WHERE reference = 'HA12-12'").pluck().get() as number;
    const cart = data(
      await api.request('POST', '/cart/update', {
        body: { cart_token: null, elements: [{ element_id: productId, quantity: 3 }] },
        token: pro.token,
        plan: PLAN,
      }),
      cartResponse,
    );
    expect(cart.cart.list[0].discount).toEqual({ rate: 5, list_unit_price_ht: catalogue('HA12-12') });
    const asked = data(
      await api.request('POST', '/cart/convert-to-quotation', { body: { cart_token: cart.token }, token: pro.token, plan: PLAN }),
      quotation,
      201,
    );
    expect(asked.lines[0].discount).toEqual({ rate: 5, list_unit_price_ht: catalogue('HA12-12') });
    expect((await admin(`/quotations/${asked.id}/propose`, { valid_until: '2027-01-15', lines: [{ unit_price_ht: 1200 }] })).statusCode).toBe(200);
    const proposed = data(await api.request('GET', `/quotations/${asked.id}`, { token: pro.token, plan: PLAN }), quotation);
    expect(proposed.lines[0]).toMatchObject({ unit_price_ht: 1200 });
    expect(proposed.lines[0]).not.toHaveProperty('discount');
  });
});
