import { invoiceList, order, session } from '@trefima/domain/contract';
import { statement } from '@trefima/domain/companies/contract';
import { amountOf } from '@trefima/domain/money/money';
import { readPdf, pdfLine } from '../test-support/pdf-text';
import { data, failure, PRO, testApi, type TestApi } from '../testing';
import { placeOrder } from '../testing-orders';
import { settleSeededInvoices } from './statement.test-support';

/**
 * The relevé de compte (issue 46) on fixed days of Guadeloupe: an invoice on
 * account due by the company's terms, paid in two parts, its ageing while
 * late, an overpayment refused, the files, and who may read it.
 */
let api: TestApi;
let pro: { id: number; companyId: number };
const DAY = 86_400_000;
/** the first part paid, TTC cents (the invoice is some 50 €) */
const PART = 2_000;
beforeAll(async () => {
  // 21 November 2026, 10:00 in Guadeloupe
  api = await testApi({}, { now: Date.parse('2026-11-21T14:00:00Z') });
  const s = data(await api.post('/customer/login', { login: PRO.email, password: PRO.password }), session);
  const companyId = api.db.prepare('SELECT company_id FROM customer WHERE id = ?').pluck().get(s.customer.customer_id) as number;
  pro = { id: s.customer.customer_id, companyId };
  // the demo's invoices (seed/demo-history.ts, seed/demo-company.ts), settled the day each was issued: these tests count from a balance of 0
  settleSeededInvoices(api.db);
});
afterAll(() => api.close());

const office = (method: 'POST' | 'PATCH', path: string, body: unknown) =>
  api.app.inject({ method, url: `/api/v1${path}`, headers: { authorization: 'Bearer test-admin-token' }, payload: body as object });
/** As the administrator, signed in again (the clock moves by days, past a session's life) unless another's token is given. */
const call = async (method: 'GET' | 'POST', path: string, opts: { body?: unknown; query?: Record<string, string>; token?: string } = {}) =>
  api.request(method, path, { body: opts.body, query: opts.query, token: opts.token ?? (await api.login()), plan: 2 });
const paidMails = () =>
  api.db.prepare("SELECT COUNT(*) FROM outbox WHERE subject LIKE '%règlement%' OR body LIKE '%Nous avons bien reçu%'").pluck().get() as number;

/** An order of the demo professional, taken at the depot and set aside (prête au retrait). */
async function orderAtPickup(quantity: number, paymentCode: string) {
  const s = data(await api.post('/customer/login', { login: PRO.email, password: PRO.password }), session);
  const address = s.customer.addresses[0].address_id;
  const o = await placeOrder(api, { token: s.token, addressId: address, plan: 2, carrier: 'retrait-jarry', payment: paymentCode, quantity });
  expect((await office('POST', `/admin/order/${o.id}/status`, { status: 'en_preparation' })).statusCode).toBe(200);
  return { o, ready: data(await office('POST', `/admin/order/${o.id}/status`, { status: 'prete_retrait' }), order) };
}

/** An order on account (or paid as `paymentCode` says) picked up at Jarry, set aside now: its invoice's id, number and TTC, and the order's id. */
async function invoiceOnAccount(quantity: number, paymentCode = 'compte-client') {
  const { o, ready } = await orderAtPickup(quantity, paymentCode);
  return { id: ready.invoice!.id, number: ready.invoice!.number, ttc: amountOf(o.amount.ht, o.amount.vat_rate).ttc, orderId: o.id };
}

describe('the account statement', () => {
  let inv: { id: number; number: string; ttc: number };

  it('dates an invoice on account by the company’s terms: 45 days end of month', async () => {
    expect(
      (await office('PATCH', `/admin/company/${pro.companyId}/credit`, { credit_limit_cents: null, payment_terms: '45_jours_fin_de_mois' })).statusCode,
    ).toBe(200);
    inv = await invoiceOnAccount(3);
    // 21 November + 45 days = 5 January, end of that month (30 days would have been 31 December)
    expect(api.db.prepare('SELECT due_at FROM invoice WHERE id = ?').pluck().get(inv.id)).toBe('2027-01-31');
  });

  it('records a part, refuses more than what is left, then the rest marks the invoice paid and mails it once', async () => {
    api.clock.advance(4 * DAY); // 25 November
    const mails = paidMails();
    const part = await office('POST', `/admin/invoice/${inv.id}/payment`, { amount_cents: PART, method: 'cheque', reference: 'CHQ 0012' });
    expect(part.statusCode).toBe(200);
    expect(part.json().data.paid).toBe(false);
    expect(paidMails()).toBe(mails);
    // the invoice list says what is left, which « Payer par carte » then asks
    const left = async () => data(await call('GET', '/invoice'), invoiceList).items.find((i) => i.id === inv.id)!.left_ttc_cents;
    expect(await left()).toBe(inv.ttc - PART);
    const over = failure(await office('POST', `/admin/invoice/${inv.id}/payment`, { amount_cents: inv.ttc - PART + 1 }), 422);
    expect(over.message).toMatch(/dépasse ce qui reste à payer/);
    expect(api.db.prepare('SELECT COUNT(*) FROM invoice_payment WHERE invoice_id = ?').pluck().get(inv.id)).toBe(1);

    // 15 February: the rest is 15 days late
    const late = data(await call('GET', '/company/statement', { query: { au: '2027-02-15', du: '2026-11-21' } }), statement);
    expect(late.opening_balance_cents).toBe(0);
    expect(late.lines.map((l) => [l.day, l.kind, l.debit_cents, l.credit_cents, l.balance_cents])).toEqual([
      ['2026-11-21', 'facture', inv.ttc, 0, inv.ttc],
      ['2026-11-25', 'reglement', 0, PART, inv.ttc - PART],
    ]);
    expect(late.lines[0]).toMatchObject({ due_on: '2027-01-31', overdue: true, days_late: 15 });
    expect(late.due).toEqual({ non_echu: 0, '1_30': inv.ttc - PART, '31_60': 0, plus_60: 0, total_cents: inv.ttc - PART });
    // on the invoice's due day nothing is late yet
    const onTime = data(await call('GET', '/company/statement', { query: { au: '2027-01-31', du: '2026-11-21' } }), statement);
    expect(onTime.due.non_echu).toBe(inv.ttc - PART);
    expect(onTime.lines[0].overdue).toBe(false);

    api.clock.advance(DAY); // 26 November
    const rest = await office('POST', `/admin/invoice/${inv.id}/payment`, { method: 'virement' });
    expect(rest.statusCode).toBe(200);
    expect(rest.json().data.paid).toBe(true);
    expect(paidMails()).toBe(mails + 1);
    expect(await left()).toBe(0);
    expect(api.db.prepare('SELECT SUM(amount_cents) FROM invoice_payment WHERE invoice_id = ?').pluck().get(inv.id)).toBe(inv.ttc);
    failure(await office('POST', `/admin/invoice/${inv.id}/payment`, { amount_cents: 1 }), 409);
  });

  it('balances to 0 once paid, the older invoices paid at checkout included', async () => {
    const s = data(await call('GET', '/company/statement'), statement);
    expect(s.on).toBe('2026-11-26');
    expect(s.time_zone).toBe('America/Guadeloupe');
    expect(s.totals.closing_balance_cents).toBe(0);
    expect(s.totals.invoiced_cents).toBe(s.totals.paid_cents + s.totals.credited_cents);
    expect(s.totals.invoiced_cents).toBeGreaterThan(inv.ttc);
    expect(s.due.total_cents).toBe(0);
    expect(s.lines.every((l) => l.balance_cents >= 0)).toBe(true);
    expect(s.lines.at(-1)).toMatchObject({ day: '2026-11-26', kind: 'reglement', credit_cents: inv.ttc - PART, balance_cents: 0 });
  });

  it('reads an invoice paid on the day its last euro came in, a cheque received earlier keyed in after a later transfer', async () => {
    const two = await invoiceOnAccount(2);
    api.clock.advance(3 * DAY); // 29 November
    // a transfer of a part received today, then the cheque for the rest, received on the 27th, keyed in after it
    expect((await office('POST', `/admin/invoice/${two.id}/payment`, { amount_cents: PART, paid_on: '2026-11-29' })).statusCode).toBe(200);
    expect((await office('POST', `/admin/invoice/${two.id}/payment`, { paid_on: '2026-11-27', method: 'cheque' })).statusCode).toBe(200);
    try {
      const listed = data(await call('GET', '/invoice'), invoiceList).items.find((i) => i.id === two.id)!;
      expect(listed.paid_at).toBe('2026-11-29');
      const pdf = await readPdf(new Uint8Array((await call('GET', `/invoice/${two.id}/pdf`)).rawPayload));
      expect(pdf.pages.join('\n').replace(/\s+/g, ' ')).toContain('Facture acquittée le 29 novembre 2026');
      // on the 28th the transfer had not come: the statement of that day still has it to pay, as the invoice reads
      const before = data(await call('GET', '/company/statement', { query: { au: '2026-11-28', du: '2026-11-26' } }), statement);
      expect(before.due.total_cents).toBe(PART);
    } finally {
      api.clock.advance(-3 * DAY);
    }
  });

  it('counts the card paid on the terminal at the pickup as its invoice’s payment: the statement balances, nothing overdue before nor after', async () => {
    // set aside: no invoice yet, so nothing falls due while the steel waits for its buyer (order-paid-at-handover.test.ts)
    const counter = await orderAtPickup(3, 'carte-retrait');
    expect(counter.ready.invoice).toBeNull();
    const handed = data(await office('POST', `/admin/order/${counter.o.id}/status`, { status: 'livree' }), order);
    const recorded = api.db.prepare('SELECT amount_cents, method FROM invoice_payment WHERE invoice_id = ? ORDER BY id').all(handed.invoice!.id);
    expect(recorded).toEqual([{ amount_cents: amountOf(counter.o.amount.ht, counter.o.amount.vat_rate).ttc, method: 'carte' }]);
    api.clock.advance(40 * DAY);
    try {
      const s = data(await call('GET', '/company/statement'), statement);
      expect({ due: s.due.total_cents, closing: s.totals.closing_balance_cents, outstanding: s.credit.outstanding_cents }).toEqual({
        due: 0,
        closing: 0,
        outstanding: 0,
      });
      expect(s.lines.filter((l) => l.label.includes(handed.invoice!.number)).every((l) => !l.overdue)).toBe(true);
    } finally {
      api.clock.advance(-40 * DAY);
    }
  });

  it('says the day its credit is of, today, on a statement of an earlier day', async () => {
    const past = data(await call('GET', '/company/statement', { query: { au: '2026-11-22' } }), statement);
    expect({ on: past.on, credit_on: past.credit_on }).toEqual({ on: '2026-11-22', credit_on: '2026-11-26' });
    const pdf = await readPdf(new Uint8Array((await call('GET', '/company/statement/pdf', { query: { au: '2026-11-22' } })).rawPayload));
    expect(pdf.pages.join(' ')).toContain('Encours au 26/11/2026');
  });

  it('refuses a period that is none in French, never a 500', async () => {
    const periods: Record<string, string>[] = [{ au: '2026-02-30' }, { du: '2026-11-30', au: '2026-11-01' }, { au: '30/11/2026' }];
    for (const query of periods) {
      const res = await call('GET', '/company/statement', { query });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/date|période|AAAA/);
    }
  });

  it('says a day that exists but that the statement does not cover is out of its years, not that it does not exist', async () => {
    for (const query of [{ du: '1970-01-01' }, { au: '2101-01-01' }] as Record<string, string>[]) {
      const refused = failure(await call('GET', '/company/statement', { query }), 400);
      expect(refused.message).toMatch(/hors des années que le relevé couvre \(de 2000 à 2100\)/);
    }
  });

  it('says in one sentence how a day is written, on the statement and on its files', async () => {
    for (const path of ['/company/statement', '/company/statement/pdf', '/company/statement/csv']) {
      for (const name of ['au', 'du']) {
        const refused = failure(await call('GET', path, { query: { [name]: 'abc' } }), 400);
        expect([path, refused]).toEqual([
          path,
          { code: 'INVALID_PARAMETER', message: `Le paramètre « ${name} » doit s’écrire AAAA-MM-JJ, par exemple 2026-11-30.` },
        ]);
      }
    }
  });

  it('writes the CSV for French spreadsheets and the PDF naming the company', async () => {
    const q = { au: '2026-11-26', du: '2026-11-21' };
    const csv = await call('GET', '/company/statement/csv', { query: q });
    expect(csv.statusCode).toBe(200);
    const name = api.db.prepare('SELECT name FROM company WHERE id = ?').pluck().get(pro.companyId) as string;
    expect(csv.headers['content-disposition']).toMatch(/filename="releve-[a-z0-9-]+-2026-11-26\.csv"/);
    expect(csv.rawPayload.subarray(0, 3).toString('hex')).toBe('efbbbf');
    const euros = (c: number) => `${Math.floor(c / 100)},${String(c % 100).padStart(2, '0')}`;
    expect(
      csv.body
        .replace(/^\ufeff/, '')
        .split('\r\n')
        .slice(0, 3),
    ).toEqual([
      'Date;Type;Libellé;Débit;Crédit;Solde;Échéance;Retard',
      '21/11/2026;;Solde antérieur;;;0,00;;',
      `21/11/2026;Facture;Facture ${inv.number};${euros(inv.ttc)};;${euros(inv.ttc)};31/01/2027;`,
    ]);
    const pdf = await call('GET', '/company/statement/pdf', { query: q });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const text = await pdfLine(new Uint8Array(pdf.rawPayload));
    expect(text).toContain(name);
    expect(text).toContain(`Facture ${inv.number}`);
    expect(text).toContain('Relevé de compte');
  });

  it('is the administrator’s and the accountant’s: a foreman and a buyer are refused', async () => {
    for (const role of ['conducteur_travaux', 'acheteur'] as const) {
      const email = `${role}@btp.example`;
      const invited = await api.request('POST', '/company/invitation', { body: { email, role }, token: await api.login(), plan: 2 });
      expect(invited.statusCode).toBe(201);
      const mail = api.db.prepare('SELECT body FROM outbox WHERE recipient = ? ORDER BY id DESC').pluck().get(email) as string;
      const token = /jeton=([\w-]+)/.exec(mail)![1];
      const form = { civility: 'm', first_name: 'Max', last_name: 'Nérée', phone: '0690123456', password: 'Chantier-971!', password_confirm: 'Chantier-971!' };
      const joined = await api.request('POST', `/invitation/${token}`, { body: form, plan: 2 });
      expect(joined.statusCode).toBeLessThan(300);
      const theirs = joined.json().data.token as string;
      for (const path of ['/company/statement', '/company/statement/pdf', '/company/statement/csv']) {
        const refused = failure(await call('GET', path, { token: theirs }), 403);
        expect(refused.message).toMatch(/relevé|compte/i);
      }
    }
  });
});
