import { DomainError } from '../shared/errors';
import {
  buyerMails,
  cancellingApi,
  officeAlerts,
  officeMove,
  orderStatus,
  paidCardOrder,
  payingWorld,
  placeCardOrder,
  stockOf,
  type PayingWorld,
} from './testing-payments';

/**
 * The back office's moves of an order paid by card online: the card's
 * settlement, not the office, confirms it; and a cancellation whose refund
 * the provider made is never lost, whatever the office did to the order in
 * the meantime.
 */
let world: PayingWorld;
beforeAll(async () => {
  world = await payingWorld();
});
afterAll(() => world.close());

const invoiceOf = (orderId: number) =>
  world.api.db.prepare('SELECT id, paid, paid_at FROM invoice WHERE order_id = ?').get(orderId) as
    { id: number; paid: number; paid_at: string | null } | undefined;
const paymentsOf = (invoiceId: number) => world.api.db.prepare('SELECT COUNT(*) FROM invoice_payment WHERE invoice_id = ?').pluck().get(invoiceId);
const cardOf = (orderId: number) =>
  world.api.db.prepare('SELECT state, refund_id FROM card_payment WHERE order_id = ? ORDER BY id DESC').get(orderId) as {
    state: string;
    refund_id: string | null;
  };
const creditNotesOf = (orderId: number) =>
  world.api.db.prepare('SELECT refund_reference FROM credit_note WHERE order_id = ?').pluck().all(orderId) as (string | null)[];

describe('an order waiting for its card, moved on by the back office', () => {
  it('is not confirmed by the office: only the card’s payment confirms it, and the office may still cancel it', async () => {
    const { order: placed } = await placeCardOrder(world);
    const refused = await officeMove(world, placed.id, 'confirmee');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'ORDER_STATE',
      message:
        'Cette commande attend le paiement par carte du client : elle sera confirmée dès que sa banque l’aura accepté ; vous pouvez seulement l’annuler.',
    });
    expect(orderStatus(world, placed.number)).toBe('en_attente_paiement');
    expect(invoiceOf(placed.id)).toBeUndefined();
    expect((await officeMove(world, placed.id, 'annulee')).statusCode).toBe(200);
    expect(orderStatus(world, placed.number)).toBe('annulee');
  });

  it('invoices one confirmed without its card payment (before this was refused) unpaid; a paid one paid, as the settlement always did', async () => {
    const { order: unpaid } = await placeCardOrder(world);
    // what the office's « confirmée » left before it was refused: the order confirmed, its card never paid
    world.api.db.prepare('UPDATE "order" SET status = \'confirmee\' WHERE id = ?').run(unpaid.id);
    for (const s of ['en_preparation', 'prete_retrait']) expect((await officeMove(world, unpaid.id, s)).statusCode).toBe(200);
    expect(invoiceOf(unpaid.id)).toMatchObject({ paid: 0, paid_at: null });

    const { order: paid } = await paidCardOrder(world);
    const invoice = invoiceOf(paid.id)!;
    expect(invoice.paid).toBe(1);
    expect(invoice.paid_at).not.toBeNull();
    // paid at issue by the card, whose payment is recorded with it, as a bank transfer's is (card-invoice-payment.test.ts)
    expect(paymentsOf(invoice.id)).toBe(1);
    for (const s of ['en_preparation', 'prete_retrait']) expect((await officeMove(world, paid.id, s)).statusCode).toBe(200);
    expect(invoiceOf(paid.id)).toEqual(invoice);
  });
});

describe('a paid order cancelled while another office move lands during its refund', () => {
  it('is cancelled all the same from where that move left it: refunded, its credit note issued, its stock back', async () => {
    const { order: placed, element } = await paidCardOrder(world);
    const held = stockOf(world, element);
    const { orderLifecycle } = cancellingApi(world, async () => expect((await officeMove(world, placed.id, 'en_preparation')).statusCode).toBe(200));
    const cancelled = await orderLifecycle.move(placed.id, 'annulee', 'Client a changé d’avis');
    expect(cancelled.status).toBe('annulee');
    expect(orderStatus(world, placed.number)).toBe('annulee');
    const card = cardOf(placed.id);
    expect(card.state).toBe('remboursee');
    expect(card.refund_id).toMatch(/^re_/);
    expect(creditNotesOf(placed.id)).toEqual([card.refund_id]);
    expect(stockOf(world, element)).toBe(held + 2);
    const history = world.api.db.prepare('SELECT status FROM order_event WHERE order_id = ? ORDER BY id').pluck().all(placed.id);
    expect(history.slice(-2)).toEqual(['en_preparation', 'annulee']);
  });

  it('set aside meanwhile, it is not cancelled, but its refund and credit note are recorded and the office told so', async () => {
    const { order: placed } = await paidCardOrder(world);
    expect((await officeMove(world, placed.id, 'en_preparation')).statusCode).toBe(200);
    const { orderLifecycle } = cancellingApi(world, async () => expect((await officeMove(world, placed.id, 'prete_retrait')).statusCode).toBe(200));
    const refused = await orderLifecycle.move(placed.id, 'annulee', null).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({ code: 'ORDER_STATE' });
    const card = cardOf(placed.id);
    expect(card.state).toBe('remboursee');
    expect(card.refund_id).toMatch(/^re_/);
    const [note] = world.api.db.prepare('SELECT number, refund_reference FROM credit_note WHERE order_id = ?').all(placed.id) as {
      number: string;
      refund_reference: string;
    }[];
    expect(note.refund_reference).toBe(card.refund_id);
    expect((refused as DomainError).message).toBe(
      `La commande vient de passer « Prête au retrait » : elle n’est pas annulée, mais sa carte a été remboursée et l’avoir ${note.number} annule sa facture ; voyez avec le client la suite à donner.`,
    );
    expect(orderStatus(world, placed.number)).toBe('prete_retrait');
    expect(officeAlerts(world, placed.number).map((a) => a.subject)).toContain(`Remboursée sans être annulée : commande ${placed.number}`);
    // the buyer is not told of a cancellation that did not happen: the office settles it with him
    expect(buyerMails(world, placed.number).filter((m) => m.subject.startsWith('Remboursement'))).toEqual([]);
  });

  it('cancelled by a colleague meanwhile, it is refunded once, with one credit note, and the office is not alerted', async () => {
    const { order: placed } = await paidCardOrder(world);
    const before = world.double.events.filter((e) => e.type === 'refund.created').length;
    const { orderLifecycle } = cancellingApi(world, async () => expect((await officeMove(world, placed.id, 'annulee')).statusCode).toBe(200));
    await expect(orderLifecycle.move(placed.id, 'annulee', null)).rejects.toMatchObject({ code: 'ORDER_STATE' });
    expect(orderStatus(world, placed.number)).toBe('annulee');
    expect(cardOf(placed.id).state).toBe('remboursee');
    expect(creditNotesOf(placed.id)).toHaveLength(1);
    // the same refund, asked twice under one key
    expect(
      new Set(
        world.double.events
          .filter((e) => e.type === 'refund.created')
          .slice(before)
          .map((e) => (e.data.object as { id: string }).id),
      ).size,
    ).toBe(1);
    expect(officeAlerts(world, placed.number).filter((a) => a.subject.startsWith('Remboursée'))).toEqual([]);
  });
});
