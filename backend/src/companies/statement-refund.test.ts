import { z } from 'zod/mini';
import { statement } from '@trefima/domain/companies/contract';
import { creditNote } from '@trefima/domain/documents/contract';
import { data } from '../testing';
import { atTenInGuadeloupe, officeMove, paidCompanyCardOrder, payingWorld, type PayingWorld } from '../payments/testing-payments';
import { settleSeededInvoices } from './statement.test-support';

/**
 * A company's order paid by card online, then cancelled by the office: the card refunded, a credit note (« Mes
 * avoirs ») cancels its invoice. The statement lists each on its own day, whatever the day of the refund: the invoice
 * (debit), the card's payment (credit), the credit note (credit) and the money given back (debit), so that the
 * balance comes back to what it was; and a day already read is not rewritten by a refund made later. The demo
 * professional (Bellance BTP) buys in Guadeloupe (plan 2), at 10:00 there.
 */
let world: PayingWorld;
const DAY = 86_400_000;
let today: string;
beforeAll(async () => {
  world = await payingWorld();
  today = atTenInGuadeloupe(world);
  // the demo's invoices (seed/demo-history.ts, seed/demo-company.ts), settled the day each was issued: the statement counts from 0
  settleSeededInvoices(world.api.db);
});
afterAll(() => world.close());

const nextDay = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) + DAY).toISOString().slice(0, 10);
/** as the company's administrator, signed in again (the clock moves by a day) */
const call = async (path: string, query?: Record<string, string>) => world.api.request('GET', path, { query, token: await world.api.login(), plan: 2 });
const statementOf = async (query: Record<string, string>) => data(await call('/company/statement', query), statement);

async function cancel(orderId: number) {
  expect((await officeMove(world, orderId, 'annulee', 'Annulée à la demande du client')).statusCode).toBe(200);
  const { db } = world.api;
  const invoice = db.prepare('SELECT id, number FROM invoice WHERE order_id = ?').get(orderId) as { id: number; number: string };
  const note = db.prepare('SELECT number FROM credit_note WHERE invoice_id = ?').pluck().get(invoice.id) as string;
  return { invoice: invoice.number, note };
}

/** The statement's lines of one order's invoice and credit note, as [day, label, debit, credit]. */
const linesOf = (s: z.infer<typeof statement>, invoice: string) =>
  s.lines.filter((l) => l.label.includes(invoice)).map((l) => [l.day, l.label, l.debit_cents, l.credit_cents]);
const four = (days: [string, string], invoice: string, note: string, ttc: number) => [
  [days[0], `Facture ${invoice}`, ttc, 0],
  [days[0], `Règlement de la facture ${invoice}`, 0, ttc],
  [days[1], `Avoir ${note} sur la facture ${invoice}`, 0, ttc],
  [days[1], `Remboursement de l’avoir ${note} sur la facture ${invoice}`, ttc, 0],
];

describe('the statement of a card order refunded', () => {
  it('lists the invoice, its payment, its credit note and the refund, refunded the same day or the next, and balances to 0', async () => {
    const same = await paidCompanyCardOrder(world);
    const a = await cancel(same.id);

    const later = await paidCompanyCardOrder(world);
    const day = await statementOf({ au: today, du: today });
    const laterInvoice = world.api.db.prepare('SELECT number FROM invoice WHERE order_id = ?').pluck().get(later.id) as string;
    expect(linesOf(day, laterInvoice)).toEqual([
      [today, `Facture ${laterInvoice}`, later.ttc, 0],
      [today, `Règlement de la facture ${laterInvoice}`, 0, later.ttc],
    ]);

    world.api.clock.advance(DAY);
    const tomorrow = nextDay(today);
    const b = await cancel(later.id);

    const s = await statementOf({ au: tomorrow, du: today });
    const sorted = (lines: unknown[][]) => [...lines].sort((x, y) => String(x[1]).localeCompare(String(y[1])));
    expect(sorted(linesOf(s, a.invoice))).toEqual(sorted(four([today, today], a.invoice, a.note, same.ttc)));
    expect(sorted(linesOf(s, b.invoice))).toEqual(sorted(four([today, tomorrow], b.invoice, b.note, later.ttc)));
    // each day's lines in the order they happened: the refund after the credit note it pays back
    expect(linesOf(s, b.invoice)).toEqual(four([today, tomorrow], b.invoice, b.note, later.ttc));
    expect({ opening: s.opening_balance_cents, closing: s.totals.closing_balance_cents, due: s.due.total_cents }).toEqual({ opening: 0, closing: 0, due: 0 });
    expect(s.totals.invoiced_cents).toBe(s.totals.credited_cents + s.totals.paid_cents);

    // every credit note of « Mes avoirs » is on it
    const notes = data(await call('/credit-note'), z.array(creditNote)).map((n) => n.number);
    expect(notes).toEqual(expect.arrayContaining([a.note, b.note]));
    for (const n of [a.note, b.note]) expect(s.lines.filter((l) => l.label.startsWith(`Avoir ${n}`))).toHaveLength(1);

    // the day before the refund reads as it read then
    expect(await statementOf({ au: today, du: today })).toEqual({ ...day, credit: expect.anything(), credit_on: expect.any(String) });
  });
});
