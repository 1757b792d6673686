import { z } from 'zod/mini';
import { carrier, cartResponse, invoiceList, order, payment, quotation, quotationAcceptance, session } from '@trefima/domain/contract';
import { readPdf, pdfLine } from '../test-support/pdf-text';
import { data, failure, PRO, testApi, type TestApi } from '../testing';

/**
 * The delivery a proposal prices (issue 43, a buyer walk): a proposal that
 * says « Livraison en deux fois incluse » is ordered without the carrier's
 * 145 € HT of Guadeloupe, on the order and on its invoice; one that prices
 * the delivery is ordered at that price; one that speaks of delivery must
 * say what it costs. The demo professional buys in Guadeloupe (plan 2).
 */
let api: TestApi;
let pro: { token: string; addressId: number };
beforeAll(async () => {
  api = await testApi();
  const s = data(await api.post('/customer/login', { login: PRO.email, password: PRO.password }), session);
  pro = { token: s.token, addressId: s.customer.addresses[0].address_id };
});
afterAll(() => api.close());

const call = (method: 'GET' | 'POST', path: string, body?: unknown) => api.request(method, path, { body, token: pro.token, plan: 2 });
const admin = (path: string, body: unknown) =>
  api.app.inject({ method: 'POST', url: `/api/v1${path}`, headers: { authorization: 'Bearer test-admin-token' }, payload: body as object });
const productId = (ref: string) => api.db.prepare('SELECT id FROM product WHERE reference = ?').pluck().get(ref) as number;

/** 10 bars of HA12 asked, proposed at 15,00 € HT each with these delivery terms, accepted: the cart its checkout goes through. */
async function accepted(delivery: Record<string, unknown>) {
  const c = data(await call('POST', '/cart/update', { cart_token: null, elements: [{ element_id: productId('HA12-12'), quantity: 10 }] }), cartResponse);
  const q = data(await call('POST', '/cart/convert-to-quotation', { cart_token: c.token }), quotation, 201);
  const proposed = data(
    await admin(`/admin/quotations/${q.id}/propose`, { valid_until: '2026-12-15', lines: [{ unit_price_ht: 1500 }], ...delivery }),
    quotation,
  );
  return { proposed, acceptance: data(await call('POST', `/quotations/${q.id}/accept`, {}), quotationAcceptance) };
}

async function orderWith(cartToken: string, carrierCode: string, expected?: { ht: number; ttc: number }) {
  const carriers = data(await api.request('GET', '/carrier', { plan: 2 }), z.array(carrier));
  const payments = data(await api.get('/payment'), z.array(payment));
  return call('POST', '/order', {
    cart_token: cartToken,
    carrier_id: carriers.find((c) => c.code === carrierCode)!.id,
    payment_id: payments.find((p) => p.code === 'compte-client')!.id,
    delivery_address_id: pro.addressId,
    billing_address_id: pro.addressId,
    accept_cgv: true,
    ...(expected ? { expected_amount: expected } : {}),
  });
}

describe('a proposal’s delivery price', () => {
  it('orders a delivery the proposal includes without the carrier’s price, on the order and on its invoice', async () => {
    const { proposed, acceptance } = await accepted({ delivery_terms: 'Livraison en deux fois incluse.', delivery_ht: 0 });
    expect(proposed.delivery_ht).toBe(0);
    expect(proposed.proposals.at(-1)!.delivery_ht).toBe(0);
    // 150,00 HT of bars, no delivery: 162,75 TTC at 8,5 %
    const placed = data(await orderWith(acceptance.cart.token, 'livraison-plateau', { ht: 15000, ttc: 16275 }), order, 201);
    expect(placed.amount).toMatchObject({ ht: 15000, shipping_ht: 0, ttc: 16275 });

    const shipped = await api.app.inject({
      method: 'POST',
      url: `/api/v1/admin/order/${placed.id}/status`,
      headers: { authorization: 'Bearer test-admin-token' },
      payload: { status: 'en_preparation' },
    });
    expect(shipped.statusCode).toBe(200);
    await api.app.inject({
      method: 'POST',
      url: `/api/v1/admin/order/${placed.id}/status`,
      headers: { authorization: 'Bearer test-admin-token' },
      payload: { status: 'expediee' },
    });
    const invoice = data(await call('GET', '/invoice'), invoiceList).items.find((i) => i.order_number === placed.number)!;
    expect(invoice.amount).toMatchObject({ ht: 15000, ttc: 16275 });
    const res = await call('GET', `/invoice/${invoice.id}/pdf`);
    const text = await pdfLine(new Uint8Array(res.rawPayload));
    expect(text).toMatch(/Transport HT offert/);
    expect(text).not.toContain('145,00');
  });

  it('orders a delivery the proposal prices at that price, whatever the carrier asks', async () => {
    const { acceptance } = await accepted({ delivery_terms: 'Livraison à la grue, en une fois.', delivery_ht: 30000 });
    // its cart promises no free delivery: the proposal's price is the one the order pays, whatever the cart reaches
    expect(acceptance.cart.cart.free_shipping).toEqual({ threshold: null, remaining: null, carrier: null });
    expect(
      data(await api.request('GET', '/cart', { query: { cart_token: acceptance.cart.token }, token: pro.token, plan: 2 }), cartResponse).cart.free_shipping
        .threshold,
    ).toBeNull();
    // the recap's totals with the carrier's 145 € are not the order's: the API recomputes them
    expect(failure(await orderWith(acceptance.cart.token, 'livraison-plateau', { ht: 15000 + 14500, ttc: 16275 + 15733 }), 409).code).toBe('TOTALS_CHANGED');
    const placed = data(await orderWith(acceptance.cart.token, 'livraison-plateau', { ht: 45000, ttc: 48825 }), order, 201);
    expect(placed.amount).toMatchObject({ ht: 45000, shipping_ht: 30000 });
  });

  it('says on the proposal’s PDF and in its mail the total the order bills when delivered, and that a pickup costs nothing', async () => {
    const { proposed, acceptance } = await accepted({ delivery_terms: 'Livraison à la grue.', delivery_ht: 30000 });
    const delivered =
      'Livraison : 300,00 € HT, facturée avec la commande si elle est livrée, soit un total livré de 450,00 € HT (488,25 € TTC) ; sans frais en retrait au dépôt.';
    const pdf = await readPdf(new Uint8Array((await call('GET', `/quotations/${proposed.id}/pdf`)).rawPayload));
    expect(pdf.pages.join(' ').replace(/[\s\u00a0\u202f]+/g, ' ')).toContain(delivered);
    const mail = api.db
      .prepare("SELECT body FROM outbox WHERE body LIKE ? AND body LIKE '%Voici notre proposition%' ORDER BY id DESC LIMIT 1")
      .pluck()
      .get(`%${proposed.number}%`) as string;
    expect(mail.replace(/[\s\u00a0\u202f]+/g, ' ')).toContain(delivered);
    const placed = data(await orderWith(acceptance.cart.token, 'livraison-plateau'), order, 201);
    expect(placed.amount).toMatchObject({ ht: 45000, ttc: 48825 });
  });

  it('leaves a pickup at the depot free, whatever the proposal’s delivery costs', async () => {
    const { acceptance } = await accepted({ delivery_terms: 'Livraison sur chantier : 300 € HT.', delivery_ht: 30000 });
    const placed = data(await orderWith(acceptance.cart.token, 'retrait-jarry'), order, 201);
    expect(placed.amount.shipping_ht).toBe(0);
  });

  it('keeps the carrier’s price when the proposal says nothing of delivery', async () => {
    const { proposed, acceptance } = await accepted({});
    expect(proposed.delivery_ht).toBeNull();
    expect(acceptance.cart.cart.free_shipping).toEqual({ threshold: 200000, remaining: 200000 - 15000, carrier: 'Livraison sur chantier (camion plateau)' });
    const placed = data(await orderWith(acceptance.cart.token, 'livraison-plateau'), order, 201);
    expect(placed.amount.shipping_ht).toBe(14500);
  });

  it('refuses the invisible characters in the delivery terms and the message of a proposal, as in every other text field', async () => {
    const c = data(await call('POST', '/cart/update', { cart_token: null, elements: [{ element_id: productId('HA12-12'), quantity: 10 }] }), cartResponse);
    const q = data(await call('POST', '/cart/convert-to-quotation', { cart_token: c.token }), quotation, 201);
    const base = { valid_until: '2026-12-15', lines: [{ unit_price_ht: 1500 }], delivery_ht: 0 };
    const terms = failure(await admin(`/admin/quotations/${q.id}/propose`, { ...base, delivery_terms: 'Livraison \u202Eincluse' }), 422);
    expect(terms.errors).toEqual({ delivery_terms: 'Les conditions de livraison contiennent un caractère invisible (un caractère de contrôle) : retirez-le.' });
    const message = failure(await admin(`/admin/quotations/${q.id}/propose`, { ...base, delivery_terms: 'Livraison incluse.', message: 'Bonjour\u200B' }), 422);
    expect(message.errors).toEqual({ message: 'Le message contient un caractère invisible (un caractère de contrôle) : retirez-le.' });
    const refusal = failure(await call('POST', `/quotations/${q.id}/revision`, { message: 'Changer\u2067 les HA12' }), 422);
    expect(refusal.errors).toEqual({ message: 'Le message contient un caractère invisible (un caractère de contrôle) : retirez-le.' });
    expect(data(await call('GET', `/quotations/${q.id}`), quotation).revision).toBe(0);
  });

  it('refuses delivery terms without their price, and a price that is not whole cents at least 0', async () => {
    const c = data(await call('POST', '/cart/update', { cart_token: null, elements: [{ element_id: productId('HA12-12'), quantity: 10 }] }), cartResponse);
    const q = data(await call('POST', '/cart/convert-to-quotation', { cart_token: c.token }), quotation, 201);
    const base = { valid_until: '2026-12-15', lines: [{ unit_price_ht: 1500 }] };
    const silent = failure(await admin(`/admin/quotations/${q.id}/propose`, { ...base, delivery_terms: 'Livraison en deux fois incluse.' }), 422);
    expect(silent.errors).toEqual({ delivery_ht: expect.stringMatching(/prix de la livraison/) });
    for (const wrong of [-100, 12.5, '145']) {
      const refused = failure(await admin(`/admin/quotations/${q.id}/propose`, { ...base, delivery_terms: 'Livraison.', delivery_ht: wrong }), 422);
      expect(refused.errors).toHaveProperty('delivery_ht');
      expect(refused.message).not.toMatch(/[A-Za-z]+ (expected|received)/);
    }
    // nothing was proposed
    expect(data(await call('GET', `/quotations/${q.id}`), quotation).revision).toBe(0);
  });
});
