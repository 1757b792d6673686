import { Customers } from '../customers/customers';
import { openDb, type Db } from '../db';
import { seed } from '../seed';
import { DEMO_SELLER } from '../site/seller';
import { Site } from '../site/site';
import { pdfLine } from '../test-support/pdf-text';
import { CreditNotes } from './credit-notes';
import { DocumentFiles } from './document-files';
import { Documents } from './documents';

/** 30 November 2026, 12:00 in the Antilles */
const NOW = Date.parse('2026-11-30T16:00:00Z');
/** 23:30 on 31 December in the Antilles, 00:30 on 1 January in Guyane */
const EVE = Date.parse('2027-01-01T03:30:00Z');
let db: Db;
let notes: CreditNotes;
let files: DocumentFiles;
/** the demo buyers' paid invoices (seed: the private buyer's in Martinique, then two for the professional in Guadeloupe) */
let invoices: { id: number; number: string; customer_id: number; order_id: number }[];

beforeAll(async () => {
  db = openDb(':memory:');
  await seed(db, { now: NOW });
  const site = new Site(db);
  const documents = new Documents(db, site, { iban: '', bic: '', holder: '' }, () => NOW);
  notes = new CreditNotes({ db, documents, seller: DEMO_SELLER });
  files = new DocumentFiles({ db, now: () => NOW, seller: DEMO_SELLER, site, customers: new Customers(db, () => NOW), documents });
  invoices = db.prepare('SELECT id, number, customer_id, order_id FROM invoice ORDER BY id').all() as typeof invoices;
});
afterAll(() => db.close());

const count = (sql: string, ...params: unknown[]) =>
  db
    .prepare(sql)
    .pluck()
    .get(...params) as number;
const orderAmounts = (orderId: number) =>
  db.prepare('SELECT amount_ht, shipping_ht, vat_rate FROM "order" WHERE id = ?').get(orderId) as Record<string, number>;

describe('CreditNotes', () => {
  it('cancels an invoice with its own figures, in its own series, with the reason and the refund', () => {
    expect(invoices.length).toBeGreaterThanOrEqual(3);
    const inv = invoices[0]!;
    const note = notes.issue({ invoiceId: inv.id, reason: '  Commande annulée à la demande du client ', refundReference: 're_3PAyX2', now: NOW });
    const o = orderAmounts(inv.order_id);
    const ht = o.amount_ht! + o.shipping_ht!;
    const tva = Math.round((ht * o.vat_rate!) / 100);
    expect(note).toEqual({
      id: expect.any(Number),
      // the private buyer's invoice, of Martinique: the first note of that territory's series for 2026
      number: 'AV-MTQ-2026-000001',
      created_at: '2026-11-30T16:00:00.000Z',
      time_zone: expect.stringMatching(/^America\//),
      invoice: { id: inv.id, number: inv.number, issued_at: expect.any(String), paid: true },
      order: { id: inv.order_id, number: expect.stringMatching(/^CMD-/) },
      amount: { ht, tva, ttc: ht + tva, vat_rate: o.vat_rate },
      reason: 'Commande annulée à la demande du client',
      refund_reference: 're_3PAyX2',
      refund_failed: false,
      refund_owed_cents: null,
      refunded_otherwise: null,
    });
    expect(note.amount.tva).toBeGreaterThan(0);
  });

  it('issues one note per invoice: asked again, it answers the same note and number', () => {
    const inv = invoices[1]!;
    const first = notes.issue({ invoiceId: inv.id, reason: 'Commande annulée', now: EVE });
    expect(first.refund_reference).toBeNull();
    const again = notes.issue({ invoiceId: inv.id, reason: 'Autre motif', refundReference: 're_late', now: EVE + 3_600_000 });
    // the refund answered late is written in, once; nothing else changes
    expect(again).toEqual({ ...first, refund_reference: 're_late' });
    expect(notes.issue({ invoiceId: inv.id, reason: 'Encore', refundReference: 're_other', now: NOW }).refund_reference).toBe('re_late');
    // inside the caller's own transaction too (the order cancelled, the refund recorded and the note issued at once)
    expect(db.transaction(() => notes.issue({ invoiceId: inv.id, reason: 'Encore', now: NOW }))()).toEqual(again);
    expect(count('SELECT COUNT(*) FROM credit_note WHERE invoice_id = ?', inv.id)).toBe(1);
    // and the database itself refuses a second note for the invoice
    expect(() =>
      db
        .prepare(
          "INSERT INTO credit_note (number, invoice_id, order_id, customer_id, amount_ht, amount_tva, amount_ttc, vat_rate, reason, created_at) VALUES ('AV-X', ?, ?, ?, 1, 0, 1, 0, 'x', 'now')",
        )
        .run(inv.id, inv.order_id, inv.customer_id),
    ).toThrow(/UNIQUE/);
  });

  it('numbers in the territory’s series, by the year of its day: New Year’s Eve in the Antilles is already 2027 in Guyane', () => {
    const inv = invoices[2]!;
    const plan = db.prepare('SELECT sales_plan_id FROM "order" WHERE id = ?').pluck().get(inv.order_id);
    db.prepare('UPDATE "order" SET sales_plan_id = 3 WHERE id = ?').run(inv.order_id);
    const guyane = notes.issue({ invoiceId: inv.id, reason: 'Commande annulée', now: EVE });
    db.prepare('UPDATE "order" SET sales_plan_id = ? WHERE id = ?').run(plan, inv.order_id);
    expect(guyane.number).toBe('AV-GUF-2027-000001');
    // the same instant in the Antilles (the note issued above) is still 2026, in Guadeloupe's series
    expect(db.prepare('SELECT number FROM credit_note WHERE invoice_id = ?').pluck().get(invoices[1]!.id)).toBe('AV-GPE-2026-000001');
    expect(guyane.amount.vat_rate).toBe(db.prepare('SELECT vat_rate FROM "order" WHERE id = ?').pluck().get(inv.order_id));
    const numbers = db.prepare('SELECT number FROM credit_note ORDER BY id').pluck().all() as string[];
    // series of their own, never an invoice's number
    expect(numbers).toEqual(['AV-MTQ-2026-000001', 'AV-GPE-2026-000001', 'AV-GUF-2027-000001']);
    for (const n of numbers) expect(count('SELECT COUNT(*) FROM invoice WHERE number = ?', n)).toBe(0);
  });

  it('lists a customer’s own notes, newest first, and finds one by id or number, never another’s', () => {
    const mine = invoices[0]!.customer_id;
    const list = notes.forCustomer(mine);
    expect(list.length).toBe(count('SELECT COUNT(*) FROM credit_note WHERE customer_id = ?', mine));
    expect(list.map((n) => n.created_at)).toEqual([...list.map((n) => n.created_at)].sort().reverse());
    expect(notes.byId(mine, list[0]!.id)).toEqual(list[0]);
    expect(notes.byId(mine, list[0]!.number)).toEqual(list[0]);
    const other = invoices.find((i) => i.customer_id !== mine)!.customer_id;
    expect(notes.forCustomer(other).every((n) => !list.some((m) => m.id === n.id))).toBe(true);
    expect(() => notes.byId(other, list[0]!.id)).toThrow('Cet avoir est introuvable.');
  });

  it('refuses an invoice that does not exist and a note without a reason, issuing nothing', () => {
    const before = count('SELECT COUNT(*) FROM credit_note');
    expect(() => notes.issue({ invoiceId: 999_999, reason: 'Commande annulée', now: NOW })).toThrow('Cette facture est introuvable.');
    expect(() => notes.issue({ invoiceId: invoices[0]!.id, reason: '   ', now: NOW })).toThrow(/motif/);
    expect(count('SELECT COUNT(*) FROM credit_note')).toBe(before);
  });

  it('gives the customer his note as a PDF file, and another customer nothing', async () => {
    const inv = invoices[0]!;
    const note = notes.byId(inv.customer_id, notes.forCustomer(inv.customer_id)[0]!.id);
    const file = await files.creditNote(note.number, inv.customer_id);
    expect([file.name, file.type]).toEqual([`avoir-${note.number}.pdf`, 'application/pdf']);
    const text = await pdfLine(file.content);
    expect(text).toContain(`Avoir n° ${note.number}`);
    expect(text).toContain(`Avoir annulant la facture n° ${inv.number} du `);
    expect(text).toContain(`Commande : ${note.order.number}`);
    const other = invoices.find((i) => i.customer_id !== inv.customer_id)!.customer_id;
    await expect(files.creditNote(note.id, other)).rejects.toThrow('Cet avoir est introuvable.');
  });
});
