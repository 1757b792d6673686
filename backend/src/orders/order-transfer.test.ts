import { invoiceList, order, session } from '@trefima/domain/contract';
import { statement } from '@trefima/domain/companies/contract';
import { amountOf } from '@trefima/domain/money/money';
import { formatPrice } from '@trefima/domain/i18n/format';
import { readPdf } from '../test-support/pdf-text';
import { data, failure, PRO, testApi, type TestApi } from '../testing';
import { placeOrder } from '../testing-orders';

/**
 * An order paid by bank transfer: « Votre commande est préparée dès réception du virement ». The office moves it
 * `en_preparation` once the transfer came in, which is its receipt, dated that day in the territory; the invoice issued
 * when the goods are set aside is paid by that transfer (a payment recorded, of its TTC, on the day the money came),
 * never on the day the goods left. Cancelled after the money came, the office is told to refund it and the buyer that
 * it will be. The demo professional buys in Guadeloupe (plan 2), from 21 November 2026, 10:00 there.
 */
let api: TestApi;
let pro: { token: string; addressId: number; name: string };
const DAY = 86_400_000;
const OFFICE = 'contact@trefima.example';
beforeAll(async () => {
  api = await testApi({}, { now: Date.parse('2026-11-21T14:00:00Z') });
  const s = data(await api.post('/customer/login', { login: PRO.email, password: PRO.password }), session);
  pro = { token: s.token, addressId: s.customer.addresses[0].address_id, name: `${s.customer.first_name} ${s.customer.last_name}` };
});
afterAll(() => api.close());

const office = (method: 'POST', path: string, body: unknown) =>
  api.app.inject({ method, url: `/api/v1${path}`, headers: { authorization: 'Bearer test-admin-token' }, payload: body as object });
const move = (id: number, status: string, message?: string) => office('POST', `/admin/order/${id}/status`, { status, ...(message && { message }) });
/** signed in again at each call: the clock moves by days, past a session's life */
const call = async (method: 'GET' | 'POST', path: string, query?: Record<string, string>) =>
  api.request(method, path, { query, token: await api.login(), plan: 2 });
const mailsTo = (email: string) =>
  api.db.prepare('SELECT subject, body FROM outbox WHERE recipient = ? ORDER BY id').all(email) as { subject: string; body: string }[];
const ttcOf = (o: { amount: { ht: number; vat_rate: number } }) => amountOf(o.amount.ht, o.amount.vat_rate).ttc;

const placeTransfer = async (quantity = 3) =>
  placeOrder(api, { token: await api.login(), addressId: pro.addressId, plan: 2, carrier: 'retrait-jarry', payment: 'virement', quantity });

describe('an order paid by bank transfer', () => {
  it('is paid by the transfer received when it went into preparation: recorded once, dated that day in Guadeloupe', async () => {
    const placed = await placeTransfer();
    const ttc = ttcOf(placed);
    // 23 November, 22:30 in Guadeloupe (already the 24th in UTC): the transfer came, the office prepares the order
    api.clock.advance(2 * DAY + 12.5 * 3_600_000);
    expect((await move(placed.id, 'en_preparation')).statusCode).toBe(200);
    api.clock.advance(2 * DAY); // 25 November: the steel is set aside at Jarry, invoiced
    const ready = data(await move(placed.id, 'prete_retrait'), order);
    const invoiceId = ready.invoice!.id;
    const recorded = () => api.db.prepare('SELECT amount_cents, paid_on, method FROM invoice_payment WHERE invoice_id = ?').all(invoiceId);
    expect(recorded()).toEqual([{ amount_cents: ttc, paid_on: '2026-11-23', method: 'virement' }]);

    const listed = data(await call('GET', '/invoice'), invoiceList).items.find((i) => i.id === invoiceId)!;
    expect(listed).toMatchObject({ paid: true, paid_at: '2026-11-23', left_ttc_cents: 0 });
    const pdf = await readPdf(new Uint8Array((await call('GET', `/invoice/${invoiceId}/pdf`)).rawPayload));
    expect(pdf.pages.join('\n').replace(/\s+/g, ' ')).toContain('Facture acquittée le 23 novembre 2026');
    // paid: the office's payment is refused, nothing recorded on top
    expect(failure(await office('POST', `/admin/invoice/${invoiceId}/payment`, { method: 'virement' }), 409)).toMatchObject({
      code: 'INVOICE_PAID',
      message: expect.stringContaining('le 23 novembre 2026'),
    });

    // handed over: still that one payment
    expect((await move(placed.id, 'livree')).statusCode).toBe(200);
    expect(recorded()).toHaveLength(1);

    // the statement reads that payment, once; it settles the invoice on its day (the money came before it existed)
    const s = data(await call('GET', '/company/statement', { au: '2026-11-30', du: '2026-11-21' }), statement);
    const its = s.lines.filter((l) => l.label.includes(ready.invoice!.number));
    expect(its.map((l) => [l.day, l.kind, l.debit_cents, l.credit_cents])).toEqual([
      ['2026-11-25', 'facture', ttc, 0],
      ['2026-11-25', 'reglement', 0, ttc],
    ]);
  });

  it('cancelled after its transfer came, tells the office to refund it and the buyer that it will be', async () => {
    const placed = await placeTransfer(2);
    const money = formatPrice(ttcOf(placed), { alwaysCents: true });
    expect((await move(placed.id, 'en_preparation')).statusCode).toBe(200);
    const before = mailsTo(OFFICE).length;
    expect(data(await move(placed.id, 'annulee', 'Rupture chez notre fournisseur.'), order).status).toBe('annulee');

    const alerts = mailsTo(OFFICE).slice(before);
    expect(alerts).toHaveLength(1);
    expect(alerts[0].subject).toBe(`Virement à rembourser : commande ${placed.number}`);
    expect(alerts[0].body).toContain(`Virement reçu de ${money} TTC pour la commande ${placed.number} annulée : à rembourser au client`);
    expect(alerts[0].body).toContain(`${pro.name} <${PRO.email}>`);

    const told = mailsTo(PRO.email).at(-1)!;
    expect(told.subject).toBe(`Commande ${placed.number} : annulée`);
    expect(told.body).toContain('Rupture chez notre fournisseur.');
    expect(told.body).toContain(`Votre virement de ${money} TTC vous sera remboursé`);
    // the office's words are kept in the order's history as it wrote them
    expect(data(await call('GET', `/order/${placed.id}`), order).history.at(-1)!.message).toBe('Rupture chez notre fournisseur.');
  });

  it('cancelled before its transfer came, has nothing to refund', async () => {
    const placed = await placeTransfer(1);
    const before = mailsTo(OFFICE).length;
    expect((await move(placed.id, 'annulee')).statusCode).toBe(200);
    expect(
      mailsTo(OFFICE)
        .slice(before)
        .filter((m) => m.subject.includes(placed.number)),
    ).toEqual([]);
    expect(mailsTo(PRO.email).at(-1)!.body).not.toMatch(/rembours/);
  });
});
