/** @jest-environment ./src/test-support/jsdom-env.ts */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TestApi } from '../../../../backend/src/testing';
import { I18nProvider } from '../../../i18n/provider';
import { browserApi } from '../../../test-support/browser-api';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());
jest.mock('@reach/router', () => ({ useLocation: () => ({ pathname: '/panier' }) }), { virtual: true });

/**
 * Text typed in « Informations complémentaires », then « Demander un devis »
 * at once (issue 43, a buyer walk): the click that leaves the field is the
 * request. The save it starts says nothing above the buttons (no new total is
 * on its way), and the request waits for it and carries the text, against
 * the real reference API.
 */
const realFetch = globalThis.fetch;
let api: TestApi;
let fetchSpy: jest.SpyInstance;
let CartView: typeof import('./cart-view').CartView;
let actions: typeof import('../api/actions');
let session: typeof import('../../account/session-actions');

beforeAll(async () => {
  api = await browserApi();
  fetchSpy = jest.spyOn(globalThis, 'fetch');
  ({ CartView } = await import('./cart-view'));
  actions = await import('../api/actions');
  session = await import('../../account/session-actions');
});
afterAll(() => api.close());

const TEXT = 'Livraison le matin, accès par la rue Schoelcher.';
const sentTo = (path: string) => fetchSpy.mock.calls.filter(([url, init]) => init?.method === 'POST' && String(url).includes(path));

it('asks the quotation with the text typed, in one click, after the text’s save', async () => {
  await api.signUp('devis-un-clic@example.com');
  await session.login({ login: 'devis-un-clic@example.com', password: 'Chantier-972!' });
  const bar = api.db.prepare("SELECT id FROM product WHERE reference = 'HA12-12'").pluck().get() as number;
  await actions.addToCart({ element_id: bar, quantity: 3 }, 'Barre');
  const user = userEvent.setup();
  render(
    <I18nProvider>
      <CartView />
    </I18nProvider>,
  );
  const field = await screen.findByLabelText('Informations complémentaires');
  const status = within(screen.getByRole('complementary')).getAllByRole('status')[0]!;
  await user.type(field, TEXT);

  // the save on leaving the field is held on its way
  let release = () => undefined as void;
  const held = new Promise<void>((r) => (release = r));
  let saved = false;
  fetchSpy.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === 'POST' && String(input).includes('/cart/update')) {
      await held;
      const res = await realFetch(input, init);
      saved = true;
      return res;
    }
    if (String(input).includes('/convert-to-quotation')) expect(saved).toBe(true);
    return realFetch(input, init);
  });
  fetchSpy.mockClear();
  try {
    await user.click(screen.getByRole('button', { name: 'Demander un devis' }));
    await waitFor(() => expect(sentTo('/cart/update')).toHaveLength(1));
    // the totals do not change: nothing is said above the buttons, which stay where the pointer is
    expect(status.textContent).toBe('');
    expect(sentTo('/convert-to-quotation')).toHaveLength(0);
  } finally {
    release();
  }
  await screen.findByRole('heading', { name: /^Votre demande de devis n°\S+ a bien été envoyée\.$/ });
  fetchSpy.mockImplementation(realFetch);
  expect(sentTo('/convert-to-quotation')).toHaveLength(1);
  const asked = api.db.prepare('SELECT complementary_information FROM quotation ORDER BY id DESC LIMIT 1').pluck().get();
  expect(asked).toBe(TEXT);
});
