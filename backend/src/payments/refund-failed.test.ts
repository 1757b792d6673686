import { z } from 'zod/mini';
import { order } from '@trefima/domain/contract';
import { statement } from '@trefima/domain/companies/contract';
import { cardPaymentState } from '@trefima/domain/payments/contract';
import { creditNote } from '@trefima/domain/documents/contract';
import { readPdf } from '../test-support/pdf-text';
import { formatPrice } from '@trefima/domain/i18n/format';
import { data } from '../testing';
import { settleSeededInvoices } from '../companies/statement.test-support';
import {
  atTenInGuadeloupe,
  cancellingApi,
  deliverAgain,
  officeAlerts,
  officeMove,
  paidCompanyCardOrder,
  payingWorld,
  SECRET_KEY,
  submitCard,
  unpaidInvoice,
  until,
  type PayingWorld,
} from './testing-payments';

/**
 * A card's refund that fails once made: Stripe's refund may begin `pending` (or `succeeded`) and end `failed`, which it
 * tells by `charge.refund.updated` and `refund.updated` (the double's card 4000 0000 0000 5126 does so at once). The
 * money did not go back: the company's statement does not count it refunded (the credit note stands, its amount is
 * owed to the customer), and the office is mailed once to refund it otherwise. The demo professional (Bellance BTP)
 * buys in Guadeloupe (plan 2), at 10:00 there.
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
const statementOf = async () => data(await world.api.request('GET', '/company/statement', { token: await world.api.login(), plan: 2 }), statement);
const linesOf = (s: z.infer<typeof statement>, invoice: string) =>
  s.lines.filter((l) => l.label.includes(invoice)).map((l) => [l.day, l.label, l.debit_cents, l.credit_cents]);
/** The verified notifications of these types the shop has received (each once, whatever it did with them). */
const received = (types: string[]) => {
  const ids = world.double.events.filter((e) => types.includes(e.type)).map((e) => e.id);
  return ids.length
    ? (world.api.db
        .prepare(`SELECT COUNT(*) FROM payment_notification WHERE event_id IN (${ids.map(() => '?').join(', ')})`)
        .pluck()
        .get(...ids) as number)
    : 0;
};
/** The refund's mails to the demo professional who paid (the world's own buyer is another). */
const refundMails = (number: string) =>
  world.api.db
    .prepare("SELECT subject, body FROM outbox WHERE recipient = 'pro@trefima.example' AND subject LIKE ? ORDER BY id")
    .all(`Remboursement%${number}`) as { subject: string; body: string }[];
const failedAlerts = (number: string) => officeAlerts(world, number).filter((a) => a.subject.startsWith('Remboursement échoué'));

describe('a card refund that fails once made', () => {
  it('is not counted refunded on the statement, the credit note owed to the customer, and the office is told once', async () => {
    const o = await paidCompanyCardOrder(world, '4000000000005126');
    expect((await officeMove(world, o.id, 'annulee', 'Annulée à la demande du client')).statusCode).toBe(200);
    const { db } = world.api;
    const invoice = db.prepare('SELECT number FROM invoice WHERE order_id = ?').pluck().get(o.id) as string;
    const note = db.prepare('SELECT number, refund_reference FROM credit_note WHERE order_id = ?').get(o.id) as { number: string; refund_reference: string };
    // the provider made the refund, then tells it failed, twice
    await until(() => received(['charge.refund.updated', 'refund.updated']) === 2);
    const alerts = failedAlerts(o.number);
    expect(alerts.map((a) => a.subject)).toEqual([`Remboursement échoué : commande ${o.number}`]);
    expect(alerts[0].body).toContain(
      `Le remboursement par carte de ${euros(o.ttc)} TTC de la commande ${o.number} (${note.refund_reference} chez le prestataire) a échoué`,
    );
    expect(alerts[0].body).toContain(`Il reste dû au client ${euros(o.ttc)} TTC sur l’avoir ${note.number} : remboursez-lui cette somme par virement`);
    expect(alerts[0].body).toContain('pro@trefima.example');

    // the buyer no longer reads his money given back: the order and its payment say the refund failed, and what follows
    const token = await world.api.login();
    const mine = data(await world.api.request('GET', `/order/${o.number}`, { token, plan: 2 }), order);
    expect(mine.card_payment?.label).toBe('Remboursement échoué');
    const payment = data(await world.api.request('GET', `/order/${o.number}/payment`, { token, plan: 2 }), cardPaymentState);
    expect([payment.refund_failed, payment.label, payment.message]).toEqual([
      true,
      'Remboursement échoué',
      'Le remboursement sur votre carte a échoué : notre service commercial vous contacte pour vous rembourser autrement.',
    ]);

    // the statement: the invoice, its payment, its credit note; no money given back: the customer is owed it
    const s = await statementOf();
    const sorted = (lines: unknown[][]) => [...lines].sort((x, y) => String(x[1]).localeCompare(String(y[1])));
    expect(sorted(linesOf(s, invoice))).toEqual(
      sorted([
        [today, `Facture ${invoice}`, o.ttc, 0],
        [today, `Règlement de la facture ${invoice}`, 0, o.ttc],
        [today, `Avoir ${note.number} sur la facture ${invoice}`, 0, o.ttc],
      ]),
    );
    expect(s.totals.closing_balance_cents).toBe(-o.ttc);

    // the buyer, mailed « Nous avons remboursé » when the refund was made, is told it failed and what follows
    const mails = refundMails(o.number);
    expect(mails.map((m) => m.subject)).toEqual([`Remboursement : commande ${o.number}`, `Remboursement non abouti : commande ${o.number}`]);
    expect(mails[1].body).toContain(
      `Le remboursement de ${euros(o.ttc)} TTC sur la carte bancaire qui a payé votre commande ${o.number} n’a pas abouti : cette somme ne vous a pas été rendue.`,
    );
    expect(mails[1].body).toContain(`Notre service commercial vous contacte pour vous la rembourser autrement (avoir ${note.number}).`);

    // the credit note no longer says the money went back to the card: its list and its PDF say it is owed
    const listed = data(await world.api.request('GET', '/credit-note', { token, plan: 2 }), z.array(creditNote)).find((c) => c.number === note.number);
    expect(listed).toMatchObject({ refund_reference: note.refund_reference, refund_failed: true });
    const pdf = await world.api.request('GET', `/credit-note/${listed!.id}/pdf`, { token, plan: 2 });
    const text = (await readPdf(new Uint8Array(pdf.rawPayload))).pages.join(' ').replace(/\s+/g, ' ');
    expect(text).not.toContain('Montant remboursé');
    expect(text).not.toContain('Remboursé sur la carte');
    expect(text).toContain(`Le remboursement sur la carte bancaire ayant servi au paiement (référence : ${note.refund_reference}) n’a pas abouti`);
    expect(text).toContain('Montant à rembourser');

    // told again: nothing more
    for (const e of world.double.events.filter((x) => x.type === 'refund.updated')) await world.double.resend(e.id);
    expect(failedAlerts(o.number)).toHaveLength(1);
    expect(refundMails(o.number)).toHaveLength(2);
  });

  it('counts a refund that went through as before, and tells the office nothing', async () => {
    const o = await paidCompanyCardOrder(world, '4242424242424242');
    expect((await officeMove(world, o.id, 'annulee', 'Annulée à la demande du client')).statusCode).toBe(200);
    await until(() => received(['charge.refunded']) === world.double.events.filter((e) => e.type === 'charge.refunded').length);
    const invoice = world.api.db.prepare('SELECT number FROM invoice WHERE order_id = ?').pluck().get(o.id) as string;
    const lines = linesOf(await statementOf(), invoice);
    expect(lines.map((l) => l[1])).toContain(
      `Remboursement de l’avoir ${world.api.db.prepare('SELECT number FROM credit_note WHERE order_id = ?').pluck().get(o.id) as string} sur la facture ${invoice}`,
    );
    expect(failedAlerts(o.number)).toEqual([]);
  });

  it('is kept when the provider says it failed before the cancellation that made it was written', async () => {
    const o = await paidCompanyCardOrder(world, '4000000000005126');
    // a second API over the same database, whose cancellation is written only once the shop has heard of the failure
    const services = cancellingApi(world, () => until(() => failedAlerts(o.number).length === 1));
    expect((await services.orderLifecycle.move(o.id, 'annulee', null)).status).toBe('annulee');
    await until(() => received(['charge.refund.updated', 'refund.updated']) === world.double.events.filter((e) => e.type.endsWith('refund.updated')).length);
    expect(failedAlerts(o.number)).toHaveLength(1);
    // the buyer hears of the failure, and not afterwards of a refund made
    expect(refundMails(o.number).map((m) => m.subject)).toEqual([`Remboursement non abouti : commande ${o.number}`]);
    const invoice = world.api.db.prepare('SELECT number FROM invoice WHERE order_id = ?').pluck().get(o.id) as string;
    expect(
      linesOf(await statementOf(), invoice)
        .map((l) => String(l[1]).split(' ')[0])
        .sort(),
    ).toEqual(['Avoir', 'Facture', 'Règlement']);
  });

  it('takes a refund said pending or succeeded for made, and one said failed by refund.failed for failed', async () => {
    const o = await paidCompanyCardOrder(world, '4242424242424242');
    expect((await officeMove(world, o.id, 'annulee', 'Annulée à la demande du client')).statusCode).toBe(200);
    const created = world.double.events.filter((e) => e.type === 'refund.created').at(-1)!;
    const invoice = world.api.db.prepare('SELECT number FROM invoice WHERE order_id = ?').pluck().get(o.id) as string;
    const refunded = async () => linesOf(await statementOf(), invoice).some((l) => String(l[1]).startsWith('Remboursement'));
    await deliverAgain(world, created, `${created.id}_pending`, 'refund.updated', { status: 'pending' });
    await deliverAgain(world, created, `${created.id}_succeeded`, 'charge.refund.updated', { status: 'succeeded' });
    expect(failedAlerts(o.number)).toEqual([]);
    expect(await refunded()).toBe(true);
    await deliverAgain(world, created, `${created.id}_failed`, 'refund.failed', { status: 'failed', failure_reason: 'lost_or_stolen_card' });
    expect(failedAlerts(o.number)).toHaveLength(1);
    expect(failedAlerts(o.number)[0].body).toContain('(lost_or_stolen_card)');
    expect(await refunded()).toBe(false);
  });

  it('of an invoice paid by card, made by the office at the provider under its number, tells the office only', async () => {
    // the world's buyer, a private one of Martinique, signed in again: the clock went on since he signed up
    const email = world.api.db.prepare('SELECT email FROM customer WHERE id = ?').pluck().get(world.buyer.id) as string;
    world.buyer.token = await world.api.login(email, 'Chantier-972!');
    const number = await unpaidInvoice(world);
    const started = data(await world.api.request('POST', `/invoice/${number}/payment`, { token: world.buyer.token }), cardPaymentState);
    await submitCard(started.redirect_url!, '4000000000005126');
    await until(() => world.api.db.prepare('SELECT paid FROM invoice WHERE number = ?').pluck().get(number) === 1);
    // the office refunds it in the provider's dashboard, naming the invoice as the shop names its payments
    const session = world.api.db.prepare('SELECT provider_id FROM card_payment WHERE reference = ? ORDER BY id DESC').pluck().get(number) as string;
    const stripe = (path: string, body?: URLSearchParams) =>
      fetch(`http://127.0.0.1:${world.double.port}${path}`, { method: body ? 'POST' : 'GET', headers: { authorization: `Bearer ${SECRET_KEY}` }, body });
    const intent = ((await (await stripe(`/v1/checkout/sessions/${session}`)).json()) as { payment_intent: string }).payment_intent;
    const refund = await stripe('/v1/refunds', new URLSearchParams({ payment_intent: intent, 'metadata[reference]': number }));
    expect(refund.status).toBe(200);

    await until(() => failedAlerts(number).length === 1);
    expect(failedAlerts(number).map((a) => a.subject)).toEqual([`Remboursement échoué : facture ${number}`]);
    expect(failedAlerts(number)[0].body).toContain(`Le remboursement par carte de ${euros(started.amount_ttc)} TTC de la facture ${number}`);
    // the buyer was not mailed the refund the office made outside the shop, nor is he mailed its failure
    const mails = world.api.db
      .prepare('SELECT subject FROM outbox WHERE recipient = (SELECT email FROM customer WHERE id = ?) AND subject LIKE ?')
      .pluck()
      .all(world.buyer.id, 'Remboursement%');
    expect(mails).toEqual([]);
  });
});
