import Database from 'better-sqlite3';
import { amountOf } from '@trefima/domain/money/money';
import { migrate, type Db } from '.';
import { seed } from '../seed';
import { demoHashes } from '../test-support/demo-hashes.test-support';

/**
 * Migration 035: an invoice marked paid for more than its payments recorded (paid before they were all recorded: by
 * card online at its settlement, by a transfer or on the terminal before those were) gets the payment the statement
 * used to make up for it, written once: a card online's as that card's payment (its amount, its provider's id) on the
 * territory's day it was paid; any other by its order's method on its `paid_at` day. A shop's database migrated but
 * for 035, seeded and filled, then migrated.
 */
const HELD = '035-invoice-payments-recorded.sql';

async function before(): Promise<Db> {
  const db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  db.exec('CREATE TABLE schema_migration (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
  db.prepare("INSERT INTO schema_migration VALUES (?, 'held')").run(HELD);
  migrate(db);
  db.prepare('DELETE FROM schema_migration WHERE name = ?').run(HELD);
  await seed(db, { now: Date.parse('2026-11-20T14:00:00Z'), demoHashes: demoHashes() });
  return db;
}

/** 100,00 € HT: 108,50 € TTC in Martinique (8,5 %), 100,00 € in Guyane (no VAT). */
const HT = 10_000;
type Plan = 1 | 3;

function shop(db: Db) {
  const customer = db.prepare('SELECT id FROM customer ORDER BY id LIMIT 1').pluck().get() as number;
  const payment = (code: string) => db.prepare('SELECT id FROM payment WHERE code = ?').pluck().get(code) as number;
  let n = 0;
  const run = (sql: string, ...args: unknown[]) => Number(db.prepare(sql).run(...args).lastInsertRowid);
  return {
    /** an order paid by `code`, invoiced on `issued` (paid: `paidAt`, a date-time or a day, or unpaid: null) */
    invoiced(code: string, plan: Plan, issued: string, paidAt: string | null) {
      n += 1;
      const cart = run(
        "INSERT INTO cart (token, customer_id, status, created_at, updated_at, expires_at) VALUES (?, ?, 'ordered', 'x', 'x', 'x')",
        `t35-${n}`,
        customer,
      );
      const orderId = run(
        `INSERT INTO "order" (number, customer_id, cart_id, sales_plan_id, status, carrier_id, payment_id, delivery_address, billing_address, lines,
          amount_ht, shipping_ht, vat_rate, created_at) VALUES (?, ?, ?, ?, 'livree', 1, ?, '{}', '{}', '[]', ?, 0, ?, ?)`,
        `CMD-35-${n}`,
        customer,
        cart,
        plan,
        payment(code),
        HT,
        plan === 3 ? 0 : 8.5,
        issued,
      );
      const invoiceId = run(
        'INSERT INTO invoice (number, order_id, customer_id, issued_at, due_at, paid, paid_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
        `FAC-35-${n}`,
        orderId,
        customer,
        issued,
        issued.slice(0, 10),
        paidAt === null ? 0 : 1,
        paidAt,
      );
      return { orderId, invoiceId, number: `CMD-35-${n}` };
    },
    /** the order's card online, in `state`, last written at `updated` */
    card(orderId: number, state: string, updated: string, amountCents: number) {
      return run(
        `INSERT INTO card_payment (order_id, invoice_id, customer_id, provider, provider_id, reference, amount_cents, state, reserved_until, created_at, updated_at)
         VALUES (?, NULL, ?, 'stripe', ?, 'CMD', ?, ?, ?, ?, ?)`,
        orderId,
        customer,
        `cs_test_35_${orderId}`,
        amountCents,
        state,
        updated,
        updated,
        updated,
      );
    },
    paidNotification(cardId: number, receivedAt: string) {
      run(
        "INSERT INTO payment_notification (provider, event_id, card_payment_id, kind, outcome, received_at) VALUES ('stripe', ?, ?, 'paid', 'applied', ?)",
        `evt_35_${cardId}`,
        cardId,
        receivedAt,
      );
    },
    payment(invoiceId: number, amountCents: number, paidOn: string, method: string, cardId: number | null = null) {
      run(
        'INSERT INTO invoice_payment (invoice_id, amount_cents, paid_on, method, reference, card_payment_id, created_at) VALUES (?, ?, ?, ?, NULL, ?, ?)',
        invoiceId,
        amountCents,
        paidOn,
        method,
        cardId,
        `${paidOn}T12:00:00.000Z`,
      );
    },
    creditNote(invoiceId: number, orderId: number, ttc: number, createdAt: string) {
      run(
        `INSERT INTO credit_note (number, invoice_id, order_id, customer_id, amount_ht, amount_tva, amount_ttc, vat_rate, reason, refund_reference, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, 8.5, 'Annulation', NULL, ?)`,
        `AV-35-${invoiceId}`,
        invoiceId,
        orderId,
        customer,
        HT,
        ttc - HT,
        ttc,
        createdAt,
      );
    },
  };
}

const rowsOf = (db: Db, invoiceId: number) =>
  db.prepare('SELECT amount_cents, paid_on, method, reference, card_payment_id FROM invoice_payment WHERE invoice_id = ? ORDER BY id').all(invoiceId);

describe('035 records the payments of invoices marked paid without them', () => {
  let db: Db;
  beforeAll(async () => {
    db = await before();
  });
  afterAll(() => db.close());

  it('records a card online’s payment on the territory’s day it was paid, and any other on its paid day, once', () => {
    const s = shop(db);
    // paid at 23:30 in Martinique on 2 November (03:30 UTC on the 3rd), invoiced then, the notification applied
    const late = s.invoiced('carte-en-ligne', 1, '2026-11-03T03:30:00.000Z', '2026-11-03T03:30:00.000Z');
    const lateCard = s.card(late.orderId, 'payee', '2026-11-03T03:30:00.000Z', 10_850);
    s.paidNotification(lateCard, '2026-11-03T03:30:00.000Z');
    // the same hour in Guyane is 00:30 on the 3rd; refunded on the 9th (its card last written then, its credit note that day)
    const cayenne = s.invoiced('carte-en-ligne', 3, '2026-11-03T03:30:00.000Z', '2026-11-03T03:30:00.000Z');
    const cayenneCard = s.card(cayenne.orderId, 'remboursee', '2026-11-09T14:00:00.000Z', 10_000);
    s.creditNote(cayenne.invoiceId, cayenne.orderId, 10_000, '2026-11-09T14:00:00.000Z');
    // paid on 28 October, invoiced when the goods left on 2 November (before invoices were issued at the card's settlement)
    const shipped = s.invoiced('carte-en-ligne', 1, '2026-11-02T14:00:00.000Z', '2026-11-02T14:00:00.000Z');
    const shippedCard = s.card(shipped.orderId, 'payee', '2026-10-28T15:00:00.000Z', 10_850);
    // its card's payment already recorded (as the shop records it now): nothing more
    const recorded = s.invoiced('carte-en-ligne', 1, '2026-11-04T14:00:00.000Z', '2026-11-04T14:00:00.000Z');
    const recordedCard = s.card(recorded.orderId, 'payee', '2026-11-04T14:00:00.000Z', 10_850);
    s.payment(recorded.invoiceId, 10_850, '2026-11-04', 'carte', recordedCard);
    // an invoice not paid, its card still waiting: nothing
    const unpaid = s.invoiced('carte-en-ligne', 1, '2026-11-04T14:00:00.000Z', null);
    s.card(unpaid.orderId, 'en_attente_paiement', '2026-11-04T14:00:00.000Z', 10_850);
    // a transfer marked paid on the day the office gave (before transfers were recorded at issue)
    const transfer = s.invoiced('virement', 1, '2026-11-02T14:00:00.000Z', '2026-10-30');
    // a terminal's rest after a deposit recorded, paid at 11:00 in Martinique on the 10th
    const terminal = s.invoiced('carte-retrait', 1, '2026-11-02T14:00:00.000Z', '2026-11-10T15:00:00.000Z');
    s.payment(terminal.invoiceId, 2_000, '2026-11-05', 'cheque');
    // a cheque order credited before it was marked paid: its credit note settled it, nothing was paid
    const credited = s.invoiced('cheque', 1, '2026-11-02T14:00:00.000Z', '2026-11-12T14:00:00.000Z');
    s.creditNote(credited.invoiceId, credited.orderId, 10_850, '2026-11-06T14:00:00.000Z');

    expect(migrate(db)).toEqual([HELD]);

    expect(rowsOf(db, late.invoiceId)).toEqual([
      { amount_cents: 10_850, paid_on: '2026-11-02', method: 'carte', reference: `cs_test_35_${late.orderId}`, card_payment_id: lateCard },
    ]);
    expect(rowsOf(db, cayenne.invoiceId)).toEqual([
      { amount_cents: 10_000, paid_on: '2026-11-03', method: 'carte', reference: `cs_test_35_${cayenne.orderId}`, card_payment_id: cayenneCard },
    ]);
    expect(rowsOf(db, shipped.invoiceId)).toEqual([
      { amount_cents: 10_850, paid_on: '2026-10-28', method: 'carte', reference: `cs_test_35_${shipped.orderId}`, card_payment_id: shippedCard },
    ]);
    expect(rowsOf(db, recorded.invoiceId)).toHaveLength(1);
    expect(rowsOf(db, unpaid.invoiceId)).toEqual([]);
    expect(rowsOf(db, transfer.invoiceId)).toEqual([
      { amount_cents: 10_850, paid_on: '2026-10-30', method: 'virement', reference: transfer.number, card_payment_id: null },
    ]);
    expect(rowsOf(db, terminal.invoiceId)).toEqual([
      { amount_cents: 2_000, paid_on: '2026-11-05', method: 'cheque', reference: null, card_payment_id: null },
      { amount_cents: 8_850, paid_on: '2026-11-10', method: 'carte', reference: null, card_payment_id: null },
    ]);
    expect(rowsOf(db, credited.invoiceId)).toEqual([]);

    // and the seed's own (the demo's history, marked paid by transfer): every invoice marked paid is covered by its
    // payments and its credit notes
    const paid = db
      .prepare(
        `SELECT i.number, o.amount_ht, o.shipping_ht, o.vat_rate,
           (SELECT COALESCE(SUM(p.amount_cents), 0) FROM invoice_payment p WHERE p.invoice_id = i.id)
             + (SELECT COALESCE(SUM(n.amount_ttc), 0) FROM credit_note n WHERE n.invoice_id = i.id) AS settled
         FROM invoice i JOIN "order" o ON o.id = i.order_id WHERE i.paid = 1`,
      )
      .all() as { number: string; amount_ht: number; shipping_ht: number; vat_rate: number; settled: number }[];
    // the TTC as the invoice computes it (domain/money), to the cent
    const short = paid.filter((i) => amountOf(i.amount_ht + i.shipping_ht, i.vat_rate).ttc > i.settled).map((i) => i.number);
    expect(short).toEqual([]);
    expect(db.pragma('foreign_key_check')).toEqual([]);
  });
});
