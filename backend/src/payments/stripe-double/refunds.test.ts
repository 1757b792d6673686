import Stripe from 'stripe';
import { createSession, post, startWorld, until, type World } from './double.test-support';

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

async function paidIntent(number = '4242 4242 4242 4242'): Promise<string> {
  const session = await createSession(world);
  await post(`${world.double.url}/pay/${session.id}`, { number, expiry: '12/34', cvc: '123' });
  return (await world.stripe.checkout.sessions.retrieve(session.id)).payment_intent as string;
}

describe('Refunds through the real SDK', () => {
  it('refunds a whole payment when no amount is given', async () => {
    const pi = await paidIntent();
    const refund = await world.stripe.refunds.create({ payment_intent: pi, metadata: { credit_note: 'AV-2026-0001' } });
    expect(refund).toMatchObject({
      object: 'refund',
      amount: 123456,
      currency: 'eur',
      payment_intent: pi,
      status: 'succeeded',
      metadata: { credit_note: 'AV-2026-0001' },
    });
    expect(refund.id).toMatch(/^re_test_/);
    expect(refund.created).toBe(Math.floor(world.clock.ms / 1000));
    await until(() => world.receiver.verified.some((e) => e.type === 'charge.refunded'));
    const refunded = world.receiver.verified.find((e) => e.type === 'charge.refunded')!.data.object;
    expect(refunded).toMatchObject({ object: 'charge', payment_intent: pi, amount_refunded: 123456, refunded: true });
    expect(world.receiver.verified.find((e) => e.type === 'refund.created')!.data.object).toMatchObject({ id: refund.id });
  });

  it('refunds in parts, up to what is left, and refuses more as Stripe does', async () => {
    const pi = await paidIntent();
    expect((await world.stripe.refunds.create({ payment_intent: pi, amount: 100000 })).amount).toBe(100000);
    await until(() => world.receiver.verified.some((e) => e.type === 'charge.refunded'));
    expect(world.receiver.verified.find((e) => e.type === 'charge.refunded')!.data.object).toMatchObject({ amount_refunded: 100000, refunded: false });
    const tooMuch = await refusal(world.stripe.refunds.create({ payment_intent: pi, amount: 23457 }));
    expect(tooMuch).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(tooMuch).toMatchObject({ statusCode: 400, code: 'amount_too_large', param: 'amount' });
    expect((await world.stripe.refunds.create({ payment_intent: pi })).amount).toBe(23456);
    const again = await refusal(world.stripe.refunds.create({ payment_intent: pi, amount: 1 }));
    expect(again).toMatchObject({ statusCode: 400, code: 'charge_already_refunded' });
  });

  it('lists a payment’s refunds, newest first, as Stripe does', async () => {
    const pi = await paidIntent();
    const first = await world.stripe.refunds.create({ payment_intent: pi, amount: 100 });
    const second = await world.stripe.refunds.create({ payment_intent: pi, metadata: { reference: 'C-2026-0043' } });
    const list = await world.stripe.refunds.list({ payment_intent: pi, limit: 100 });
    expect(list).toMatchObject({ object: 'list', has_more: false });
    expect(list.data.map((r) => [r.id, r.amount])).toEqual([
      [second.id, 123456 - 100],
      [first.id, 100],
    ]);
    expect((await world.stripe.refunds.list({ payment_intent: pi, limit: 1 })).has_more).toBe(true);
    expect(await refusal(world.stripe.refunds.list({ payment_intent: 'pi_unknown' }))).toMatchObject({ statusCode: 404 });
  });

  it('fails a refund of 4000 0000 0000 5126 after it was made, as Stripe’s test card does, telling it by charge.refund.updated and refund.updated', async () => {
    const pi = await paidIntent('4000 0000 0000 5126');
    const refund = await world.stripe.refunds.create({ payment_intent: pi, metadata: { reference: 'C-2026-0042' } });
    // made as any other: Stripe's refund of that card begins as succeeded
    expect(refund).toMatchObject({ status: 'succeeded', amount: 123456 });
    const failed = (e: Stripe.Event) => e.type === 'charge.refund.updated' || e.type === 'refund.updated';
    await until(() => world.receiver.verified.filter(failed).length === 2);
    expect(world.receiver.verified.filter(failed).map((e) => [e.type, e.data.object])).toEqual(
      ['charge.refund.updated', 'refund.updated'].map((type) => [
        type,
        expect.objectContaining({
          object: 'refund',
          id: refund.id,
          status: 'failed',
          failure_reason: 'expired_or_canceled_card',
          payment_intent: pi,
          metadata: { reference: 'C-2026-0042' },
        }),
      ]),
    );
    // the money is the payment's again: it may be refunded once more
    expect((await world.stripe.refunds.create({ payment_intent: pi })).amount).toBe(123456);
  });

  it('refuses to refund a payment that did not succeed', async () => {
    const pi = await paidIntent('4000 0000 0000 9995');
    const error = await refusal(world.stripe.refunds.create({ payment_intent: pi }));
    expect(error).toMatchObject({ statusCode: 400, code: 'payment_intent_unexpected_state', param: 'payment_intent' });
  });

  it('refuses an unknown payment intent, a missing one, and a bad amount', async () => {
    expect(await refusal(world.stripe.refunds.create({ payment_intent: 'pi_test_nope' }))).toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      param: 'payment_intent',
    });
    expect(await refusal(world.stripe.refunds.create({}))).toMatchObject({ statusCode: 400, param: 'payment_intent' });
    const pi = await paidIntent();
    expect(await refusal(world.stripe.refunds.create({ payment_intent: pi, amount: 0 }))).toMatchObject({ statusCode: 400, param: 'amount' });
  });
});

describe('PaymentIntents through the real SDK', () => {
  it('answers an unknown payment intent with resource_missing', async () => {
    const error = await refusal(world.stripe.paymentIntents.retrieve('pi_test_nope'));
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ statusCode: 404, code: 'resource_missing', message: "No such payment_intent: 'pi_test_nope'" });
  });

  it('cancels the payment intent of a session that expires unpaid', async () => {
    const session = await createSession(world);
    await post(`${world.double.url}/pay/${session.id}`, { number: '4000000000009995', expiry: '12/34', cvc: '123' });
    await world.stripe.checkout.sessions.expire(session.id);
    const read = await world.stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] });
    expect(read.payment_intent).toMatchObject({ status: 'canceled', cancellation_reason: 'automatic' });
  });
});
