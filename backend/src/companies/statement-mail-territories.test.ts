import { order } from '@trefima/domain/contract';
import { money } from '../documents/pdfs/format';
import { testConfig } from '../config';
import { Mailer } from '../mail/mailer';
import { DEMO_SELLER } from '../site/seller';
import { data, PRO, testApi, type TestApi } from '../testing';
import { officeMoves, proPickupOrder } from '../testing-orders';
import { CompanyLedger } from './ledger';
import { StatementMails } from './statement-mails';

/**
 * A company's invoices are dated each in its own territory's day (statement-entries.ts), and a company can buy in
 * several: its statement's month is over only once it has ended in every one of them. Bellance BTP, its people's
 * accounts in Guyane (UTC−3, the statement's clock), also buys in Guadeloupe (UTC−4). November's statement was mailed
 * at 0 h 05 on 1 December in Cayenne, 23:05 on 30 November in Guadeloupe, and a month is mailed once: an invoice issued
 * there at 23:30, dated 30 November, was in no mailed statement, and the mailed « Solde au 30 novembre » was not the
 * balance the same statement read afterwards (found by an audit of money and dates).
 */
let api: TestApi;
let companyId: number;
const ledger = () => new CompanyLedger(api.db, () => api.clock.now);
const mails = () =>
  new StatementMails({
    db: api.db,
    ledger: ledger(),
    mailer: new Mailer(api.db, null, () => api.clock.now),
    seller: DEMO_SELLER,
    siteUrl: testConfig().siteUrl,
    now: () => api.clock.now,
    log: { error: jest.fn() },
  });
const office = (id: number, status: string) => officeMoves(api, id, status);
const novemberMail = () =>
  api.db
    .prepare("SELECT body FROM outbox WHERE recipient = ? AND subject LIKE '%relevé de compte de novembre 2026%' ORDER BY id")
    .pluck()
    .all(PRO.email) as string[];

beforeAll(async () => {
  api = await testApi({}, { now: Date.parse('2026-11-25T14:00:00Z') });
  companyId = api.db.prepare('SELECT company_id FROM customer WHERE email = ?').pluck().get(PRO.email) as number;
  // a company whose people signed up in Guyane (as people.test.ts makes one)
  api.db.prepare('UPDATE customer SET sales_plan_id = 3 WHERE company_id = ?').run(companyId);
});
afterAll(() => api.close());

it('mails November’s statement with the invoice issued on 30 November in Guadeloupe', async () => {
  // an order on account picked up at Jarry (Guadeloupe), set aside at 23:30 on 30 November there
  const { o } = await proPickupOrder(api, 'compte-client');
  expect((await office(o.id, 'en_preparation')).statusCode).toBe(200);

  // 0 h 05 on 1 December in Cayenne, still 23:05 on 30 November in Guadeloupe: November is not over for all its invoices
  api.clock.now = Date.parse('2026-12-01T03:05:00Z');
  // (October, never mailed in this test, goes at this tick)
  expect((await mails().sendDue(api.clock.now)).map((m) => m.month)).not.toContain('2026-11');

  // 23:30 on 30 November in Guadeloupe: the invoice is issued, dated 30 November
  api.clock.now = Date.parse('2026-12-01T03:30:00Z');
  const ready = data(await office(o.id, 'prete_retrait'), order);
  const november = ledger().statement(companyId, { on: '2026-11-30', from: '2026-11-01' });
  const line = november.lines.find((l) => l.label.includes(ready.invoice!.number))!;
  expect(line.day).toBe('2026-11-30');

  // 0 h 05 on 1 December in the Antilles: November has ended everywhere, and goes with its last invoice
  api.clock.now = Date.parse('2026-12-01T04:05:00Z');
  expect((await mails().sendDue(api.clock.now)).map((m) => m.month)).toEqual(['2026-11']);
  // December's statement starts on 1 December: the invoice of 30 November is not one of its lines
  const december = ledger().statement(companyId, { on: '2026-12-31', from: '2026-12-01' });
  expect(december.lines.some((l) => l.label.includes(ready.invoice!.number))).toBe(false);

  // the November statement the company received says the balance of 30 November with that invoice in it
  const bodies = novemberMail();
  expect(bodies).toHaveLength(1);
  expect(bodies[0]).toContain(`Solde au 30 novembre 2026 : ${money(november.totals.closing_balance_cents)} TTC.`);
});
