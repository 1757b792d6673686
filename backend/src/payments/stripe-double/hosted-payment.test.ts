import type Stripe from 'stripe';
import { createSession, post, SECRET_KEY, startWorld, until, type World } from './double.test-support';

let world: World;
let session: Stripe.Checkout.Session;
let page: string;
beforeEach(async () => {
  world = await startWorld();
  session = await createSession(world);
  page = `${world.double.url}/pay/${session.id}`;
});
afterEach(() => world.close());

const card = (number: string, more: Record<string, string> = {}) => post(page, { number, expiry: '12/34', cvc: '123', ...more });
const intentOf = async () => world.stripe.paymentIntents.retrieve((await world.stripe.checkout.sessions.retrieve(session.id)).payment_intent as string);
const types = () => world.receiver.verified.map((e) => e.type);

describe('the hosted page with Stripe’s test cards', () => {
  it('4242: pays, tells the shop by a signed webhook, then sends the buyer back with the session id', async () => {
    const answer = await card('4242 4242 4242 4242');
    // already verified when the browser is sent back: the shop never learns the payment from the return alone
    const completed = world.receiver.verified.find((e) => e.type === 'checkout.session.completed');
    expect(completed?.data.object).toMatchObject({ id: session.id, status: 'complete', payment_status: 'paid', amount_total: 123456 });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`http://shop.test/commande/confirmation?session=${session.id}`);
    const read = await world.stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] });
    expect(read).toMatchObject({ status: 'complete', payment_status: 'paid', url: null });
    expect(read.payment_intent).toMatchObject({ status: 'succeeded', amount: 123456, amount_received: 123456, metadata: { order: 'C-2026-0042' } });
    expect((read.payment_intent as Stripe.PaymentIntent).latest_charge).toMatch(/^ch_test_/);
    await until(() => types().includes('payment_intent.succeeded'));
  });

  it('3184 passed: the bank’s challenge, then paid', async () => {
    const challenge = await card('4000002760003184');
    const html = await challenge.text();
    expect(html).toContain('<h1>Authentification <span class="nowrap">3-D Secure</span></h1>');
    expect(html).toContain('Valider l’authentification');
    expect(html).toContain('Échouer l’authentification');
    expect((await intentOf()).status).toBe('requires_action');
    expect(types()).toEqual([]);
    const answer = await post(`${page}/3ds`, { outcome: 'pass' });
    expect(answer.status).toBe(303);
    expect(types()).toContain('checkout.session.completed');
    expect(await intentOf()).toMatchObject({ status: 'succeeded', last_payment_error: null });
  });

  it('3184 failed: nothing paid, the shop told, the form shown again, and a second card can pay', async () => {
    await card('4000 0027 6000 3184');
    const answer = await post(`${page}/3ds`, { outcome: 'fail' });
    const html = await answer.text();
    expect(answer.status).toBe(200);
    expect(html).toContain('L’authentification 3-D Secure a échoué : aucun montant n’a été débité.');
    expect(html).toContain('<input id="number"');
    expect(html).toContain('<a href="http://shop.test/commande/paiement">Retour à la boutique</a>');
    const intent = await intentOf();
    expect(intent).toMatchObject({ status: 'requires_payment_method', last_payment_error: { code: 'payment_intent_authentication_failure' } });
    expect(types()).toEqual(['payment_intent.payment_failed']);
    expect(world.receiver.verified[0].data.object).toMatchObject({ id: intent.id, status: 'requires_payment_method' });
    expect((await card('4242424242424242')).status).toBe(303);
    expect((await intentOf()).id).toBe(intent.id);
  });

  it('9995: declined for insufficient funds, the shop told, the form shown again', async () => {
    const answer = await card('4000 0000 0000 9995');
    const html = await answer.text();
    expect(html).toContain('Paiement refusé par votre banque : aucun montant n’a été débité.');
    expect(html).toContain('Retour à la boutique');
    expect(await intentOf()).toMatchObject({
      status: 'requires_payment_method',
      amount_received: 0,
      last_payment_error: { code: 'card_declined', decline_code: 'insufficient_funds' },
    });
    expect(types()).toEqual(['payment_intent.payment_failed']);
    expect((await world.stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
  });

  it('an unknown number lists the test cards, keeps the other fields, never echoes the number', async () => {
    const html = await (await card('5555 4444 3333 1111', { expiry: '07/31', cvc: '456' })).text();
    expect(html).toContain('Numéro de carte de test inconnu');
    expect(html).toMatch(/4242 4242 4242 4242.*4000 0027 6000 3184.*4000 0000 0000 9995/s);
    expect(html).not.toContain('5555');
    expect(html).toContain('value="07/31"');
    expect(html).toContain('value="456"');
    expect(html).toMatch(/<input id="number"[^>]*aria-invalid="true"/);
    expect((await world.stripe.checkout.sessions.retrieve(session.id)).payment_intent).toBeNull();
  });

  it.each([
    ['13/30', '123', 'expiry', 'format MM/AA'],
    ['01/20', '123', 'expiry', 'Cette carte est expirée'],
    ['12/34', '12', 'cvc', 'Le cryptogramme visuel (CVC) compte 3 chiffres'],
  ])('a bad expiry or CVC (%s, %s) is told in French on its field', async (expiry, cvc, field, message) => {
    const html = await (await card('4242 4242 4242 4242', { expiry, cvc })).text();
    expect(html).toContain(message);
    expect(html).toMatch(new RegExp(`<input id="${field}"[^>]*aria-describedby="${field}-hint message" aria-invalid="true"`));
    expect(html).not.toContain('4242424242424242');
    expect(html).toContain(`value="${expiry}"`);
    expect((await world.stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
  });

  it('a paid session is not paid twice', async () => {
    await card('4242 4242 4242 4242');
    const again = await card('4242 4242 4242 4242');
    expect(again.status).toBe(200);
    expect(await again.text()).toContain('Cette commande est déjà payée');
    expect(types().filter((t) => t === 'checkout.session.completed')).toHaveLength(1);
  });

  it('an expired session says so, with the way back, and takes no card', async () => {
    world.clock.ms += 46 * 60 * 1000;
    const html = await (await fetch(page)).text();
    expect(html).toContain('Cette session de paiement a expiré : aucun montant n’a été débité.');
    expect(html).toContain('Retour à la boutique');
    expect((await card('4242 4242 4242 4242')).status).toBe(200);
    expect((await world.stripe.checkout.sessions.retrieve(session.id)).payment_status).toBe('unpaid');
  });

  it('the 3-D Secure answer without a challenge pays nothing', async () => {
    const answer = await post(`${page}/3ds`, { outcome: 'pass' });
    expect(answer.status).toBe(200);
    expect((await world.stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
  });

  it('an unknown session is a 404 page', async () => {
    const answer = await fetch(`${world.double.url}/pay/cs_test_nope`);
    expect(answer.status).toBe(404);
    expect(await answer.text()).toContain('Session de paiement introuvable');
  });
});

it('answers a malformed address with a page, not an error of the double', async () => {
  const world = await startWorld();
  try {
    expect((await fetch(`${world.double.url}/pay/%E0%A4%A`)).status).toBe(404);
    const api = await fetch(`${world.double.url}/v1/checkout/sessions/%E0%A4%A`, { headers: { authorization: `Bearer ${SECRET_KEY}` } });
    expect(api.status).toBe(404);
  } finally {
    await world.close();
  }
});
