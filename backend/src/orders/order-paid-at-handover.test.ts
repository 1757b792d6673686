import { z } from 'zod/mini';
import { invoiceList, order, session } from '@trefima/domain/contract';
import { statement } from '@trefima/domain/companies/contract';
import { pdfLine } from '../test-support/pdf-text';
import { data, failure, PRO, testApi, type TestApi } from '../testing';
import { placeOrder } from '../testing-orders';
import { settleSeededInvoices } from '../companies/statement.test-support';

/**
 * An order paid by card on the terminal when the goods are handed over (« carte-retrait »): it was invoiced when set
 * aside at the depot, due that day, and read overdue on the company's statement (and against its credit) until the
 * buyer came for it. It is invoiced at its handover, paid then. The demo professional buys in Guadeloupe (plan 2),
 * from 21 November 2026, 10:00 there.
 */
let api: TestApi;
let pro: { token: string; addressId: number };
const DAY = 86_400_000;
beforeAll(async () => {
  api = await testApi({}, { now: Date.parse('2026-11-21T14:00:00Z') });
  const s = data(await api.post('/customer/login', { login: PRO.email, password: PRO.password }), session);
  pro = { token: s.token, addressId: s.customer.addresses[0].address_id };
  // the demo's invoices (seed/demo-history.ts, seed/demo-company.ts), settled: the statement counts from nothing owed
  settleSeededInvoices(api.db);
});
afterAll(() => api.close());

/** signed in again at each call: the clock moves by days, past a session's life */
const call = async (method: 'GET' | 'POST', path: string, body?: unknown) => api.request(method, path, { body, token: await api.login(), plan: 2 });
const move = (id: number, status: string) =>
  api.app.inject({ method: 'POST', url: `/api/v1/admin/order/${id}/status`, headers: { authorization: 'Bearer test-admin-token' }, payload: { status } });
const lastMail = async () =>
  (await api.app.inject({ url: `/api/v1/admin/outbox?to=${PRO.email}`, headers: { authorization: 'Bearer test-admin-token' } })).json().data[0] as {
    subject: string;
    attachments: { name: string }[];
  };

async function place(carrierCode: string, paymentCode: string) {
  const o = await placeOrder(api, { token: await api.login(), addressId: pro.addressId, plan: 2, carrier: carrierCode, payment: paymentCode, quantity: 3 });
  expect((await move(o.id, 'en_preparation')).statusCode).toBe(200);
  return o;
}

describe('an order paid on the terminal at the depot', () => {
  let placed: z.infer<typeof order>;
  let owed: number;

  it('is not invoiced when set aside: three days on, the statement has nothing overdue and its outstanding is unchanged', async () => {
    owed = data(await call('GET', '/company/statement'), statement).credit.outstanding_cents;
    placed = await place('retrait-jarry', 'carte-retrait');
    expect((await move(placed.id, 'prete_retrait')).statusCode).toBe(200);
    const mail = await lastMail();
    api.clock.advance(3 * DAY); // 24 November
    const s = data(await call('GET', '/company/statement'), statement);
    expect(s.lines.filter((l) => l.overdue)).toEqual([]);
    expect(s.due).toEqual({ non_echu: 0, '1_30': 0, '31_60': 0, plus_60: 0, total_cents: 0 });
    expect(s.credit.outstanding_cents).toBe(owed);
    expect(data(await call('GET', '/invoice'), invoiceList).items.filter((i) => i.order_number === placed.number)).toEqual([]);
    // the delivery note is the depot's to hand over; the site offers no invoice, as for an order not yet shipped
    expect(data(await call('GET', `/order/${placed.id}`), order)).toMatchObject({ status: 'prete_retrait', delivery_note: true, invoice: null });
    expect(mail.attachments.map((a) => a.name)).toEqual([`bon-de-livraison-${placed.number}.pdf`]);
  });

  it('cannot be cancelled once set aside, and has no invoice for a credit note to cancel', async () => {
    expect(failure(await move(placed.id, 'annulee'), 409).code).toBe('ORDER_STATE');
    expect(api.db.prepare('SELECT COUNT(*) FROM invoice WHERE order_id = ?').pluck().get(placed.id)).toBe(0);
    expect(api.db.prepare('SELECT COUNT(*) FROM credit_note WHERE order_id = ?').pluck().get(placed.id)).toBe(0);
  });

  it('is invoiced at its handover, dated and numbered that day, paid on the terminal, and mailed', async () => {
    // an invoice issued meanwhile, for an order on account set aside today: the handover's is numbered after it
    const meanwhile = data(await move((await place('retrait-jarry', 'compte-client')).id, 'prete_retrait'), order).invoice!;
    const handed = data(await move(placed.id, 'livree'), order);
    expect(handed.invoice).not.toBeNull();
    const invoice = data(await call('GET', '/invoice'), invoiceList).items.find((i) => i.id === handed.invoice!.id)!;
    expect(invoice).toMatchObject({ issued_at: new Date(api.clock.now).toISOString(), due_at: '2026-11-24', paid: true, left_ttc_cents: 0 });
    expect(invoice.paid_at).toBe(invoice.issued_at);
    const sequence = (n: string) => Number(n.slice(-6));
    expect(invoice.number).toMatch(/^FAC-GPE-2026-\d{6}$/);
    expect(sequence(invoice.number)).toBe(sequence(meanwhile.number) + 1);
    expect(api.db.prepare('SELECT amount_cents, paid_on, method FROM invoice_payment WHERE invoice_id = ?').all(invoice.id)).toEqual([
      { amount_cents: invoice.amount.ttc, paid_on: '2026-11-24', method: 'carte' },
    ]);
    const text = await pdfLine(new Uint8Array((await call('GET', `/invoice/${invoice.id}/pdf`)).rawPayload));
    expect(text).toContain('Date de facture : 24 novembre 2026');
    expect(text).toContain('Échéance : acquittée');
    expect(text).toContain('Facture acquittée le 24 novembre 2026.');
    expect(text).not.toContain('échéance le');
    expect(text).toContain('Retrait au dépôt Sans frais');
    expect(text).not.toMatch(/Transport HT|offert/);
    expect((await lastMail()).attachments.map((a) => a.name)).toEqual([`facture-${invoice.number}.pdf`]);
    const s = data(await call('GET', '/company/statement'), statement);
    expect(s.lines.filter((l) => l.overdue)).toEqual([]);
    expect(s.lines.filter((l) => l.label.includes(invoice.number)).map((l) => l.kind)).toEqual(['facture', 'reglement']);
  });

  it('prints the order’s confirmation with the depot pickup without charge, not a transport « offert »', async () => {
    const text = await pdfLine(new Uint8Array((await call('GET', `/order/${placed.id}/pdf`)).rawPayload));
    expect(text).toContain('Retrait au dépôt Sans frais');
    expect(text).not.toMatch(/Transport HT|offert/);
  });
});

describe('an order paid on the terminal at its delivery', () => {
  it('is invoiced when delivered, paid, not when it leaves the yard', async () => {
    const placed = await place('livraison-grue', 'carte-retrait');
    expect(data(await move(placed.id, 'expediee'), order)).toMatchObject({ delivery_note: true, invoice: null });
    const delivered = data(await move(placed.id, 'livree'), order);
    const invoice = data(await call('GET', '/invoice'), invoiceList).items.find((i) => i.id === delivered.invoice!.id)!;
    expect(invoice).toMatchObject({ paid: true, left_ttc_cents: 0 });
  });
});
