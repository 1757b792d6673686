import type { AddressInfo } from 'node:net';
import { z } from 'zod/mini';
import { carrier, cartResponse, order, payment, session } from '@trefima/domain/contract';
import { amountOf } from '@trefima/domain/money/money';
import { cardPaymentState } from '@trefima/domain/payments/contract';
import { defaultCalculs, defaultThrottle, testConfig, type Config } from '../config';
import { createServices } from '../services';
import { data, HOME_ADDRESS, inBook, testApi, type TestApi } from '../testing';
import { officeMoves, placeOrder } from '../testing-orders';
import { signatureHeader, startStripeDouble, type StripeDouble, type StripeDoubleOptions, type StripeEvent } from './stripe-double';
import type { PaymentProvider } from './provider';

/**
 * The API with card payment online, its provider the Stripe double on a
 * port of its own (the real SDK talks to it), and the API listening so that
 * the double's signed notifications reach it over HTTP as Stripe's would.
 * One clock for both, near the real one: the SDK counts a notification's
 * age from it. A private buyer of Martinique with a cart ready to order.
 */
export const SECRET_KEY = 'sk_test_shop_0123456789';
export const WEBHOOK_SECRET = 'whsec_shop_test';

export interface PayingWorld {
  api: TestApi;
  double: StripeDouble;
  buyer: { token: string; id: number };
  /** the reservations' sweep (its timer runs every minute): run now, by the services of a second API over the same database */
  sweep(): Promise<void>;
  /** The provider unreachable (its double closed, nothing on its port) until the function it answers starts it again there. */
  providerDown(): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/**
 * `sweepMs`: how often the API's own timer sweeps the reservations (as in production unless a test says).
 * `maxWaitingOrders`: the suites place many orders as one buyer and leave them waiting, so no cap unless a test says;
 * for the same reason no budget of an account's mails (throttle/account-mails.ts, account-mails.test.ts holds it).
 * `notifications: false`: the double keeps its events without sending them (a notification late: `deliverAgain`).
 * `now`: where the clock starts (now unless a test needs an hour of the day: keep it near the real clock).
 */
export async function payingWorld({
  sweepMs = testConfig().payments.sweepMs,
  maxWaitingOrders = 1000,
  notifications = true,
  now = Date.now(),
}: { sweepMs?: number; maxWaitingOrders?: number; notifications?: boolean; now?: number } = {}): Promise<PayingWorld> {
  const clock = { now };
  // the API's address, once it listens, for the double's notifications
  const options: StripeDoubleOptions = { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, now: () => clock.now, retryDelaysMs: [20, 40] };
  const double = await startStripeDouble(options);
  const overrides: Partial<Config> = {
    payments: {
      stripe: { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, api: { host: '127.0.0.1', port: double.port, protocol: 'http' } },
      reservationMinutes: 30,
      maxWaitingOrders,
      sweepMs,
    },
    calculs: defaultCalculs,
    throttle: { ...defaultThrottle, mailsPerAccountPerHour: 1_000_000, mailsPerAccountPerDay: 1_000_000 },
  };
  const api = await testApi(overrides, { now: clock.now });
  // the double follows the API's clock, which the tests move
  Object.defineProperty(clock, 'now', { get: () => api.clock.now });
  // a port of the system's choosing, taken as it is chosen: one asked for beforehand (freePorts) could be given to an
  // outgoing connection meanwhile, and the listen then failed (EADDRINUSE, once in CI)
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const apiPort = (api.app.server.address() as AddressInfo).port;
  if (notifications) options.webhookUrl = `http://127.0.0.1:${apiPort}/api/v1/payment/notification/stripe`;
  const buyer = await api.signUp(`carte-${apiPort}@exemple.fr`);
  let other: ReturnType<typeof createServices> | undefined;
  const world: PayingWorld = {
    api,
    double,
    buyer,
    sweep: () => {
      other ??= createServices({ db: api.db, config: testConfig(overrides), now: () => api.clock.now, log: api.app.log });
      return other.payments.sweep();
    },
    providerDown: async () => {
      const { port } = world.double;
      await world.double.close();
      return async () => {
        world.double = await startStripeDouble({ ...options, port });
      };
    },
    // the API first: its close waits for a sweep under way, whose calls then still find the provider
    close: async () => {
      await api.close();
      await world.double.close();
    },
  };
  return world;
}

/** An order of two 12 m Ø12 bars, taken away at Le Lamentin, paid by card online (or `paymentCode`): placed, its payment not started; `body`: what was sent. */
export async function placeCardOrder(world: PayingWorld, paymentCode = 'carte-en-ligne') {
  const ready = await cardOrderReady(world, paymentCode);
  const placed = data(await ready.call('POST', '/order', ready.body), order, 201);
  return { order: placed, ...ready };
}

/** The same order ready to be sent (`body`, to POST /order with `call`), not sent. */
export async function cardOrderReady({ api, buyer }: PayingWorld, paymentCode = 'carte-en-ligne') {
  const call = (method: 'GET' | 'POST', path: string, body?: unknown) => api.request(method, path, { body, token: buyer.token });
  // the buyer's home, in his book since his first order
  const book = inBook(await call('POST', `/customer/${buyer.id}/address`, HOME_ADDRESS));
  const element = api.db.prepare("SELECT id FROM product WHERE reference = 'HA12-12'").pluck().get() as number;
  const cart = data(await call('POST', '/cart/update', { cart_token: null, elements: [{ element_id: element, quantity: 2 }] }), cartResponse);
  const carriers = data(await api.get('/carrier'), z.array(carrier));
  const payments = data(await api.get('/payment'), z.array(payment));
  const address = book.addresses.find((a) => a.label === 'Maison' && a.is_default_delivery)!.address_id;
  const body = {
    cart_token: cart.token,
    carrier_id: carriers.find((x) => x.code === 'retrait-lamentin')!.id,
    payment_id: payments.find((p) => p.code === paymentCode)!.id,
    delivery_address_id: address,
    billing_address_id: address,
    accept_cgv: true,
  };
  /** the id of a carrier or a payment method by its code: to send the same cart again with other choices */
  const idOf = { carrier: (code: string) => carriers.find((x) => x.code === code)!.id, payment: (code: string) => payments.find((p) => p.code === code)!.id };
  return { element, call, body, idOf };
}

/** An order's status, as the database holds it. */
export const orderStatus = ({ api }: PayingWorld, number: string) =>
  api.db.prepare('SELECT status FROM "order" WHERE number = ?').pluck().get(number) as string;

/** A product's stock, as the database holds it. */
export const stockOf = ({ api }: PayingWorld, productId: number) => api.db.prepare('SELECT stock FROM product WHERE id = ?').pluck().get(productId) as number;

/** The payment's state as the confirmation page reads it. */
export const paymentOf = async ({ api, buyer }: PayingWorld, number: string) =>
  data(await api.request('GET', `/order/${number}/payment`, { token: buyer.token }), cardPaymentState);

/** The hosted page's form, sent as a browser sends it: the double's answer (a 303 back to the shop, or a page). */
export const submitCard = (url: string, number: string) =>
  fetch(url, { method: 'POST', body: new URLSearchParams({ number, expiry: '12/34', cvc: '123' }), redirect: 'manual' });

/** Waits for what the buyer's page waits for: a notification, applied. */
export async function until(check: () => Promise<boolean> | boolean) {
  for (let i = 0; i < 1500 && !(await check()); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(await check()).toBe(true);
}

/** The mails sent to the buyer whose subject names `about` (an order's or an invoice's number), oldest first. */
export const buyerMails = ({ api, buyer }: PayingWorld, about: string) =>
  api.db
    .prepare('SELECT subject, body FROM outbox WHERE recipient = (SELECT email FROM customer WHERE id = ?) AND subject LIKE ? ORDER BY id')
    .all(buyer.id, `%${about}%`) as { subject: string; body: string }[];

/** The back office moves an order (`POST /admin/order/{id}/status`): `annulee` refunds a paid one. */
export const officeMove = ({ api }: PayingWorld, orderId: number, status: string, message?: string) => officeMoves(api, orderId, status, message);

/** An order placed by card online and paid on the hosted page (4242…), the notification applied. */
export async function paidCardOrder(world: PayingWorld) {
  const placed = await placeCardOrder(world);
  const { redirect_url } = data(await world.api.request('POST', `/order/${placed.order.number}/payment`, { token: world.buyer.token }), cardPaymentState);
  await submitCard(redirect_url!, '4242424242424242');
  await until(async () => (await paymentOf(world, placed.order.number)).state === 'payee');
  return placed;
}

/** The office's payment of an invoice (`POST /admin/invoice/{id}/payment`), a cheque of `amount_cents` (what is left when not given). */
export const officePays = ({ api }: PayingWorld, number: string, amount_cents?: number) =>
  api.app.inject({
    method: 'POST',
    url: `/api/v1/admin/invoice/${api.db.prepare('SELECT id FROM invoice WHERE number = ?').pluck().get(number) as number}/payment`,
    headers: { authorization: 'Bearer test-admin-token' },
    payload: { method: 'cheque', ...(amount_cents === undefined ? {} : { amount_cents }) },
  });

/** An invoice's payments recorded, oldest first. */
export const invoicePayments = ({ api }: PayingWorld, number: string) =>
  api.db
    .prepare('SELECT p.amount_cents, p.method FROM invoice_payment p JOIN invoice i ON i.id = p.invoice_id WHERE i.number = ? ORDER BY p.id')
    .all(number) as { amount_cents: number; method: string }[];

/** The mails to the back office that name `number`, oldest first. */
export const officeAlerts = ({ api }: PayingWorld, number: string) =>
  api.db.prepare("SELECT subject, body FROM outbox WHERE recipient = 'contact@trefima.example' AND body LIKE ? ORDER BY id").all(`%${number}%`) as {
    subject: string;
    body: string;
  }[];

/** An order paid by cheque, set aside at the depot: its invoice issued, unpaid. */
export async function unpaidInvoice(world: PayingWorld) {
  const { order: placed } = await placeCardOrder(world, 'cheque');
  for (const status of ['en_preparation', 'prete_retrait']) expect((await officeMove(world, placed.id, status)).statusCode).toBe(200);
  return world.api.db.prepare('SELECT number FROM invoice WHERE order_id = ?').pluck().get(placed.id) as string;
}

/**
 * One of the double's events delivered again under another id (and, say,
 * another type): what Stripe does when two events tell of one payment
 * (`checkout.session.completed`, then `…async_payment_succeeded`), which the
 * event id alone does not tell apart. Signed as Stripe signs, now. `object`: fields of its object said otherwise
 * (another status of a refund).
 */
export async function deliverAgain({ api }: PayingWorld, event: StripeEvent, id: string, type = event.type, object: Record<string, unknown> = {}) {
  const body = JSON.stringify({ ...event, id, type, data: { object: { ...event.data.object, ...object } } });
  const port = (api.app.server.address() as { port: number }).port;
  const res = await fetch(`http://127.0.0.1:${port}/api/v1/payment/notification/stripe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signatureHeader(body, WEBHOOK_SECRET, Math.floor(api.clock.now / 1000)) },
    body,
  });
  expect(res.status).toBe(200);
}

/**
 * The world's clock moved to 10:00 in Guadeloupe (14:00 UTC), today or tomorrow, so that every move of a test's day
 * falls in that day there, where the demo professional buys (plan 2): that day, as YYYY-MM-DD.
 */
export function atTenInGuadeloupe({ api }: PayingWorld): string {
  const now = api.clock.now;
  const ten = new Date(now);
  ten.setUTCHours(14, 0, 0, 0);
  if (ten.getTime() < now) ten.setUTCDate(ten.getUTCDate() + 1);
  api.clock.advance(ten.getTime() - now);
  return ten.toISOString().slice(0, 10);
}

/**
 * A second API over the world's database (as a second instance would be), whose cancellations run `meanwhile` once the
 * provider has refunded and before the cancellation is written: what another office move, or the provider's word on
 * that refund, landing then does.
 */
export function cancellingApi(world: PayingWorld, meanwhile: () => Promise<unknown>) {
  const services = secondApi(world);
  const { cancellation } = services.payments;
  const refund = cancellation.refundBeforeCancel.bind(cancellation);
  cancellation.refundBeforeCancel = async (orderId) => {
    const done = await refund(orderId);
    await meanwhile();
    return done;
  };
  return services;
}

/** The services of a second API over the world's database and its provider (as a second instance would be). */
export function secondApi(world: PayingWorld) {
  return createServices({
    db: world.api.db,
    config: testConfig({
      payments: {
        stripe: { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, api: { host: '127.0.0.1', port: world.double.port, protocol: 'http' } },
        reservationMinutes: 30,
        maxWaitingOrders: 1000,
        sweepMs: 60_000,
      },
    }),
    now: () => world.api.clock.now,
    log: world.api.app.log,
  });
}

/**
 * A second API over the world's database whose first reading of a provider's page lets the buyer's card through
 * `page` right after it: a card taken in the second between the shop's reading and its next move. `taken()` says
 * whether it happened.
 */
export function cardTakenAfterFirstRead(world: PayingWorld, page: string) {
  const services = secondApi(world);
  const provider = (services.payments as unknown as { d: { provider: PaymentProvider } }).d.provider;
  const read = provider.read.bind(provider);
  let taken = false;
  provider.read = async (id) => {
    const reading = await read(id);
    if (!taken) {
      taken = true;
      expect((await submitCard(page, '4242424242424242')).status).toBe(303);
    }
    return reading;
  };
  return { services, provider, taken: () => taken };
}

/** A card order of the demo company's administrator in Guadeloupe, paid on the provider's page with `card`: its id, number and TTC. */
export async function paidCompanyCardOrder({ api }: PayingWorld, card = '4242424242424242') {
  const token = await api.login();
  const s = data(await api.post('/customer/login', { login: 'pro@trefima.example', password: 'Demo-Pro-971!' }), session);
  const o = await placeOrder(api, {
    token,
    addressId: s.customer.addresses[0].address_id,
    plan: 2,
    carrier: 'retrait-jarry',
    payment: 'carte-en-ligne',
    quantity: 2,
  });
  const { redirect_url } = data(await api.request('POST', `/order/${o.number}/payment`, { token, plan: 2 }), cardPaymentState);
  const submitted = await submitCard(redirect_url!, card);
  if (submitted.status !== 303) throw new Error(`the provider's page refused the card ${card}: ${submitted.status}`);
  await until(async () => data(await api.request('GET', `/order/${o.number}/payment`, { token, plan: 2 }), cardPaymentState).state === 'payee');
  return { id: o.id, number: o.number, ttc: amountOf(o.amount.ht, o.amount.vat_rate).ttc };
}
