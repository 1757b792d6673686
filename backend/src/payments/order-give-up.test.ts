import { cartResponse, order, quotation, quotationAcceptance } from '@trefima/domain/contract';
import { cardPaymentState } from '@trefima/domain/payments/contract';
import { colleague } from '../companies/testing-company';
import { data, failure, PRO } from '../testing';
import { buyerMails, paymentOf, payingWorld, placeCardOrder, orderStatus, stockOf, submitCard, until, type PayingWorld } from './testing-payments';

/**
 * The buyer gives up an order that waits for his card (`POST /order/{id}/payment/cancellation`), rather than wait for
 * its deadline: back from the card page, he wants another payment or carrier, or no longer the order. Its page is
 * closed first, a payment made meanwhile is kept, and its goods are on sale again at once.
 */
let world: PayingWorld;
beforeAll(async () => {
  world = await payingWorld();
});
afterAll(() => world.close());

const statusOf = (number: string) => orderStatus(world, number);
const stock = (element: number) => stockOf(world, element);
const giveUp = (number: string, token = world.buyer.token) => world.api.request('POST', `/order/${number}/payment/cancellation`, { token });
const pageOpened = async (number: string) =>
  data(await world.api.request('POST', `/order/${number}/payment`, { token: world.buyer.token }), cardPaymentState).redirect_url!;

describe('an order waiting for its card, given up by its buyer', () => {
  it('is cancelled at once, its page closed and its goods on sale again; the buyer is told so once, and asking again changes nothing', async () => {
    const { order: placed, element } = await placeCardOrder(world);
    const held = stock(element);
    const page = await pageOpened(placed.number);
    const given = data(await giveUp(placed.number), cardPaymentState);
    expect(given).toMatchObject({ state: 'annulee', redirect_url: null });
    expect(statusOf(placed.number)).toBe('annulee');
    expect(stock(element)).toBe(held + 2);
    const event = world.api.db.prepare('SELECT message FROM order_event WHERE order_id = ? ORDER BY id DESC LIMIT 1').pluck().get(placed.id);
    expect(event).toBe('Annulée par le client avant paiement : stock remis en vente.');
    // the provider's page takes no card any more
    expect((await submitCard(page, '4242424242424242')).status).not.toBe(303);
    expect(data(await giveUp(placed.number), cardPaymentState).state).toBe('annulee');
    const mails = buyerMails(world, placed.number).filter((m) => m.subject.includes('annulée'));
    expect(mails.map((m) => m.subject)).toEqual([`Commande ${placed.number} annulée à votre demande`]);
    expect(mails[0].body).toContain('Aucun montant n’a été débité');
  });

  it('of an accepted quotation, gives the quotation back to be ordered again at the prices proposed', async () => {
    const { body, call, element, idOf } = await placeCardOrder(world);
    const cart = data(await call('POST', '/cart/update', { cart_token: null, elements: [{ element_id: element, quantity: 3 }] }), cartResponse);
    const asked = data(await call('POST', '/cart/convert-to-quotation', { cart_token: cart.token }), quotation, 201);
    const office = await world.api.app.inject({
      method: 'POST',
      url: `/api/v1/admin/quotations/${asked.id}/propose`,
      headers: { authorization: 'Bearer test-admin-token' },
      payload: { valid_until: new Date(world.api.clock.now + 20 * 86_400_000).toISOString().slice(0, 10), lines: [{ unit_price_ht: 1000 }] },
    });
    expect(office.statusCode).toBe(200);
    const accepted = data(await call('POST', `/quotations/${asked.id}/accept`, {}), quotationAcceptance);
    const placed = data(await call('POST', '/order', { ...body, cart_token: accepted.cart.token }), order, 201);
    const given = data(await giveUp(placed.number), cardPaymentState);
    // the payment's page names the quotation, from which it is ordered again
    expect([given.state, given.quotation]).toEqual(['annulee', { id: asked.id, number: asked.number }]);

    const again = data(await call('GET', `/quotations/${asked.id}`), quotation);
    expect(again).toMatchObject({ status: 'acceptee', order: null, checkout_cart_token: expect.any(String) });
    const reopened = data(await call('GET', `/cart?cart_token=${again.checkout_cart_token}`), cartResponse);
    expect(reopened.cart.quotation).toEqual({ id: asked.id, number: asked.number });
    expect(reopened.cart.list.map((l) => [l.quantity, l.unit_price_ht])).toEqual([[3, 1000]]);
    const mail = buyerMails(world, placed.number).find((m) => m.subject.includes('annulée'))!;
    expect(mail.body).toContain(`Les prix de votre devis ${asked.number} restent acquis`);
    expect(mail.body).toContain(`/mes-devis/${asked.id}`);
    // ordered again, by transfer this time: the same quotation, a new order
    const transfer = data(await call('POST', '/order', { ...body, cart_token: again.checkout_cart_token, payment_id: idOf.payment('virement') }), order, 201);
    expect(transfer.quotation).toEqual({ id: asked.id, number: asked.number });
    expect(transfer.lines.map((l) => l.unit_price_ht)).toEqual([1000]);
  });

  it('is given up before its page was ever opened', async () => {
    const { order: placed } = await placeCardOrder(world);
    expect(data(await giveUp(placed.number), cardPaymentState).state).toBe('annulee');
    expect(statusOf(placed.number)).toBe('annulee');
  });

  it('is given up after the bank refused the card, its page closed all the same', async () => {
    const { order: placed } = await placeCardOrder(world);
    const page = await pageOpened(placed.number);
    await submitCard(page, '4000000000009995');
    await until(async () => (await paymentOf(world, placed.number)).state === 'echouee');
    expect(data(await giveUp(placed.number), cardPaymentState).state).toBe('annulee');
    expect(statusOf(placed.number)).toBe('annulee');
    expect((await submitCard(page, '4242424242424242')).status).not.toBe(303);
  });

  it('keeps an order the card has just paid, and says so: a paid order is not given up online', async () => {
    const { order: placed } = await placeCardOrder(world);
    expect((await submitCard(await pageOpened(placed.number), '4242424242424242')).status).toBe(303);
    const refused = failure(await giveUp(placed.number), 409);
    expect(refused).toMatchObject({ code: 'PAYMENT_STATE' });
    expect(refused.message).toBe(
      `Votre paiement par carte de la commande ${placed.number} est reçu : elle est confirmée. Pour l’annuler, appelez-nous ou écrivez-nous depuis la page Contact.`,
    );
    await until(async () => (await paymentOf(world, placed.number)).state === 'payee');
    expect(statusOf(placed.number)).toBe('confirmee');
  });

  it('changes nothing while the provider cannot say whether the card paid', async () => {
    const { order: placed } = await placeCardOrder(world);
    await pageOpened(placed.number);
    const providerBack = await world.providerDown();
    try {
      const refused = failure(await giveUp(placed.number), 503);
      expect(refused.message).toBe(
        'Le prestataire de paiement ne répond pas : votre commande n’est pas annulée, car un paiement est peut-être en cours. Réessayez dans quelques instants.',
      );
      expect(statusOf(placed.number)).toBe('en_attente_paiement');
    } finally {
      await providerBack();
    }
  });

  it('is another customer’s order to nobody, and a colleague’s to the one who placed it only', async () => {
    const { order: placed } = await placeCardOrder(world);
    const stranger = await world.api.signUp(`autre-${Date.now()}@exemple.fr`);
    expect(failure(await giveUp(placed.number, stranger.token), 404).code).toBe('NOT_FOUND');
    const pro = { token: await world.api.login(PRO.email, PRO.password), id: 0 };
    pro.id = world.api.db.prepare('SELECT id FROM customer WHERE email = ?').pluck().get(PRO.email) as number;
    const { order: theirs } = await placeCardOrder({ ...world, buyer: pro });
    const mate = await colleague(world.api, 'acheteur', `acheteur-${Date.now()}@exemple.fr`, pro.token);
    const refused = failure(await giveUp(theirs.number, mate.token), 403);
    expect(refused.message).toBe('Seule la personne qui a passé cette commande peut y renoncer : demandez-le-lui, ou laissez passer son délai de paiement.');
    expect(statusOf(theirs.number)).toBe('en_attente_paiement');
    expect(data(await giveUp(theirs.number, pro.token), cardPaymentState).state).toBe('annulee');
  });

  it('refuses an order that was never to be paid by card online', async () => {
    const { order: placed } = await placeCardOrder(world, 'cheque');
    expect(failure(await giveUp(placed.number), 404).code).toBe('NOT_FOUND');
  });
});
