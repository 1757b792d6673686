import { cardPaymentState } from '@trefima/domain/payments/contract';
import { formatPrice } from '@trefima/domain/i18n/format';
import { data } from '../testing';
import { Mailer } from '../mail/mailer';
import type { CardPaymentRow } from './card-payments';
import { PaymentMails } from './payment-mails-sender';
import {
  buyerMails,
  deliverAgain,
  officeMove,
  paidCardOrder,
  paymentOf,
  payingWorld,
  placeCardOrder,
  submitCard,
  unpaidInvoice,
  until,
  type PayingWorld,
} from './testing-payments';

/**
 * The buyer's mails of a card payment: at placement, then one for each
 * change the bank, the reservation's end or the back office really makes,
 * sent once the change is written, never twice for one change.
 */
let world: PayingWorld;
beforeAll(async () => {
  world = await payingWorld();
});
afterAll(() => world.close());

const SITE = 'http://localhost:9000';
const euros = (cents: number) => formatPrice(cents, { alwaysCents: true });
const pay = (number: string) => world.api.request('POST', `/order/${number}/payment`, { token: world.buyer.token });
const deadlineOf = (number: string) =>
  Date.parse(
    world.api.db.prepare('SELECT reserved_until FROM card_payment c JOIN "order" o ON o.id = c.order_id WHERE o.number = ?').pluck().get(number) as string,
  );
/** « le 21/11/2026 à 6 h 30 (heure de la Martinique) »: the deadline on Martinique's clock (UTC − 4 all year), worked out here without the shop's helpers */
function martinique(ms: number) {
  const d = new Date(ms - 4 * 3_600_000);
  const day = `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
  return `le ${day} à ${d.getUTCHours()}\u00a0h\u00a0${String(d.getUTCMinutes()).padStart(2, '0')} (heure de la Martinique)`;
}

describe('the placement mail of an order paid by card online', () => {
  it('says it waits for its card payment, until when its stock is held on the territory’s clock, and where to pay; not that it is confirmed', async () => {
    const { order: placed } = await placeCardOrder(world);
    const [mail, ...more] = buyerMails(world, placed.number);
    expect(more).toEqual([]);
    expect(mail.subject).toBe(`Commande ${placed.number} : en attente de votre paiement par carte`);
    expect(mail.body).toContain(`Nous avons bien reçu votre commande ${placed.number}`);
    expect(mail.body).toContain('Elle attend votre paiement par carte bancaire.');
    expect(mail.body).toContain(`Ses articles vous sont réservés jusqu’à ce délai : ${martinique(deadlineOf(placed.number))}.`);
    expect(mail.body).toContain(`${SITE}/commande/paiement?commande=${placed.number}`);
    expect(mail.body).not.toMatch(/confirm|prépar|virement/i);
  });
});

describe('a payment’s outcome, mailed once', () => {
  it('« Paiement reçu » once the order is paid, however often the notification comes and the page reads the state', async () => {
    const { order: placed } = await paidCardOrder(world);
    const completed = world.double.events.filter((e) => e.type === 'checkout.session.completed').at(-1)!;
    await Promise.all([world.double.resend(completed.id), world.double.resend(completed.id)]);
    await deliverAgain(world, completed, `${completed.id}_async`, 'checkout.session.async_payment_succeeded');
    await paymentOf(world, placed.number);
    await pay(placed.number);
    const paid = buyerMails(world, placed.number).filter((m) => m.subject.startsWith('Paiement'));
    expect(paid).toHaveLength(1);
    expect(paid[0].subject).toBe(`Paiement reçu : commande ${placed.number}`);
    expect(paid[0].body).toContain(
      `Nous avons bien reçu votre paiement par carte bancaire de ${euros(placed.amount.ttc)} TTC pour la commande ${placed.number}.`,
    );
    expect(paid[0].body).toContain('Votre commande est confirmée : elle part en préparation.');
  });

  it('says a refused card debited nothing and may be tried again until the deadline, on the payment’s page', async () => {
    const { order: placed } = await placeCardOrder(world);
    const { redirect_url } = data(await pay(placed.number), cardPaymentState);
    await submitCard(redirect_url!, '4000 0000 0000 9995');
    await until(async () => (await paymentOf(world, placed.number)).state === 'echouee');
    // told again of the same refusal, by another event
    const failure = world.double.events.filter((e) => e.type === 'payment_intent.payment_failed').at(-1)!;
    await deliverAgain(world, failure, `${failure.id}_again`);
    const refused = buyerMails(world, placed.number).filter((m) => m.subject.startsWith('Paiement'));
    expect(refused.map((m) => m.subject)).toEqual([`Paiement refusé : commande ${placed.number}`]);
    expect(refused[0].body).toContain('Votre banque a refusé le paiement par carte bancaire : aucun montant n’a été débité.');
    expect(refused[0].body).toContain(
      `Vous pouvez réessayer, avec cette carte ou une autre, jusqu’à ce délai : ${martinique(deadlineOf(placed.number))}, ici : ${SITE}/commande/paiement?commande=${placed.number}`,
    );
  });

  it('says the order is cancelled, nothing debited and its goods back on sale when the sweep finds its reservation over, once', async () => {
    const { order: placed } = await placeCardOrder(world);
    data(await pay(placed.number), cardPaymentState);
    world.api.clock.advance(30 * 60_000);
    expect(buyerMails(world, placed.number).filter((m) => m.subject.includes('annulée'))).toEqual([]);
    await Promise.all([world.sweep(), world.sweep()]);
    await world.sweep();
    // the provider's page, closed by the sweep, sends its own notice of it, maybe twice: it changes nothing more
    const card = world.api.db.prepare('SELECT id, provider_id FROM card_payment WHERE reference = ?').get(placed.number) as { id: number; provider_id: string };
    const closed = () => world.double.events.find((e) => e.type === 'checkout.session.expired' && (e.data.object as { id: string }).id === card.provider_id);
    await until(() => closed() !== undefined);
    await deliverAgain(world, closed()!, `${closed()!.id}_again`);
    const told = world.api.db.prepare("SELECT COUNT(*) FROM payment_notification WHERE kind = 'expired' AND card_payment_id = ?").pluck();
    await until(() => told.get(card.id) === 2);
    const cancelled = buyerMails(world, placed.number).filter((m) => m.subject.includes('annulée'));
    expect(cancelled.map((m) => m.subject)).toEqual([`Commande ${placed.number} annulée : délai de paiement dépassé`]);
    expect(cancelled[0].body).toContain(`Le délai de paiement de votre commande ${placed.number} est passé sans paiement : elle est annulée.`);
    expect(cancelled[0].body).toContain('Aucun montant n’a été débité, et ses articles sont remis en vente.');
  });

  it('« Paiement reçu » for an invoice paid by card', async () => {
    const number = await unpaidInvoice(world);
    const started = data(await world.api.request('POST', `/invoice/${number}/payment`, { token: world.buyer.token }), cardPaymentState);
    await submitCard(started.redirect_url!, '4242424242424242');
    await until(() => world.api.db.prepare('SELECT paid FROM invoice WHERE number = ?').pluck().get(number) === 1);
    const mails = buyerMails(world, number);
    expect(mails.map((m) => m.subject)).toEqual([`Paiement reçu : facture ${number}`]);
    expect(mails[0].body).toContain(
      `Nous avons bien reçu votre paiement par carte bancaire de ${euros(started.amount_ttc)} TTC pour la facture ${number} : elle est acquittée.`,
    );
  });

  it('tells the buyer of a paid order cancelled by the office what went back to his card, and the credit note', async () => {
    const { order: placed } = await paidCardOrder(world);
    expect((await officeMove(world, placed.id, 'annulee', 'Chantier reporté')).statusCode).toBe(200);
    const note = world.api.db.prepare('SELECT number FROM credit_note WHERE order_id = ?').pluck().get(placed.id) as string;
    const refunds = buyerMails(world, placed.number).filter((m) => m.subject.startsWith('Remboursement'));
    expect(refunds.map((m) => m.subject)).toEqual([`Remboursement : commande ${placed.number}`]);
    expect(refunds[0].body).toContain(
      `Nous avons remboursé ${euros(placed.amount.ttc)} TTC sur la carte bancaire qui a payé votre commande ${placed.number}, annulée.`,
    );
    expect(refunds[0].body).toContain(`L’avoir ${note} annule sa facture`);
    // a second cancellation is refused: nothing more is refunded, nor mailed
    expect((await officeMove(world, placed.id, 'annulee')).statusCode).toBe(409);
    expect(buyerMails(world, placed.number).filter((m) => m.subject.startsWith('Remboursement'))).toHaveLength(1);
  });
});

describe('a mail and the change it tells of', () => {
  it('is sent once the change’s transaction is committed, and never for a change rolled back', async () => {
    const { db } = world.api;
    const mails = new PaymentMails({ db, mailer: new Mailer(db, null, () => world.api.clock.now), siteUrl: SITE, log: world.api.app.log });
    const { order: placed } = await placeCardOrder(world);
    const card = db.prepare('SELECT * FROM card_payment WHERE reference = ?').get(placed.number) as CardPaymentRow;
    const refuse = () => db.prepare("UPDATE card_payment SET state = 'echouee' WHERE id = ?").run(card.id);
    const refused = () => buyerMails(world, placed.number).filter((m) => m.subject.startsWith('Paiement refusé'));
    const rolledBack = db.transaction(() => {
      refuse();
      mails.failed(card);
      throw new Error('annulé');
    });
    expect(rolledBack).toThrow('annulé');
    await new Promise((resolve) => setImmediate(resolve));
    expect(refused()).toEqual([]);
    db.transaction(() => {
      refuse();
      mails.failed(card);
      expect(refused()).toEqual([]);
    })();
    await new Promise((resolve) => setImmediate(resolve));
    expect(refused()).toHaveLength(1);
  });
});
