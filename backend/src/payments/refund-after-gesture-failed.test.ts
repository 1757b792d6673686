import Stripe from 'stripe';
import { z } from 'zod/mini';
import { statement } from '@trefima/domain/companies/contract';
import { formatPrice } from '@trefima/domain/i18n/format';
import { data } from '../testing';
import { pdfLine } from '../test-support/pdf-text';
import { settleSeededInvoices } from '../companies/statement.test-support';
import { atTenInGuadeloupe, deliverAgain, officeMove, paidCompanyCardOrder, payingWorld, SECRET_KEY, until, type PayingWorld } from './testing-payments';

/**
 * The office gives 10,00 € back in Stripe's dashboard (a goodwill gesture), then cancels the order: the shop refunds
 * what is left (refund-after-dashboard-refund.test.ts). That refund then fails (the card closed). What is owed to the
 * customer is what is left, not the whole credit note: 10,00 € are already back on his card. The office was told
 * « L’avoir … reste dû au client », the note's PDF read « Montant à rembourser » of the whole note, the statement owed
 * him the whole and the buyer was mailed « Nous vous avons remboursé » the whole once the office recorded its transfer:
 * the gesture refunded twice (found by an audit; seen failing). The demo professional buys in Guadeloupe.
 */
let world: PayingWorld;
let stripe: Stripe;
let today: string;
beforeAll(async () => {
  world = await payingWorld();
  today = atTenInGuadeloupe(world);
  settleSeededInvoices(world.api.db);
  stripe = new Stripe(SECRET_KEY, { host: '127.0.0.1', port: world.double.port, protocol: 'http', maxNetworkRetries: 0 });
});
afterAll(() => world.close());

const euros = (cents: number) => formatPrice(cents, { alwaysCents: true });
/** As pdfLine reads the PDF: its narrow and no-break spaces one space. */
const inPdf = (cents: number) => euros(cents).replace(/[\s\u00a0\u202f]+/g, ' ');
const GESTURE = 1000;
let ctx: { o: { id: number; number: string; ttc: number }; note: { id: number; number: string; refund_reference: string }; invoice: string; before: number };

/** The office's refund in the provider's dashboard, under the order's number. */
async function dashboardRefund(orderNumber: string, amountCents: number) {
  const session = world.api.db
    .prepare('SELECT c.provider_id FROM card_payment c JOIN "order" o ON o.id = c.order_id WHERE o.number = ?')
    .pluck()
    .get(orderNumber) as string;
  const intent = (await stripe.checkout.sessions.retrieve(session)).payment_intent as string;
  await stripe.refunds.create({ payment_intent: intent, metadata: { reference: orderNumber }, amount: amountCents });
}
const statementOf = async () => data(await world.api.request('GET', '/company/statement', { token: await world.api.login(), plan: 2 }), statement);
const linesOf = (s: z.infer<typeof statement>, invoice: string) =>
  s.lines.filter((l) => l.label.includes(invoice)).map((l) => [l.day, l.label, l.debit_cents, l.credit_cents]);
const pdfOf = async (id: number) =>
  pdfLine(new Uint8Array((await world.api.request('GET', `/credit-note/${id}/pdf`, { token: await world.api.login(), plan: 2 })).rawPayload));

beforeAll(async () => {
  const before = (await statementOf()).totals.closing_balance_cents;
  const o = await paidCompanyCardOrder(world);
  await dashboardRefund(o.number, GESTURE);
  expect((await officeMove(world, o.id, 'annulee', 'Annulée à la demande du client')).statusCode).toBe(200);
  const { db } = world.api;
  const note = db.prepare('SELECT id, number, refund_reference FROM credit_note WHERE order_id = ?').get(o.id) as typeof ctx.note;
  const invoice = db.prepare('SELECT number FROM invoice WHERE order_id = ?').pluck().get(o.id) as string;
  // the shop's own refund (what was left) made: then Stripe says it failed
  const isOurs = (e: { type: string; data: { object: unknown } }) =>
    e.type === 'refund.created' && (e.data.object as { id: string }).id === note.refund_reference;
  await until(() => world.double.events.some(isOurs));
  const created = world.double.events.find(isOurs)!;
  expect((created.data.object as { amount: number }).amount).toBe(o.ttc - GESTURE);
  await deliverAgain(world, created, 'evt_refund_after_gesture_failed', 'refund.updated', { status: 'failed', failure_reason: 'expired_or_canceled_card' });
  await until(() => db.prepare('SELECT 1 FROM refund_failure WHERE refund_id = ?').get(note.refund_reference) !== undefined);
  ctx = { o, note, invoice, before };
});

describe('a card refund of what was left after a gesture in the dashboard, failed', () => {
  it('leaves the company’s statement owing the customer what is left, the gesture a refund on the note’s day', async () => {
    const s = await statementOf();
    expect(s.totals.closing_balance_cents - ctx.before).toBe(-(ctx.o.ttc - GESTURE));
    expect(linesOf(s, ctx.invoice)).toContainEqual([today, `Remboursement de l’avoir ${ctx.note.number} sur la facture ${ctx.invoice}`, GESTURE, 0]);
  });

  it('tells the office the sum actually owed, and the gesture already back on the card', () => {
    const alert = world.api.db
      .prepare("SELECT body FROM outbox WHERE recipient = 'contact@trefima.example' AND subject = ?")
      .pluck()
      .get(`Remboursement échoué : commande ${ctx.o.number}`) as string;
    expect(alert).toContain(`Le remboursement par carte de ${euros(ctx.o.ttc - GESTURE)} TTC`);
    expect(alert).toContain(
      `Il reste dû au client ${euros(ctx.o.ttc - GESTURE)} TTC sur l’avoir ${ctx.note.number} de ${euros(ctx.o.ttc)} (${euros(GESTURE)} lui ont déjà été remboursés sur sa carte) : remboursez-lui cette somme par virement`,
    );
    // « L’avoir … reste dû au client : remboursez-le par virement » read as the note's whole amount
    expect(alert).not.toMatch(/L’avoir \S+ reste dû au client/);
  });

  it('tells the buyer the sum that did not come back, not the whole credit note as owed', () => {
    const mail = world.api.db
      .prepare("SELECT body FROM outbox WHERE recipient = 'pro@trefima.example' AND subject = ?")
      .pluck()
      .get(`Remboursement non abouti : commande ${ctx.o.number}`) as string;
    expect(mail).toContain(`Le remboursement de ${euros(ctx.o.ttc - GESTURE)} TTC sur la carte bancaire`);
    // « l’avoir … vous reste dû » read as the note's whole amount, the gesture included
    expect(mail).not.toMatch(/avoir \S+ vous reste dû/);
  });

  it('prints on the credit note « Montant à rembourser » of what is left, and the gesture given back on the card', async () => {
    const pdf = await pdfOf(ctx.note.id);
    expect(pdf).toContain(`Montant à rembourser ${inPdf(ctx.o.ttc - GESTURE)}`);
    expect(pdf).toContain(
      `Sur les ${inPdf(ctx.o.ttc)} de cet avoir, ${inPdf(GESTURE)} ont été remboursés sur la carte bancaire ayant servi au paiement ; ` +
        `le remboursement du reste, ${inPdf(ctx.o.ttc - GESTURE)} (référence : ${ctx.note.refund_reference}), n’a pas abouti : ce montant reste dû au client`,
    );
  });

  it('once the office records it given back by transfer: the buyer told the sum owed, the statement and the note settled', async () => {
    const res = await world.api.app.inject({
      method: 'POST',
      url: `/api/v1/admin/credit-note/${ctx.note.id}/refund`,
      headers: { authorization: 'Bearer test-admin-token' },
      payload: { method: 'virement', reference: 'VIR-2026-204' },
    });
    expect(res.statusCode).toBe(200);
    const mail = world.api.db
      .prepare("SELECT body FROM outbox WHERE recipient = 'pro@trefima.example' AND subject = ? ORDER BY id DESC")
      .pluck()
      .get(`Remboursement par virement : commande ${ctx.o.number}`) as string;
    expect(mail).toContain(`Nous vous avons remboursé ${euros(ctx.o.ttc - GESTURE)} TTC par virement le `);
    expect(mail).toContain(
      `pour votre commande ${ctx.o.number} annulée (${euros(GESTURE)} vous avaient déjà été remboursés sur votre carte) : l’avoir ${ctx.note.number} est soldé.`,
    );
    expect(mail).not.toContain(`remboursé ${euros(ctx.o.ttc)}`);

    // the invoice nets 0: paid once, given back once (the gesture on the card, the rest by transfer)
    const s = await statementOf();
    expect(s.totals.closing_balance_cents).toBe(ctx.before);
    const refunds = linesOf(s, ctx.invoice).filter((l) => String(l[1]).startsWith('Remboursement'));
    expect(refunds.map((l) => l[2])).toEqual([GESTURE, ctx.o.ttc - GESTURE]);

    const pdf = await pdfOf(ctx.note.id);
    expect(pdf).toMatch(new RegExp(`${inPdf(ctx.o.ttc - GESTURE)} remboursés au client par virement le \\d+ \\S+ \\d{4} \\(référence : VIR-2026-204\\)\\.`));
    expect(pdf).toContain(`Montant remboursé ${inPdf(ctx.o.ttc)}`);
    expect(pdf).not.toContain('Montant à rembourser');
  });
});
