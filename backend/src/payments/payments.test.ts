import { z } from 'zod/mini';
import { order, payment } from '@trefima/domain/contract';
import { cardPaymentState } from '@trefima/domain/payments/contract';
import { creditNote } from '@trefima/domain/documents/contract';
import { formatPrice } from '@trefima/domain/i18n/format';
import { signatureHeader } from './stripe-double';
import { data, failure, testApi } from '../testing';
import {
  invoicePayments,
  officeAlerts as officeAlertsIn,
  officePays as officePaysIn,
  orderStatus,
  paymentOf,
  payingWorld,
  placeCardOrder,
  stockOf,
  submitCard,
  WEBHOOK_SECRET,
  type PayingWorld,
} from './testing-payments';

/**
 * Card payment online through the real `stripe` SDK, against the provider
 * double (stripe-double/): the order waits, its stock held, until a signed
 * notification says the bank agreed; refused cards, 3-D Secure, the
 * reservation's end, and notifications forged, replayed, repeated or for
 * another amount.
 */
let world: PayingWorld;
beforeAll(async () => {
  world = await payingWorld();
});
afterAll(() => world.close());

const stock = (element: number) => stockOf(world, element);
const statusOf = (number: string) => orderStatus(world, number);
/** Asks the order's payment, pays on the provider's page it gives, and waits for the order confirmed by the notification. */
async function paysOnThePage(number: string) {
  const started = data(await pay(number), cardPaymentState);
  expect(started.redirect_url).toMatch(new RegExp(`^${world.double.url}/pay/cs_test_`));
  expect((await submitCard(started.redirect_url!, '4242 4242 4242 4242')).status).toBe(303);
  await until(async () => (await paymentOf(world, number)).state === 'payee');
  expect(statusOf(number)).toBe('confirmee');
}
const pay = (number: string) => world.api.request('POST', `/order/${number}/payment`, { token: world.buyer.token });
/** Waits for what the buyer's page waits for: the notification, applied. */
async function until(check: () => Promise<boolean> | boolean) {
  for (let i = 0; i < 1500 && !(await check()); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(await check()).toBe(true);
}

describe('the card offered', () => {
  it('lists « Carte bancaire (paiement sécurisé 3-D Secure) » first where the API has the provider’s keys, and not without them', async () => {
    const offered = data(await world.api.get('/payment'), z.array(payment));
    expect(offered[0]).toMatchObject({ code: 'carte-en-ligne', label: 'Carte bancaire (paiement sécurisé 3-D Secure)', professional_only: false });
    const without = await testApi();
    try {
      expect(data(await without.get('/payment'), z.array(payment)).map((p) => p.code)).not.toContain('carte-en-ligne');
    } finally {
      await without.close();
    }
  });
});

describe('an order paid by card online', () => {
  it('waits for the bank, its stock held; is paid on the signed notification, confirmed and invoiced paid', async () => {
    const { order: placed, element } = await placeCardOrder(world);
    const before = stock(element) + 2;
    expect(placed.status).toBe('en_attente_paiement');
    expect(stock(element)).toBe(before - 2);
    const started = data(await pay(placed.number), cardPaymentState);
    expect(started).toMatchObject({ state: 'en_attente_paiement', amount_ttc: placed.amount.ttc });
    expect(started.redirect_url).toMatch(new RegExp(`^${world.double.url}/pay/cs_test_`));
    // the buyer's return alone marks nothing paid
    expect((await paymentOf(world, placed.number)).state).toBe('en_attente_paiement');
    const back = await submitCard(started.redirect_url!, '4242 4242 4242 4242');
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toContain(`/commande/paiement?commande=${placed.number}`);
    await until(async () => (await paymentOf(world, placed.number)).state === 'payee');
    expect(statusOf(placed.number)).toBe('confirmee');
    const invoice = world.api.db.prepare('SELECT paid FROM invoice i JOIN "order" o ON o.id = i.order_id WHERE o.number = ?').pluck().get(placed.number);
    expect(invoice).toBe(1);
    expect(stock(element)).toBe(before - 2);
  });
});

describe('the same cart sent again while its order waits for the card', () => {
  it('answers a true retry with that order, and refuses other choices with a 409 naming the order and how to pay it, changing nothing', async () => {
    const { order: placed, element, call, body, idOf } = await placeCardOrder(world);
    const held = stock(element);
    const orders = () => world.api.db.prepare('SELECT COUNT(*) FROM "order"').pluck().get();
    const before = orders();
    // a double click, an answer lost: the first order, whether the recap's totals are sent or not
    expect(data(await call('POST', '/order', body), order, 200).number).toBe(placed.number);
    const totals = { ht: placed.amount.ht, ttc: placed.amount.ttc };
    expect(data(await call('POST', '/order', { ...body, expected_amount: totals }), order, 200).number).toBe(placed.number);

    // back on the recap, the buyer chose a delivery and a bank transfer instead: not the order waiting for his card
    const changed = [
      { ...body, carrier_id: idOf.carrier('livraison-plateau'), payment_id: idOf.payment('virement') },
      { ...body, payment_id: idOf.payment('virement') },
      { ...body, carrier_id: idOf.carrier('livraison-plateau') },
      { ...body, requested_delivery_date: '2026-12-15' },
      { ...body, complementary_information: 'Sonner au portail.' },
      { ...body, expected_amount: { ht: totals.ht + 9500, ttc: totals.ttc + 10308 } },
    ];
    for (const other of changed) {
      const refused = failure(await call('POST', '/order', other), 409);
      expect(refused.code).toBe('CART_ORDERED');
      expect(refused.message).toContain(
        `La commande ${placed.number} de ce panier (${formatPrice(placed.amount.ttc)} TTC, Retrait à l’usine du Lamentin) attend votre paiement par carte`,
      );
      expect(refused.message).toContain('vos nouveaux choix ne sont pas enregistrés');
      expect(refused.message).toContain('« Mes commandes »');
      expect(refused.message).toContain('Pour y renoncer tout de suite : « Renoncer à cette commande »');
    }
    expect(orders()).toBe(before);
    expect(statusOf(placed.number)).toBe('en_attente_paiement');
    expect(stock(element)).toBe(held);
    expect(await paymentOf(world, placed.number)).toMatchObject({ state: 'en_attente_paiement', amount_ttc: placed.amount.ttc });
    const kept = data(await world.api.request('GET', `/order/${placed.number}`, { token: world.buyer.token }), order);
    expect({ carrier: kept.carrier.id, payment: kept.payment.id }).toEqual({ carrier: body.carrier_id, payment: body.payment_id });
  });
});

describe('the provider unreachable', () => {
  it('keeps the order and its stock reserved, says so in French, and sends the buyer to the page once the provider answers', async () => {
    const { order: placed, element } = await placeCardOrder(world);
    const held = stock(element);
    const providerBack = await world.providerDown();
    try {
      const refused = failure(await pay(placed.number), 503);
      expect(refused).toMatchObject({
        code: 'PAYMENT_UNAVAILABLE',
        message: 'Le paiement par carte est momentanément indisponible : votre commande et son stock restent réservés, réessayez dans quelques instants.',
      });
      expect(statusOf(placed.number)).toBe('en_attente_paiement');
      expect(stock(element)).toBe(held);
      expect(await paymentOf(world, placed.number)).toMatchObject({ state: 'en_attente_paiement', redirect_url: null });
    } finally {
      await providerBack();
    }
    // the same order, its payment asked again: the page the provider now gives, and the order paid on its notification
    await paysOnThePage(placed.number);
    expect(stock(element)).toBe(held);
  });

  it('sends the buyer to the page the provider made though its answer was lost, when he asks again later', async () => {
    const { order: placed, element } = await placeCardOrder(world);
    const held = stock(element);
    // the provider makes the page but its answer never comes back (a timeout, a connection reset), nor those to the SDK's retries
    const answersLost = world.double.trouble('POST', /^\/v1\/checkout\/sessions$/, 'lost');
    try {
      expect(failure(await pay(placed.number), 503).code).toBe('PAYMENT_UNAVAILABLE');
    } finally {
      answersLost();
    }
    expect(statusOf(placed.number)).toBe('en_attente_paiement');
    // asked again a little later: the same call, answered with the page the provider made
    world.api.clock.advance(20_000);
    await paysOnThePage(placed.number);
    expect(stock(element)).toBe(held);
  });
});

describe('the bank’s refusals, 3-D Secure, and the reservation’s end', () => {
  it('passes a 3-D Secure challenge, then reads « payee »', async () => {
    const { order: placed } = await placeCardOrder(world);
    const { redirect_url } = data(await pay(placed.number), cardPaymentState);
    const challenge = await submitCard(redirect_url!, '4000 0027 6000 3184');
    expect(await challenge.text()).toContain('Authentification 3-D Secure');
    const back = await fetch(`${redirect_url}/3ds`, { method: 'POST', body: new URLSearchParams({ outcome: 'pass' }), redirect: 'manual' });
    expect(back.status).toBe(303);
    await until(async () => (await paymentOf(world, placed.number)).state === 'payee');
    expect(statusOf(placed.number)).toBe('confirmee');
  });

  it('leaves the order unpaid after a failed 3-D Secure or a declined card, saying why, and takes another card on the same page', async () => {
    const { order: placed, element } = await placeCardOrder(world);
    const held = stock(element);
    const { redirect_url } = data(await pay(placed.number), cardPaymentState);
    await submitCard(redirect_url!, '4000 0027 6000 3184');
    const failed = await fetch(`${redirect_url}/3ds`, { method: 'POST', body: new URLSearchParams({ outcome: 'fail' }), redirect: 'manual' });
    expect(await failed.text()).toContain('L’authentification 3-D Secure a échoué');
    await until(async () => (await paymentOf(world, placed.number)).state === 'echouee');
    const refused = await paymentOf(world, placed.number);
    expect(refused).toMatchObject({
      failure: 'payment_intent_authentication_failure',
      message: 'Paiement refusé par votre banque : aucun montant n’a été débité.',
    });
    expect(statusOf(placed.number)).toBe('en_attente_paiement');
    expect(stock(element)).toBe(held);
    // « Réessayer »: the same page, still open, while the stock is held
    const again = data(await pay(placed.number), cardPaymentState);
    expect(again).toMatchObject({ state: 'en_attente_paiement', redirect_url });
    const declined = await submitCard(redirect_url!, '4000 0000 0000 9995');
    expect(await declined.text()).toContain('Paiement refusé par votre banque');
    await until(async () => (await paymentOf(world, placed.number)).state === 'echouee');
    expect((await paymentOf(world, placed.number)).failure).toBe('card_declined');
    expect((await submitCard(redirect_url!, '4242424242424242')).status).toBe(303);
    await until(async () => (await paymentOf(world, placed.number)).state === 'payee');
  });

  it('cancels an order unpaid when its reservation ends, its page closed and its stock back on the shelves', async () => {
    const { order: placed, element, call, body } = await placeCardOrder(world);
    const held = stock(element);
    const { redirect_url } = data(await pay(placed.number), cardPaymentState);
    world.api.clock.advance(30 * 60_000);
    const expired = await paymentOf(world, placed.number);
    expect(expired).toMatchObject({ state: 'expiree', redirect_url: null });
    expect(statusOf(placed.number)).toBe('annulee');
    expect(stock(element)).toBe(held + 2);
    // no card is taken on its page any more, and nothing is given back twice
    const before = world.double.events.length;
    expect((await submitCard(redirect_url!, '4242424242424242')).status).not.toBe(303);
    // the provider took no card: it has no payment to tell the shop of, now or later (its page's closing, at most)
    expect(world.double.events.slice(before).filter((e) => e.type !== 'checkout.session.expired')).toEqual([]);
    expect(stock(element)).toBe(held + 2);
    // « Réessayer » past the deadline: the state, no page to pay on
    expect(data(await pay(placed.number), cardPaymentState)).toMatchObject({ state: 'expiree', redirect_url: null });
    // its cart sent again, even with the same choices, is not answered with the cancelled order as if it were placed
    const again = failure(await call('POST', '/order', body), 409);
    expect(again.code).toBe('CART_ORDERED');
    expect(again.message).toContain(`Ce panier a déjà été commandé : commande ${placed.number}`);
    expect(again.message).toContain('(statut « Annulée »)');
    expect(again.message).toContain('« Commander à nouveau »');
  });
});

describe('notifications', () => {
  const post = (body: string, signature: string) =>
    fetch(`${world.double.url.replace(/:\d+$/, '')}:${(world.api.app.server.address() as { port: number }).port}/api/v1/payment/notification/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body,
    });
  const completed = (id: string, reference: string, amount: number) =>
    JSON.stringify({
      id,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(world.api.clock.now / 1000),
      livemode: false,
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_test_forged',
          object: 'checkout.session',
          amount_total: amount,
          currency: 'eur',
          client_reference_id: reference,
          status: 'complete',
          payment_status: 'paid',
        },
      },
    });

  const signedNow = (body: string) => post(body, signatureHeader(body, WEBHOOK_SECRET, Math.floor(world.api.clock.now / 1000)));
  /** A card order whose provider's page is open: the order, and the page's id at the provider. */
  const pageOpened = async () => {
    const { order: placed } = await placeCardOrder(world);
    data(await pay(placed.number), cardPaymentState);
    const providerId = world.api.db
      .prepare('SELECT provider_id FROM card_payment c JOIN "order" o ON o.id = c.order_id WHERE o.number = ?')
      .pluck()
      .get(placed.number) as string;
    return { placed, providerId };
  };

  it('refuses a forged, altered or replayed notification with a 400, and changes nothing', async () => {
    const { order: placed } = await placeCardOrder(world);
    const card = world.api.db.prepare('SELECT provider_id FROM card_payment c JOIN "order" o ON o.id = c.order_id WHERE o.number = ?');
    data(await pay(placed.number), cardPaymentState);
    const body = completed('evt_test_forged', placed.number, placed.amount.ttc).replace('cs_test_forged', card.pluck().get(placed.number) as string);
    const now = Math.floor(world.api.clock.now / 1000);
    expect((await post(body, signatureHeader(body, 'whsec_not_ours', now))).status).toBe(400);
    expect((await post(body.replace('"livemode":false', '"livemode":true'), signatureHeader(body, WEBHOOK_SECRET, now))).status).toBe(400);
    expect((await post(body, signatureHeader(body, WEBHOOK_SECRET, now - 301))).status).toBe(400);
    expect((await post(body, '')).status).toBe(400);
    expect((await paymentOf(world, placed.number)).state).toBe('en_attente_paiement');
    expect(statusOf(placed.number)).toBe('en_attente_paiement');
  });

  it('refuses a signed event of another shape with a 400 in French, and writes nothing; ignores a well-formed one it does not use', async () => {
    const now = Math.floor(world.api.clock.now / 1000);
    const signed = (body: string) => post(body, signatureHeader(body, WEBHOOK_SECRET, now));
    const notifications = () => world.api.db.prepare('SELECT COUNT(*) FROM payment_notification').pluck().get() as number;
    // each its own event id: one taken would not hide the next behind « delivered twice »
    let n = 0;
    const session = (JSON.parse(completed('', 'CMD-0', 100)) as { data: { object: Record<string, unknown> } }).data.object;
    const event = (over: Record<string, unknown>) => ({ ...(JSON.parse(completed(`evt_test_shape_${++n}`, 'CMD-0', 100)) as object), ...over });
    const before = notifications();
    const bodies = [
      'null',
      '[]',
      '"x"',
      '{}',
      '{"id":"evt_1"}',
      event({ data: undefined }),
      event({ data: { object: null } }),
      event({ data: { object: [] } }),
      event({ type: 123 }),
      event({ id: { id: 'evt_1' } }),
      event({ data: { object: { ...session, id: { id: 'cs_1' } } } }),
      event({ data: { object: { ...session, client_reference_id: ['CMD-0'] } } }),
      event({ data: { object: { ...session, amount_total: '100' } } }),
      event({ type: 'payment_intent.payment_failed', data: { object: { id: 'pi_1', metadata: { reference: { n: 1 } } } } }),
    ].map((b) => (typeof b === 'string' ? b : JSON.stringify(b)));
    const answers: [string, number, string][] = [];
    for (const body of bodies) {
      const res = await signed(body);
      answers.push([body, res.status, ((await res.json()) as { message: string }).message]);
    }
    expect(answers).toEqual(bodies.map((body) => [body, 400, 'Notification de paiement refusée : événement mal formé.']));
    expect(notifications()).toBe(before);
    const ignored = JSON.stringify(event({ id: 'evt_test_ignored', type: 'customer.created', data: { object: { id: 'cus_1', object: 'customer' } } }));
    expect((await signed(ignored)).status).toBe(200);
    expect(world.api.db.prepare('SELECT COUNT(*) FROM payment_notification WHERE event_id = ?').pluck().get('evt_test_ignored')).toBe(1);
  });

  it('does not take a session completed without its payment for a payment (Stripe: a method paid later says so apart)', async () => {
    const { placed, providerId } = await pageOpened();
    const body = completed('evt_test_unpaid', placed.number, placed.amount.ttc)
      .replace('cs_test_forged', providerId)
      .replace('"payment_status":"paid"', '"payment_status":"unpaid"');
    expect((await signedNow(body)).status).toBe(200);
    expect((await paymentOf(world, placed.number)).state).toBe('en_attente_paiement');
    expect(statusOf(placed.number)).toBe('en_attente_paiement');
  });

  it('never marks paid a notification for another amount, and tells the back office', async () => {
    const { placed, providerId } = await pageOpened();
    const body = completed('evt_test_short', placed.number, placed.amount.ttc - 100).replace('cs_test_forged', providerId);
    expect((await signedNow(body)).status).toBe(200);
    expect((await paymentOf(world, placed.number)).state).toBe('en_attente_paiement');
    const alert = world.api.db
      .prepare("SELECT body FROM outbox WHERE subject = ? AND recipient = 'contact@trefima.example'")
      .pluck()
      .get(`Paiement à vérifier : ${placed.number}`);
    expect(alert).toMatch(/n’est pas marquée payée/);
  });

  it('applies a notification delivered twice, or twice at once, once', async () => {
    const { order: placed, element } = await placeCardOrder(world);
    const held = stock(element);
    const { redirect_url } = data(await pay(placed.number), cardPaymentState);
    await submitCard(redirect_url!, '4242424242424242');
    await until(async () => (await paymentOf(world, placed.number)).state === 'payee');
    const paid = world.double.events.filter((e) => e.type === 'checkout.session.completed').at(-1)!;
    await Promise.all([world.double.resend(paid.id), world.double.resend(paid.id)]);
    const events = world.api.db.prepare('SELECT COUNT(*) FROM order_event e JOIN "order" o ON o.id = e.order_id WHERE o.number = ? AND e.status = ?');
    expect(events.pluck().get(placed.number, 'confirmee')).toBe(1);
    expect(world.api.db.prepare('SELECT COUNT(*) FROM invoice i JOIN "order" o ON o.id = i.order_id WHERE o.number = ?').pluck().get(placed.number)).toBe(1);
    expect(stock(element)).toBe(held);
    expect(world.api.db.prepare('SELECT COUNT(*) FROM payment_notification WHERE event_id = ?').pluck().get(paid.id)).toBe(1);
  });
});

describe('a paid order cancelled by the back office', () => {
  const cancel = (id: number) =>
    world.api.app.inject({
      method: 'POST',
      url: `/api/v1/admin/order/${id}/status`,
      headers: { authorization: 'Bearer test-admin-token' },
      payload: { status: 'annulee', message: 'Chantier reporté' },
    });

  it('is refunded to the card through the provider, with a credit note cancelling its invoice, once', async () => {
    const { order: placed, element } = await placeCardOrder(world);
    const { redirect_url } = data(await pay(placed.number), cardPaymentState);
    await submitCard(redirect_url!, '4242424242424242');
    await until(async () => (await paymentOf(world, placed.number)).state === 'payee');
    const held = stock(element);
    expect((await cancel(placed.id)).statusCode).toBe(200);
    expect(await paymentOf(world, placed.number)).toMatchObject({ state: 'remboursee', redirect_url: null });
    expect(statusOf(placed.number)).toBe('annulee');
    expect(stock(element)).toBe(held + 2);
    const refunds = world.double.events.filter((e) => e.type === 'refund.created');
    const refund = refunds.at(-1)!.data.object as { id: string; amount: number };
    expect(refund.amount).toBe(placed.amount.ttc);
    const note = world.api.db
      .prepare(
        'SELECT c.number, c.refund_reference, c.amount_ttc, i.number AS invoice FROM credit_note c JOIN invoice i ON i.id = c.invoice_id WHERE c.order_id = ?',
      )
      .get(placed.id) as { number: string; refund_reference: string; amount_ttc: number; invoice: string };
    expect(note).toMatchObject({ refund_reference: refund.id, amount_ttc: placed.amount.ttc });
    expect(note.number).toMatch(/^AV-(MTQ|GPE|GUF)-\d{4}-\d{6}$/);
    expect(note.invoice).toMatch(/^FAC-/);
    // in the customer space: listed, and its PDF; another customer's is not found
    const listed = data(await world.api.request('GET', '/credit-note', { token: world.buyer.token }), z.array(creditNote));
    expect(listed[0]).toMatchObject({ number: note.number, refund_reference: refund.id, order: { number: placed.number }, invoice: { number: note.invoice } });
    const pdf = await world.api.request('GET', `/credit-note/${note.number}/pdf`, { token: world.buyer.token });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const stranger = await world.api.signUp('autre-avoir@exemple.fr');
    expect((await world.api.request('GET', `/credit-note/${note.number}/pdf`, { token: stranger.token })).statusCode).toBe(404);
    expect(data(await world.api.request('GET', '/credit-note', { token: stranger.token }), z.array(creditNote))).toEqual([]);
    // a second cancellation is refused, and refunds nothing more
    expect((await cancel(placed.id)).statusCode).toBe(409);
    expect(world.double.events.filter((e) => e.type === 'refund.created')).toHaveLength(refunds.length);
  });

  it('is dated when its refund has answered: past the territory’s midnight meanwhile, the cancellation and its credit note are of the new day', async () => {
    const { order: placed } = await placeCardOrder(world);
    const { redirect_url } = data(await pay(placed.number), cardPaymentState);
    await submitCard(redirect_url!, '4242424242424242');
    await until(async () => (await paymentOf(world, placed.number)).state === 'payee');
    // a minute before the next midnight in Martinique (UTC−4, no summer time); the provider takes two minutes to
    // refund: the clock reads two minutes later once it has made the refund. A note dated before its refund could
    // be dated before a note numbered ahead of it, out of its series' order (documents/series.ts).
    const clock = world.api.clock;
    // given back after: the buyer's token, an hour long, serves the tests that follow
    const before = clock.now;
    const midnight = Math.ceil((clock.now - 4 * 3_600_000 + 1) / 86_400_000) * 86_400_000 + 4 * 3_600_000;
    let now = midnight - 60_000;
    const refundsBefore = world.double.events.filter((e) => e.type === 'refund.created').length;
    const refunded = () => world.double.events.filter((e) => e.type === 'refund.created').length > refundsBefore;
    Object.defineProperty(clock, 'now', { configurable: true, get: () => (refunded() ? now + 120_000 : now), set: (v: number) => (now = v) });
    try {
      expect((await cancel(placed.id)).statusCode).toBe(200);
    } finally {
      Object.defineProperty(clock, 'now', { configurable: true, writable: true, enumerable: true, value: before });
    }
    const noteAt = world.api.db.prepare('SELECT created_at FROM credit_note WHERE order_id = ?').pluck().get(placed.id) as string;
    const cancelledAt = world.api.db.prepare("SELECT created_at FROM order_event WHERE order_id = ? AND status = 'annulee'").pluck().get(placed.id) as string;
    expect(noteAt).toBe(new Date(midnight + 60_000).toISOString());
    expect(cancelledAt).toBe(noteAt);
  });
});

describe('an invoice paid later by card', () => {
  const move = (id: number, status: string) =>
    world.api.app.inject({
      method: 'POST',
      url: `/api/v1/admin/order/${id}/status`,
      headers: { authorization: 'Bearer test-admin-token' },
      payload: { status },
    });
  const invoiceOf = (orderId: number) =>
    world.api.db.prepare('SELECT number, paid, paid_at FROM invoice WHERE order_id = ?').get(orderId) as {
      number: string;
      paid: number;
      paid_at: string | null;
    };

  it('says the card unavailable, the provider unreachable, without the order’s words of stock kept', async () => {
    const { order: placed } = await placeCardOrder(world, 'cheque');
    for (const status of ['en_preparation', 'prete_retrait']) expect((await move(placed.id, status)).statusCode).toBe(200);
    const providerBack = await world.providerDown();
    try {
      const refused = failure(await world.api.request('POST', `/invoice/${invoiceOf(placed.id).number}/payment`, { token: world.buyer.token }), 503);
      expect(refused).toMatchObject({
        code: 'PAYMENT_UNAVAILABLE',
        message: 'Le paiement par carte est momentanément indisponible : réessayez dans quelques instants.',
      });
    } finally {
      await providerBack();
    }
  });

  it('is paid whole on the hosted page, and marked paid only on the signed notification', async () => {
    const { order: placed } = await placeCardOrder(world, 'cheque');
    for (const status of ['en_preparation', 'prete_retrait']) expect((await move(placed.id, status)).statusCode).toBe(200);
    const invoice = invoiceOf(placed.id);
    expect(invoice.paid).toBe(0);
    const started = data(await world.api.request('POST', `/invoice/${invoice.number}/payment`, { token: world.buyer.token }), cardPaymentState);
    expect(started).toMatchObject({ state: 'en_attente_paiement', amount_ttc: placed.amount.ttc });
    // asked again before paying: the same page, not a second payment
    const again = data(await world.api.request('POST', `/invoice/${invoice.number}/payment`, { token: world.buyer.token }), cardPaymentState);
    expect(again.redirect_url).toBe(started.redirect_url);
    expect(invoiceOf(placed.id).paid).toBe(0);
    expect((await submitCard(started.redirect_url!, '4242424242424242')).status).toBe(303);
    await until(() => invoiceOf(placed.id).paid === 1);
    expect(invoiceOf(placed.id).paid_at).not.toBeNull();
    const state = data(await world.api.request('GET', `/invoice/${invoice.number}/payment`, { token: world.buyer.token }), cardPaymentState);
    expect(state.state).toBe('payee');
    // paid: nothing more to pay, in French
    const refused = await world.api.request('POST', `/invoice/${invoice.number}/payment`, { token: world.buyer.token });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`La facture ${invoice.number} est déjà acquittée : il n’y a rien à payer.`);
  });

  it('asks the card only for what is left once the office recorded a part (issue 46), and is then paid whole', async () => {
    const { order: placed } = await placeCardOrder(world, 'cheque');
    for (const status of ['en_preparation', 'prete_retrait']) expect((await move(placed.id, status)).statusCode).toBe(200);
    const invoice = invoiceOf(placed.id);
    const id = world.api.db.prepare('SELECT id FROM invoice WHERE number = ?').pluck().get(invoice.number) as number;
    const part = await world.api.app.inject({
      method: 'POST',
      url: `/api/v1/admin/invoice/${id}/payment`,
      headers: { authorization: 'Bearer test-admin-token' },
      payload: { amount_cents: 1000, method: 'cheque' },
    });
    expect(part.statusCode).toBe(200);
    const started = data(await world.api.request('POST', `/invoice/${invoice.number}/payment`, { token: world.buyer.token }), cardPaymentState);
    expect(started.amount_ttc).toBe(placed.amount.ttc - 1000);
    expect((await submitCard(started.redirect_url!, '4242424242424242')).status).toBe(303);
    await until(() => invoiceOf(placed.id).paid === 1);
  });

  const officePays = (number: string, amount_cents?: number) => officePaysIn(world, number, amount_cents);
  const payInvoice = async (number: string) =>
    data(await world.api.request('POST', `/invoice/${number}/payment`, { token: world.buyer.token }), cardPaymentState);
  const paymentsOf = (number: string) => invoicePayments(world, number);
  const officeAlerts = (number: string) => officeAlertsIn(world, number);

  it('asks the card for what is left now when the office recorded a part while its page was open, the first page closed', async () => {
    const { order: placed } = await placeCardOrder(world, 'cheque');
    for (const status of ['en_preparation', 'prete_retrait']) expect((await move(placed.id, status)).statusCode).toBe(200);
    const { number } = invoiceOf(placed.id);
    const ttc = placed.amount.ttc;
    const first = await payInvoice(number);
    expect(first.amount_ttc).toBe(ttc);
    // meanwhile the office cashes a cheque of 10,00 €
    expect((await officePays(number, 1000)).statusCode).toBe(200);
    const again = await payInvoice(number);
    expect(again).toMatchObject({ state: 'en_attente_paiement', amount_ttc: ttc - 1000 });
    expect(again.redirect_url).not.toBe(first.redirect_url);
    // the page opened first takes no card any more
    expect((await submitCard(first.redirect_url!, '4242424242424242')).status).not.toBe(303);
    expect((await submitCard(again.redirect_url!, '4242424242424242')).status).toBe(303);
    await until(() => invoiceOf(placed.id).paid === 1);
    expect(paymentsOf(number)).toEqual([
      { amount_cents: 1000, method: 'cheque' },
      { amount_cents: ttc - 1000, method: 'carte' },
    ]);
    expect(officeAlerts(number)).toEqual([]);
  });

  it('opens one page for what is left when the buyer asks twice at once (two tabs, a double click), never two that could both be paid', async () => {
    const { order: placed } = await placeCardOrder(world, 'cheque');
    for (const status of ['en_preparation', 'prete_retrait']) expect((await move(placed.id, status)).statusCode).toBe(200);
    const { number } = invoiceOf(placed.id);
    await payInvoice(number);
    expect((await officePays(number, 1000)).statusCode).toBe(200);
    const [one, other] = await Promise.all([payInvoice(number), payInvoice(number)]);
    expect(one).toMatchObject({ state: 'en_attente_paiement', amount_ttc: placed.amount.ttc - 1000 });
    expect(other.redirect_url).toBe(one.redirect_url);
    const open = world.api.db
      .prepare("SELECT COUNT(*) FROM card_payment c JOIN invoice i ON i.id = c.invoice_id WHERE i.number = ? AND c.state IN ('en_attente_paiement', 'echouee')")
      .pluck()
      .get(number);
    expect(open).toBe(1);
  });

  /** The state of the attempt whose page is `redirectUrl`. */
  const attemptState = (redirectUrl: string) =>
    world.api.db.prepare('SELECT state FROM card_payment WHERE redirect_url = ?').pluck().get(redirectUrl) as string;
  /** Closed: by the API, or first by the provider's notification that its page expired, which its closing sends. */
  const CLOSED = ['annulee', 'expiree'];

  it('closes the card page opened before the office recorded a part of the invoice: it takes no card for the old amount', async () => {
    const { order: placed } = await placeCardOrder(world, 'cheque');
    for (const status of ['en_preparation', 'prete_retrait']) expect((await move(placed.id, status)).statusCode).toBe(200);
    const { number } = invoiceOf(placed.id);
    const ttc = placed.amount.ttc;
    const started = await payInvoice(number);
    expect((await officePays(number, 1000)).statusCode).toBe(200);
    expect(CLOSED).toContain(attemptState(started.redirect_url!));
    // what the buyer reads back from that page: closed, and what is left of the invoice now
    const read = data(await world.api.request('GET', `/invoice/${number}/payment`, { token: world.buyer.token }), cardPaymentState);
    expect(read).toMatchObject({ amount_ttc: ttc, invoice_left_ttc: ttc - 1000, redirect_url: null });
    // the buyer, on the page he had opened for the whole invoice, cannot pay it twice
    expect((await submitCard(started.redirect_url!, '4242424242424242')).status).not.toBe(303);
    expect(invoiceOf(placed.id).paid).toBe(0);
    const again = await payInvoice(number);
    expect(again).toMatchObject({ state: 'en_attente_paiement', amount_ttc: ttc - 1000 });
    expect((await submitCard(again.redirect_url!, '4242424242424242')).status).toBe(303);
    await until(() => invoiceOf(placed.id).paid === 1);
    expect(paymentsOf(number)).toEqual([
      { amount_cents: 1000, method: 'cheque' },
      { amount_cents: ttc - 1000, method: 'carte' },
    ]);
    expect(officeAlerts(number)).toEqual([]);
  });

  it('closes the card page opened before the office recorded the invoice paid: nothing is paid twice, nothing to refund', async () => {
    const { order: placed } = await placeCardOrder(world, 'cheque');
    for (const status of ['en_preparation', 'prete_retrait']) expect((await move(placed.id, status)).statusCode).toBe(200);
    const { number } = invoiceOf(placed.id);
    const ttc = placed.amount.ttc;
    const started = await payInvoice(number);
    // the office records a cheque for the whole invoice while the buyer's card page is open
    expect((await officePays(number)).statusCode).toBe(200);
    expect(invoiceOf(placed.id).paid).toBe(1);
    expect(CLOSED).toContain(attemptState(started.redirect_url!));
    const read = data(await world.api.request('GET', `/invoice/${number}/payment`, { token: world.buyer.token }), cardPaymentState);
    expect(read).toMatchObject({ invoice_left_ttc: 0, redirect_url: null });
    expect((await submitCard(started.redirect_url!, '4242424242424242')).status).not.toBe(303);
    expect(paymentsOf(number)).toEqual([{ amount_cents: ttc, method: 'cheque' }]);
    expect(officeAlerts(number)).toEqual([]);
  });

  it('records the office’s payment all the same when the provider cannot be reached to close the card page', async () => {
    const { order: placed } = await placeCardOrder(world, 'cheque');
    for (const status of ['en_preparation', 'prete_retrait']) expect((await move(placed.id, status)).statusCode).toBe(200);
    const { number } = invoiceOf(placed.id);
    const started = await payInvoice(number);
    const providerBack = await world.providerDown();
    try {
      // the cheque is in the office's hands: it is recorded; the page waits for its deadline's sweep
      expect((await officePays(number)).statusCode).toBe(200);
      expect(invoiceOf(placed.id).paid).toBe(1);
      expect(paymentsOf(number)).toEqual([{ amount_cents: placed.amount.ttc, method: 'cheque' }]);
      expect(attemptState(started.redirect_url!)).toBe('en_attente_paiement');
    } finally {
      await providerBack();
    }
  });

  it('is another customer’s invoice to nobody else', async () => {
    const other = await world.api.signUp('autre-facture@exemple.fr');
    const number = world.api.db.prepare('SELECT number FROM invoice ORDER BY id DESC LIMIT 1').pluck().get() as string;
    expect((await world.api.request('POST', `/invoice/${number}/payment`, { token: other.token })).statusCode).toBe(404);
  });
});
