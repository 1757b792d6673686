import { z } from 'zod/mini';
import { order } from '@trefima/domain/contract';
import { statement } from '@trefima/domain/companies/contract';
import { cardPaymentState } from '@trefima/domain/payments/contract';
import { creditNote } from '@trefima/domain/documents/contract';
import { formatPrice } from '@trefima/domain/i18n/format';
import { readPdf } from '../test-support/pdf-text';
import { data } from '../testing';
import { settleSeededInvoices } from '../companies/statement.test-support';
import { atTenInGuadeloupe, officeMove, paidCompanyCardOrder, payingWorld, until, type PayingWorld } from './testing-payments';

/**
 * A card refund that failed once made leaves the credit note owed to the customer (refund-failed.test.ts): the office
 * gives the money back another way (a transfer, a cheque) and records it (`POST /admin/credit-note/{id}/refund`).
 * Before, nothing could record it: the company's statement owed him the amount for good, his order read « Remboursement
 * échoué » and the credit note « il vous reste dû » after he was paid. The demo professional buys in Guadeloupe.
 */
let world: PayingWorld;
let today: string;
beforeAll(async () => {
  world = await payingWorld();
  today = atTenInGuadeloupe(world);
  settleSeededInvoices(world.api.db);
});
afterAll(() => world.close());

const euros = (cents: number) => formatPrice(cents, { alwaysCents: true });
const office = (id: number | string, payload: unknown) =>
  world.api.app.inject({
    method: 'POST',
    url: `/api/v1/admin/credit-note/${id}/refund`,
    headers: { authorization: 'Bearer test-admin-token' },
    payload: payload as object,
  });
const statementOf = async () => data(await world.api.request('GET', '/company/statement', { token: await world.api.login(), plan: 2 }), statement);

/** A paid order of the demo company cancelled by the office, its card refund said failed by the provider: its credit note. */
async function failedRefund() {
  const o = await paidCompanyCardOrder(world, '4000000000005126');
  expect((await officeMove(world, o.id, 'annulee', 'Annulée à la demande du client')).statusCode).toBe(200);
  const { db } = world.api;
  const note = db.prepare('SELECT id, number, created_at FROM credit_note WHERE order_id = ?').get(o.id) as { id: number; number: string; created_at: string };
  await until(
    () => db.prepare('SELECT 1 FROM refund_failure f JOIN credit_note n ON n.refund_reference = f.refund_id WHERE n.id = ?').get(note.id) !== undefined,
  );
  const invoice = db.prepare('SELECT number FROM invoice WHERE order_id = ?').pluck().get(o.id) as string;
  return { o, note, invoice };
}

describe('a failed card refund given back another way', () => {
  it('is recorded once: the statement counts it given back, the order, the credit note and its PDF say how, the buyer is mailed', async () => {
    const { o, note, invoice } = await failedRefund();
    const before = (await statementOf()).totals.closing_balance_cents;

    const res = await office(note.id, { method: 'virement', refunded_on: today, reference: 'VIR 2026-118' });
    expect(res.statusCode).toBe(200);
    const answered = creditNote.parse(res.json().data);
    expect(answered).toMatchObject({
      number: note.number,
      refund_failed: true,
      refunded_otherwise: { method: 'virement', on: today, reference: 'VIR 2026-118' },
    });

    // the statement: the refund on its day, the company owed nothing more for it
    const s = await statementOf();
    expect(s.lines.filter((l) => l.label.includes(invoice)).map((l) => [l.day, l.label, l.debit_cents, l.credit_cents])).toContainEqual([
      today,
      `Remboursement de l’avoir ${note.number} sur la facture ${invoice}`,
      o.ttc,
      0,
    ]);
    expect(s.totals.closing_balance_cents).toBe(before + o.ttc);

    // the buyer reads his money given back, and how
    const token = await world.api.login();
    const mine = data(await world.api.request('GET', `/order/${o.number}`, { token, plan: 2 }), order);
    expect(mine.card_payment?.label).toBe('Remboursée');
    const payment = data(await world.api.request('GET', `/order/${o.number}/payment`, { token, plan: 2 }), cardPaymentState);
    expect(payment.message).toMatch(/^Le remboursement sur votre carte n’a pas abouti : nous vous avons remboursé par virement le \d+ décembre 2026\.$/);
    const listed = data(await world.api.request('GET', '/credit-note', { token, plan: 2 }), z.array(creditNote)).find((c) => c.number === note.number);
    expect(listed?.refunded_otherwise).toEqual({ method: 'virement', on: today, reference: 'VIR 2026-118' });
    const pdf = await world.api.request('GET', `/credit-note/${note.id}/pdf`, { token, plan: 2 });
    const text = (await readPdf(new Uint8Array(pdf.rawPayload))).pages.join(' ').replace(/\s+/g, ' ');
    expect(text).toContain('n’a pas abouti');
    expect(text).toMatch(/Remboursé au client par virement le \d+ décembre 2026 \(référence : VIR 2026-118\)\./);
    expect(text).toContain('Montant remboursé');
    expect(text).not.toContain('Montant à rembourser');
    const mails = () =>
      world.api.db
        .prepare("SELECT subject, body FROM outbox WHERE recipient = 'pro@trefima.example' AND subject = ?")
        .all(`Remboursement par virement : commande ${o.number}`) as { subject: string; body: string }[];
    expect(mails()).toHaveLength(1);
    expect(mails()[0].body).toContain(`Nous vous avons remboursé ${euros(o.ttc)} TTC par virement`);
    expect(mails()[0].body).toContain(`l’avoir ${note.number}`);

    // sent again as it was (an answer lost): the same record, no second mail; anything else is refused
    expect((await office(note.id, { method: 'virement', refunded_on: today, reference: 'VIR 2026-118' })).statusCode).toBe(200);
    expect(mails()).toHaveLength(1);
    const other = await office(note.id, { method: 'cheque', refunded_on: today });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toContain(`Le remboursement de l’avoir ${note.number} est déjà enregistré`);
    expect((await statementOf()).totals.closing_balance_cents).toBe(before + o.ttc);
  });

  it('answers a record without its day sent again the next day as the same record, not as another refund', async () => {
    const { o, note } = await failedRefund();
    const first = await office(note.id, { method: 'cheque', reference: 'Chèque 0042' });
    expect(first.statusCode).toBe(200);
    const { on } = creditNote.parse(first.json().data).refunded_otherwise!;
    // its answer lost in the evening, the office's tool sends it again the next morning: the refund made yesterday
    world.api.clock.advance(24 * 60 * 60 * 1000);
    const again = await office(note.id, { method: 'cheque', reference: 'Chèque 0042' });
    expect(again.statusCode).toBe(200);
    expect(creditNote.parse(again.json().data).refunded_otherwise).toEqual({ method: 'cheque', on, reference: 'Chèque 0042' });
    const mails = world.api.db.prepare('SELECT COUNT(*) FROM outbox WHERE subject = ?').pluck().get(`Remboursement par chèque : commande ${o.number}`);
    expect(mails).toBe(1);
  });

  it('is refused, in French and with nothing written, for a credit note refunded to the card, a day out of range or a missing method', async () => {
    const { note } = await failedRefund();
    const refused = async (payload: unknown, status: number, words: string, id: number | string = note.id) => {
      const res = await office(id, payload);
      expect(res.statusCode).toBe(status);
      expect(JSON.stringify(res.json())).toContain(words);
    };
    await refused({}, 422, 'Le mode de remboursement');
    await refused({ method: 'carte' }, 422, 'Le mode de remboursement');
    await refused({ method: 'virement', refunded_on: '2026-02-30' }, 422, 'AAAA-MM-JJ');
    await refused({ method: 'virement', refunded_on: '2020-01-02' }, 422, 'ne peut pas avoir été remboursé avant');
    await refused({ method: 'virement', refunded_on: '2099-01-02' }, 422, 'ne peut pas être à venir');
    await refused({ method: 'virement' }, 404, 'Cet avoir est introuvable', 999_999);
    expect(world.api.db.prepare('SELECT COUNT(*) FROM credit_note_refund WHERE credit_note_id = ?').pluck().get(note.id)).toBe(0);

    // a credit note whose card refund went through owes nothing
    const ok = await paidCompanyCardOrder(world, '4242424242424242');
    expect((await officeMove(world, ok.id, 'annulee', 'Annulée à la demande du client')).statusCode).toBe(200);
    const refunded = world.api.db.prepare('SELECT id, number FROM credit_note WHERE order_id = ?').get(ok.id) as { id: number; number: string };
    await refused({ method: 'virement' }, 409, `L’avoir ${refunded.number} a été remboursé sur la carte du client`, refunded.id);
  });
});
