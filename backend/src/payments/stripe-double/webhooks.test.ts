import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { createSession, post, SECRET_KEY, startReceiver, startWorld, until, WEBHOOK_SECRET, type World } from './double.test-support';
import { startStripeDouble } from './index';
import { signatureHeader } from './webhooks';

let world: World;
afterEach(() => world?.close());

const paid = async () => {
  const session = await createSession(world);
  await post(`${world.double.url}/pay/${session.id}`, { number: '4242424242424242', expiry: '12/34', cvc: '123' });
  return session;
};
const completed = (w: World) => w.receiver.verified.filter((e) => e.type === 'checkout.session.completed');

describe('webhooks signed as Stripe signs them', () => {
  it('signs t=<s>,v1=<hmac> so that the SDK verifies it, and no other secret does', () => {
    const stripe = new Stripe(SECRET_KEY);
    const payload = JSON.stringify({ id: 'evt_test_1', object: 'event' });
    const header = signatureHeader(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000));
    expect(header).toMatch(/^t=\d{10},v1=[0-9a-f]{64}$/);
    expect(stripe.webhooks.constructEvent(payload, header, WEBHOOK_SECRET)).toMatchObject({ id: 'evt_test_1' });
    expect(() => stripe.webhooks.constructEvent(payload, header, 'whsec_other')).toThrow(Stripe.errors.StripeSignatureVerificationError);
    expect(() => stripe.webhooks.constructEvent(payload.replace('1', '2'), header, WEBHOOK_SECRET)).toThrow(Stripe.errors.StripeSignatureVerificationError);
  });

  it('sends events in Stripe’s envelope, with the SDK’s API version', async () => {
    world = await startWorld();
    const session = await paid();
    await until(() => world.receiver.verified.length === 2);
    const event = completed(world)[0];
    expect(event).toMatchObject({ object: 'event', livemode: false, api_version: Stripe.API_VERSION, created: Math.floor(world.clock.ms / 1000) });
    expect(event.id).toMatch(/^evt_test_/);
    expect(event.data.object).toMatchObject({ object: 'checkout.session', id: session.id, client_reference_id: 'C-2026-0042' });
    expect(world.double.events.map((e) => e.id).sort()).toEqual(world.receiver.verified.map((e) => e.id).sort());
    expect(world.receiver.refused).toEqual([]);
  });

  it('delivers again, with the same event id, a notification the shop failed to take', async () => {
    world = await startWorld();
    world.receiver.failNext = 1;
    await paid();
    // one of the two events was answered 500: both arrive all the same, each once, under their own ids
    await until(() => world.receiver.verified.length === 2);
    expect(world.receiver.failNext).toBe(0);
    expect(world.receiver.verified.map((e) => e.id).sort()).toEqual(world.double.events.map((e) => e.id).sort());
  });

  it('resend() gives the shop the same event twice: a duplicate notification', async () => {
    world = await startWorld();
    await paid();
    const event = world.double.events.find((e) => e.type === 'checkout.session.completed')!;
    await world.double.resend(event.id);
    expect(completed(world).map((e) => e.id)).toEqual([event.id, event.id]);
    await expect(world.double.resend('evt_test_nope')).rejects.toThrow('No such event');
  });

  it('survives a shop that is down, and keeps trying until it is up', async () => {
    const receiver = await startReceiver();
    const port = Number(new URL(receiver.url).port);
    await receiver.close();
    const clock = { ms: Date.now() };
    const double = await startStripeDouble({
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      webhookUrl: receiver.url,
      now: () => clock.ms,
      retryDelaysMs: [300, 300, 300],
    });
    const stripe = new Stripe(SECRET_KEY, { host: '127.0.0.1', port: double.port, protocol: 'http' });
    world = { double, receiver, stripe, clock, close: () => double.close() };
    const session = await createSession(world);
    await stripe.checkout.sessions.expire(session.id);
    // the shop comes back on the same port while the double waits to try again
    const verified: string[] = [];
    const shop = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        verified.push(stripe.webhooks.constructEvent(Buffer.concat(chunks), String(req.headers['stripe-signature']), WEBHOOK_SECRET).type);
        res.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => shop.listen(port, '127.0.0.1', resolve));
    try {
      await until(() => verified.length === 1);
      expect(verified).toEqual(['checkout.session.expired']);
      expect((shop.address() as AddressInfo).port).toBe(port);
    } finally {
      await new Promise((resolve) => shop.close(resolve));
    }
  });

  it('keeps events without a webhook URL, sending nothing', async () => {
    world = await startWorld({ webhookUrl: undefined });
    await paid();
    expect(world.double.events.map((e) => e.type)).toEqual(['payment_intent.succeeded', 'checkout.session.completed']);
    expect(world.receiver.verified).toEqual([]);
  });
});
