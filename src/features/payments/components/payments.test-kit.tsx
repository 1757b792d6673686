import { render } from '@testing-library/react';
import type { AddressInfo } from 'node:net';
import * as nodeTimers from 'node:timers';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { payingWorld, paymentOf, placeCardOrder, submitCard, type PayingWorld } from '../../../../backend/src/payments/testing-payments';
import { I18nProvider } from '../../../i18n/provider';

/** Stripe's documented test cards, as the provider double takes them. */
export const CARDS = { accepted: '4242424242424242', declined: '4000000000009995' } as const;

/**
 * What the tests of card payment online share (each test file mocks `gatsby`
 * and `../leave-for` itself, jest hoists them): the real reference API with
 * its provider, the Stripe double, which notifies the API as Stripe would;
 * a private buyer of Martinique signed in in the browser code. Call at the
 * top of a test file, before the first import of browser code.
 */
/**
 * The API and the double sweep on Node's intervals, which they unref (jsdom's
 * are numbers): Node's while they start and stop.
 */
async function withNodeIntervals<T>(run: () => Promise<T>): Promise<T> {
  const { setInterval: set, clearInterval: clear } = globalThis;
  Object.assign(globalThis, { setInterval: nodeTimers.setInterval, clearInterval: nodeTimers.clearInterval });
  try {
    return await run();
  } finally {
    Object.assign(globalThis, { setInterval: set, clearInterval: clear });
  }
}

export function paymentsKit() {
  const state = { world: undefined as unknown as PayingWorld, fetchSpy: undefined as unknown as jest.SpyInstance };

  beforeAll(async () => {
    state.world = await withNodeIntervals(payingWorld);
    const { port } = state.world.api.app.server.address() as AddressInfo;
    process.env.GATSBY_SHOP_API_URL = `http://127.0.0.1:${port}/api/v1`;
    state.fetchSpy = jest.spyOn(globalThis, 'fetch');
    const email = state.world.api.db.prepare('SELECT email FROM customer WHERE id = ?').pluck().get(state.world.buyer.id) as string;
    const { login } = await import('../../account/session-actions');
    await login({ login: email, password: 'Chantier-972!' });
  }, 30_000);
  afterAll(async () => {
    state.world.api.app.server.closeAllConnections();
    await withNodeIntervals(() => state.world.close());
  });

  const admin = async (path: string, payload: object) => {
    const res = await state.world.api.app.inject({
      method: 'POST',
      url: `/api/v1/admin${path}`,
      headers: { authorization: 'Bearer test-admin-token' },
      payload,
    });
    if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
  };

  return Object.assign(state, {
    /** An order of two bars paid by card online (or `paymentCode`), placed: its payment not started. */
    placeOrder: async (paymentCode?: string) => (await placeCardOrder(state.world, paymentCode)).order,
    /** An order paid by cheque, set aside at the depot by the office: invoiced, the invoice due. */
    async unpaidInvoice() {
      const order = (await placeCardOrder(state.world, 'cheque')).order;
      for (const status of ['en_preparation', 'prete_retrait']) await admin(`/order/${order.id}/status`, { status });
      return state.world.api.db.prepare('SELECT number FROM invoice WHERE order_id = ?').pluck().get(order.id) as string;
    },
    /** The card given on the provider's page, as the buyer's browser sends it. */
    submit: (url: string, card: string) => submitCard(url, card),
    stateOf: (number: string) => paymentOf(state.world, number),
    /** what the page sent that changes something */
    writes: () =>
      (state.fetchSpy.mock.calls as [unknown, RequestInit | undefined][])
        .filter(([, init]) => init?.method && init.method !== 'GET')
        .map(([url, init]) => `${init!.method} ${new URL(String(url)).pathname}`),
    show: (page: ReactNode) =>
      render(
        <I18nProvider>
          <SWRConfig value={{ dedupingInterval: 0 }}>{page}</SWRConfig>
        </I18nProvider>,
      ),
  });
}
