import Stripe from 'stripe';
import { createSession, nowS, post, startWorld, until, type World } from './double.test-support';

let world: World;
beforeEach(async () => {
  world = await startWorld();
});
afterEach(() => world.close());

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => Promise.reject(new Error('accepted')),
    (error: unknown) => error,
  );

describe('Checkout Sessions through the real SDK', () => {
  it('creates an open, unpaid session whose page is on the double, and reads it back', async () => {
    const created = await createSession(world);
    expect(created).toMatchObject({
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: 123456,
      currency: 'eur',
      client_reference_id: 'C-2026-0042',
      customer_email: 'acheteur@example.test',
      metadata: { order: 'C-2026-0042' },
      payment_intent: null,
      livemode: false,
      expires_at: nowS(world) + 45 * 60,
      url: `${world.double.url}/pay/${created.id}`,
    });
    expect(created.id).toMatch(/^cs_test_[A-Za-z0-9]{58}$/);
    const read = await world.stripe.checkout.sessions.retrieve(created.id, { expand: ['payment_intent'] });
    expect(read).toEqual(created);
  });

  it('gives the hosted page at the public URL when one is set', async () => {
    await world.close();
    world = await startWorld({ publicUrl: 'https://paiement.trefima.test/' });
    const created = await createSession(world);
    expect(created.url).toBe(`https://paiement.trefima.test/pay/${created.id}`);
  });

  it('expands the payment intent once a card was tried', async () => {
    const created = await createSession(world);
    await post(`${world.double.url}/pay/${created.id}`, { number: '4000 0000 0000 9995', expiry: '12/34', cvc: '123' });
    const plain = await world.stripe.checkout.sessions.retrieve(created.id);
    expect(plain.payment_intent).toMatch(/^pi_test_/);
    const expanded = await world.stripe.checkout.sessions.retrieve(created.id, { expand: ['payment_intent'] });
    expect(expanded.payment_intent).toMatchObject({ object: 'payment_intent', id: plain.payment_intent, amount: 123456 });
  });

  it('refuses a wrong or missing key with the SDK’s authentication error', async () => {
    const wrong = new Stripe('sk_test_wrong_key_9876', { host: '127.0.0.1', port: world.double.port, protocol: 'http' });
    const error = await refusal(wrong.checkout.sessions.retrieve('cs_test_x'));
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect((error as Error).message).toBe('Invalid API Key provided: sk_test_**********9876');
    const anonymous = await fetch(`${world.double.url}/v1/checkout/sessions/cs_test_x`);
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as { error: { message: string } }).error.message).toMatch(/^You did not provide an API key/);
  });

  it('answers an unknown id with resource_missing', async () => {
    const error = await refusal(world.stripe.checkout.sessions.retrieve('cs_test_unknown'));
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ statusCode: 404, code: 'resource_missing', param: 'id', message: "No such checkout.session: 'cs_test_unknown'" });
  });

  it.each<[string, Record<string, unknown>]>([
    ['expires_at', { expires_at: 'soon' }],
    ['expires_at', { expires_at: 10 * 60 }],
    ['expires_at', { expires_at: 25 * 3600 }],
    ['line_items', { line_items: [] }],
    [
      'line_items[0][price_data][unit_amount]',
      { line_items: [{ price_data: { currency: 'eur', unit_amount: 12.5, product_data: { name: 'x' } }, quantity: 1 }] },
    ],
    ['line_items[0][quantity]', { line_items: [{ price_data: { currency: 'eur', unit_amount: 100, product_data: { name: 'x' } }, quantity: 0 }] }],
    ['success_url', { success_url: 'pas une adresse' }],
    ['mode', { mode: 'subscription' }],
    ['shipping_options', { shipping_options: [{ shipping_rate: 'shr_test_1' }] }],
  ])('refuses a bad %s with its param', async (param, extra) => {
    const relative = typeof extra.expires_at === 'number' ? { expires_at: nowS(world) + extra.expires_at } : {};
    const error = await refusal(createSession(world, { ...extra, ...relative }));
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ statusCode: 400, param });
  });

  it('refuses a session whose total is under 0,50 € as Stripe does (amount_too_small), and takes 0,50 €', async () => {
    const total = (unit_amount: number) =>
      createSession(world, { line_items: [{ price_data: { currency: 'eur', unit_amount, product_data: { name: 'Facture F-1' } }, quantity: 1 }] });
    const error = await refusal(total(49));
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ statusCode: 400, code: 'amount_too_small' });
    expect((await total(50)).amount_total).toBe(50);
  });

  it('expires an open session on request, once, and says so by webhook', async () => {
    const created = await createSession(world);
    const expired = await world.stripe.checkout.sessions.expire(created.id);
    expect(expired).toMatchObject({ status: 'expired', url: null });
    await until(() => world.receiver.verified.length === 1);
    expect(world.receiver.verified[0]).toMatchObject({ type: 'checkout.session.expired', data: { object: { id: created.id, status: 'expired' } } });
    const again = await refusal(world.stripe.checkout.sessions.expire(created.id));
    expect(again).toMatchObject({ statusCode: 400, param: 'session' });
    expect(world.double.events.map((e) => e.type)).toEqual(['checkout.session.expired']);
  });

  it('expires a session when the clock passes expires_at, sending checkout.session.expired once', async () => {
    const created = await createSession(world);
    world.clock.ms += 44 * 60 * 1000;
    expect((await world.stripe.checkout.sessions.retrieve(created.id)).status).toBe('open');
    world.clock.ms += 2 * 60 * 1000;
    expect((await world.stripe.checkout.sessions.retrieve(created.id)).status).toBe('expired');
    expect((await world.stripe.checkout.sessions.retrieve(created.id)).status).toBe('expired');
    await until(() => world.receiver.verified.length === 1);
    await world.double.sweep(); // the sweeper's turn, which must not send it again
    expect(world.receiver.verified.map((e) => [e.type, (e.data.object as { id: string }).id])).toEqual([['checkout.session.expired', created.id]]);
  });

  it('notices an expiry nobody reads within a second', async () => {
    const created = await createSession(world);
    world.clock.ms += 46 * 60 * 1000;
    await until(() => world.receiver.verified.length === 1, 2500);
    expect(world.receiver.verified[0].data.object).toMatchObject({ id: created.id, status: 'expired' });
  });

  it('answers a retried creation (same idempotency key) with the first session', async () => {
    const first = await createSession(world);
    const key = 'retry-key-1';
    const a = await world.stripe.checkout.sessions.create({ ...baseParams(), expires_at: nowS(world) + 3600 }, { idempotencyKey: key });
    const b = await world.stripe.checkout.sessions.create({ ...baseParams(), expires_at: nowS(world) + 3600 }, { idempotencyKey: key });
    expect(b.id).toBe(a.id);
    expect(a.id).not.toBe(first.id);
    const other = await refusal(world.stripe.checkout.sessions.create({ ...baseParams(), client_reference_id: 'autre' }, { idempotencyKey: key }));
    expect(other).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });
});

function baseParams(): Stripe.Checkout.SessionCreateParams {
  return {
    mode: 'payment',
    line_items: [{ price_data: { currency: 'eur', unit_amount: 5000, product_data: { name: 'Facture F-1' } }, quantity: 1 }],
    success_url: 'http://shop.test/ok',
  };
}
