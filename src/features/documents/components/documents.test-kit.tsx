import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { TestApi } from '../../../../backend/src/testing';
import type { Quotation } from '@trefima/domain/contract';
import { I18nProvider } from '../../../i18n/provider';
import { browserApi } from '../../../test-support/browser-api';

/**
 * What the tests of /mes-devis and /mes-commandes share (each test file
 * mocks `gatsby` itself, jest hoists it): the real reference API, the demo
 * professional signed in in the browser code and on a token of his own for
 * setting up, the sales office's admin calls, and a page rendered as the
 * customer space does. Call at the top of a test file.
 */
export function documentsKit() {
  const state = { api: undefined as unknown as TestApi, token: '', customerId: 0, fetchSpy: undefined as unknown as jest.SpyInstance };
  const call = async (method: 'GET' | 'POST', path: string, body?: unknown, token = state.token) => {
    const res = await state.api.request(method, path, { body, token });
    if (res.statusCode >= 400) throw new Error(`${method} ${path}: ${res.statusCode} ${res.body}`);
    return JSON.parse(res.body).data;
  };
  /** YYYY-MM-DD, `days` from today */
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

  /** A fresh request of three HA12 bars, answered by the office at 15 € HT each, valid ten days (`proposal`: what it says otherwise). */
  async function sentQuotation(proposal: Record<string, unknown> = {}): Promise<Quotation> {
    const element = state.api.db.prepare("SELECT id FROM product WHERE reference = 'HA12-12'").pluck().get() as number;
    const cart = await call('POST', '/cart/update', { elements: [{ element_id: element, quantity: 3 }] });
    const asked = (await call('POST', '/cart/convert-to-quotation', { cart_token: cart.token })) as Quotation;
    return call(
      'POST',
      `/admin/quotations/${asked.id}/propose`,
      {
        valid_until: inDays(10),
        message: 'Prix ferme jusqu’à la fin de validité.',
        delivery_terms: 'Livraison sous 5 jours ouvrés.',
        delivery_ht: 0,
        lines: asked.lines.map(() => ({ unit_price_ht: 1500 })),
        ...proposal,
      },
      'test-admin-token',
    );
  }

  beforeAll(async () => {
    state.api = await browserApi();
    state.fetchSpy = jest.spyOn(globalThis, 'fetch');
    const { login } = await import('../../account/session-actions');
    await login({ login: 'pro@trefima.example', password: 'Demo-Pro-971!' });
    state.token = await state.api.login();
    state.customerId = (await call('GET', '/user/logged')).customer.customer_id;
  });
  afterAll(() => state.api.close());

  return Object.assign(state, {
    call,
    inDays,
    sentQuotation,
    /** what the page sent that changes something */
    writes: () => (state.fetchSpy.mock.calls as [unknown, RequestInit | undefined][]).filter(([, init]) => init?.method && init.method !== 'GET'),
    /** Each page reads again, as a page opened later would (not deduplicated with an earlier test's read). */
    show: (page: ReactNode) =>
      render(
        <I18nProvider>
          <SWRConfig value={{ dedupingInterval: 0 }}>{page}</SWRConfig>
        </I18nProvider>,
      ),
  });
}
