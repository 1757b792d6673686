import { money } from '../documents/pdfs/format';
import { testConfig } from '../config';
import { Mailer } from '../mail/mailer';
import { DEMO_SELLER } from '../site/seller';
import { pdfLine } from '../test-support/pdf-text';
import { PRO, testApi, type TestApi } from '../testing';
import { CompanyLedger } from './ledger';
import { StatementMails, type StatementMailsDeps } from './statement-mails';

/**
 * The monthly relevé de compte (issue 46) of Bellance BTP, the demo company
 * of Guadeloupe (UTC−4) that owes an overdue, partly paid invoice: mailed
 * once a month from the 1st at 0 h there, to its administrator and its
 * accountant, with its PDF.
 */
const ACCOUNTANT = 'comptable@trefima.example';
const FOREMAN = 'conducteur@trefima.example';
let api: TestApi;
let companyId: number;
const log = { error: jest.fn() };
const mailsOf = (deps: Partial<StatementMailsDeps> = {}) =>
  new StatementMails({
    db: api.db,
    ledger: new CompanyLedger(api.db, () => api.clock.now),
    mailer: new Mailer(api.db, null, () => api.clock.now),
    seller: DEMO_SELLER,
    siteUrl: testConfig().siteUrl,
    now: () => api.clock.now,
    log,
    ...deps,
  });
const outboxCount = () => api.db.prepare('SELECT COUNT(*) FROM outbox').pluck().get() as number;
const mailsTo = (email: string) =>
  api.db.prepare('SELECT id, subject, body FROM outbox WHERE recipient = ? AND subject LIKE ? ORDER BY id').all(email, '%relevé de compte%') as {
    id: number;
    subject: string;
    body: string;
  }[];

/** The seeded order again, invoiced on 20 November and due on 31 December: owed on 30 November, not overdue. */
function invoiceNotYetDue() {
  const run = (sql: string, ...params: unknown[]) => Number(api.db.prepare(sql).run(...params).lastInsertRowid);
  const at = '2026-11-20T14:00:00.000Z';
  const seeded = api.db.prepare("SELECT order_id, customer_id FROM invoice WHERE number LIKE 'FAC-%-SC%'").get() as { order_id: number; customer_id: number };
  const cart = run(
    "INSERT INTO cart (token, customer_id, status, created_at, updated_at, expires_at) VALUES ('mails', ?, 'ordered', ?, ?, ?)",
    seeded.customer_id,
    at,
    at,
    at,
  );
  const order = run(
    `INSERT INTO "order" (number, customer_id, cart_id, sales_plan_id, status, carrier_id, payment_id, delivery_address, billing_address, lines, amount_ht, shipping_ht, vat_rate, created_at)
     SELECT 'CMD-2026-MAILS', customer_id, ?, sales_plan_id, status, carrier_id, payment_id, delivery_address, billing_address, lines, amount_ht, shipping_ht, vat_rate, ? FROM "order" WHERE id = ?`,
    cart,
    at,
    seeded.order_id,
  );
  run(
    "INSERT INTO invoice (number, order_id, customer_id, issued_at, due_at, paid) VALUES ('FAC-2026-MAILS', ?, ?, ?, '2026-12-31', 0)",
    order,
    seeded.customer_id,
    at,
  );
}

beforeAll(async () => {
  // 21 November 2026, 10:00 in Guadeloupe: the demo's invoice, issued in September, is overdue and partly paid
  api = await testApi({}, { now: Date.parse('2026-11-21T14:00:00Z') });
  companyId = api.db.prepare('SELECT company_id FROM customer WHERE email = ?').pluck().get(PRO.email) as number;
  invoiceNotYetDue();
});
afterAll(() => api.close());

describe('the monthly statement mail', () => {
  it('sends the month just ended from any day of the next: October’s on 21 November', async () => {
    const sent = await mailsOf().sendDue(api.clock.now);
    expect(sent).toEqual([{ companyId, month: '2026-10', recipients: [PRO.email, ACCOUNTANT] }]);
  });

  it('waits for the 1st at 0 h on the company’s clock: nothing at 03:30 UTC on 1 December, still 30 November in Guadeloupe', async () => {
    const before = outboxCount();
    expect(await mailsOf().sendDue(Date.parse('2026-12-01T03:30:00Z'))).toEqual([]);
    expect(outboxCount()).toBe(before);
    expect(api.db.prepare("SELECT COUNT(*) FROM company_statement_mail WHERE month = '2026-11'").pluck().get()).toBe(0);
  });

  it('at 0 h 30 there, mails November to the administrator and the accountant with the PDF and what is overdue', async () => {
    const at = Date.parse('2026-12-01T04:30:00Z');
    const sent = await mailsOf().sendDue(at);
    expect(sent).toEqual([{ companyId, month: '2026-11', recipients: [PRO.email, ACCOUNTANT] }]);
    expect(mailsTo(FOREMAN)).toEqual([]);
    const november = new CompanyLedger(api.db).statement(companyId, { on: '2026-11-30', from: '2026-11-01' });
    const overdue = november.due['1_30'] + november.due['31_60'] + november.due.plus_60;
    expect(overdue).toBeGreaterThan(0);
    expect(november.due.non_echu).toBeGreaterThan(0);
    expect(november.lines.map((l) => l.label)).toEqual(['Facture FAC-2026-MAILS']);
    for (const email of [PRO.email, ACCOUNTANT]) {
      const mail = mailsTo(email).at(-1)!;
      expect(mail.subject).toBe('Votre relevé de compte de novembre 2026 – Bellance BTP');
      expect(mail.body).toContain(`Solde au 30 novembre 2026 : ${money(november.totals.closing_balance_cents)} TTC.`);
      expect(mail.body).toContain(`Échu et non réglé : ${money(overdue)} TTC`);
      expect(mail.body).toContain('http://localhost:9000/mon-compte/releve');
      const files = api.db.prepare('SELECT name, type, content FROM outbox_attachment WHERE outbox_id = ?').all(mail.id) as {
        name: string;
        type: string;
        content: Buffer;
      }[];
      expect(files.map((f) => [f.name, f.type])).toEqual([['releve-bellance-btp-2026-11-30.pdf', 'application/pdf']]);
      const text = await pdfLine(new Uint8Array(files[0].content));
      expect(text).toContain('Relevé de compte');
      expect(text).toContain('du 1er novembre 2026 au 30 novembre 2026');
    }
    expect(mailsTo(PRO.email)[0].body).toContain('Bonjour Rodolphe,');
    expect(mailsTo(ACCOUNTANT).at(-1)!.body).toContain('Bonjour Maryse,');
  });

  it('sends a month once: a second tick, or two processes at once, send nothing more', async () => {
    const before = outboxCount();
    expect(await mailsOf().sendDue(Date.parse('2026-12-01T05:30:00Z'))).toEqual([]);
    expect(await mailsOf().sendDue(Date.parse('2026-12-15T12:00:00Z'))).toEqual([]);
    expect(outboxCount()).toBe(before);
    const january = Date.parse('2027-02-01T04:30:00Z');
    const [a, b] = await Promise.all([mailsOf().sendDue(january), mailsOf().sendDue(january)]);
    expect([...a, ...b].map((s) => s.month)).toEqual(['2027-01']);
    expect(outboxCount()).toBe(before + 2);
  });

  it('releases the claim when the PDF cannot be made, and the next tick sends it', async () => {
    const march = Date.parse('2027-03-01T04:30:00Z');
    const before = outboxCount();
    const failing = mailsOf({ pdf: () => Promise.reject(new Error('pdf')) });
    expect(await failing.sendDue(march)).toEqual([]);
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ companyId, month: '2027-02' }), expect.any(String));
    expect(outboxCount()).toBe(before);
    expect((await mailsOf().sendDue(march)).map((s) => s.month)).toEqual(['2027-02']);
  });

  it('leaves out a removed person, and a company with nothing that month that owes nothing', async () => {
    api.db.prepare("UPDATE customer SET removed_at = '2027-03-10T12:00:00.000Z' WHERE email = ?").run(ACCOUNTANT);
    const empty = 'vide@trefima.example';
    api.db
      .prepare(
        `INSERT INTO customer (email, password_hash, type, civility, first_name, last_name, phone, company, sales_plan_id, created_at, updated_at)
         VALUES (?, 'x', 'professionnel', 'm', 'Paul', 'Vide', '0690000000', 'Vide SARL', 2, '2026-11-21T14:00:00.000Z', '2026-11-21T14:00:00.000Z')`,
      )
      .run(empty);
    const sent = await mailsOf().sendDue(Date.parse('2027-04-01T04:30:00Z'));
    expect(sent).toEqual([{ companyId, month: '2027-03', recipients: [PRO.email] }]);
    expect(mailsTo(ACCOUNTANT).map((m) => m.subject)).not.toContain('Votre relevé de compte de mars 2027 – Bellance BTP');
    expect(mailsTo(empty)).toEqual([]);
    // its month stays unclaimed: a payment the office records later, dated in March, still gets March mailed
    const claims = 'SELECT COUNT(*) FROM company_statement_mail m JOIN customer c ON c.company_id = m.company_id WHERE c.email = ?';
    expect(api.db.prepare(claims).pluck().get(empty)).toBe(0);
  });
});
