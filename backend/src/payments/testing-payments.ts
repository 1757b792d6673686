import { z } from 'zod/mini';
import { carrier, cartResponse, customer, order, payment } from '@trefima/domain/contract';
import { cardPaymentState } from '@trefima/domain/payments/contract';
import { defaultCalculs } from '../config';
import { freePorts } from '../test-support/free-port';
import { data, testApi, type TestApi } from '../testing';
import { startStripeDouble, type StripeDouble } from './stripe-double';

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
  close(): Promise<void>;
}

export async function payingWorld(): Promise<PayingWorld> {
  const [apiPort] = freePorts(1);
  const clock = { now: Date.now() };
  const double = await startStripeDouble({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    webhookUrl: `http://127.0.0.1:${apiPort}/api/v1/payment/notification/stripe`,
    now: () => clock.now,
    retryDelaysMs: [20, 40],
  });
  const api = await testApi(
    {
      payments: {
        stripe: { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, api: { host: '127.0.0.1', port: double.port, protocol: 'http' } },
        reservationMinutes: 30,
      },
      calculs: defaultCalculs,
    },
    { now: clock.now },
  );
  // the double follows the API's clock, which the tests move
  Object.defineProperty(clock, 'now', { get: () => api.clock.now });
  await api.app.listen({ port: apiPort, host: '127.0.0.1' });
  const buyer = await api.signUp(`carte-${apiPort}@exemple.fr`);
  return {
    api,
    double,
    buyer,
    close: async () => {
      await double.close();
      await api.close();
    },
  };
}

/** An order of two 12 m Ø12 bars, taken away at Le Lamentin, paid by card online (or `paymentCode`): placed, its payment not started. */
export async function placeCardOrder({ api, buyer }: PayingWorld, paymentCode = 'carte-en-ligne') {
  const call = (method: 'GET' | 'POST', path: string, body?: unknown) => api.request(method, path, { body, token: buyer.token });
  const book = data(
    await call('POST', `/customer/${buyer.id}/address`, {
      label: 'Maison',
      civility: 'm',
      first_name: 'Jules',
      last_name: 'Marie-Sainte',
      street: '12 chemin de la Pointe',
      zipcode: '97232',
      city: 'Le Lamentin',
      phone: '0696112233',
      is_default_delivery: true,
      is_default_billing: true,
    }),
    customer,
    201,
  );
  const element = api.db.prepare("SELECT id FROM product WHERE reference = 'HA12-12'").pluck().get() as number;
  const cart = data(await call('POST', '/cart/update', { cart_token: null, elements: [{ element_id: element, quantity: 2 }] }), cartResponse);
  const carriers = data(await api.get('/carrier'), z.array(carrier));
  const payments = data(await api.get('/payment'), z.array(payment));
  const address = book.addresses.at(-1)!.address_id;
  const placed = data(
    await call('POST', '/order', {
      cart_token: cart.token,
      carrier_id: carriers.find((x) => x.code === 'retrait-lamentin')!.id,
      payment_id: payments.find((p) => p.code === paymentCode)!.id,
      delivery_address_id: address,
      billing_address_id: address,
      accept_cgv: true,
    }),
    order,
    201,
  );
  return { order: placed, element, call };
}

/** The payment's state as the confirmation page reads it. */
export const paymentOf = async ({ api, buyer }: PayingWorld, number: string) =>
  data(await api.request('GET', `/order/${number}/payment`, { token: buyer.token }), cardPaymentState);

/** The hosted page's form, sent as a browser sends it: the double's answer (a 303 back to the shop, or a page). */
export const submitCard = (url: string, number: string) =>
  fetch(url, { method: 'POST', body: new URLSearchParams({ number, expiry: '12/34', cvc: '123' }), redirect: 'manual' });
