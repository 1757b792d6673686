/** @jest-environment ./src/test-support/jsdom-env.ts */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRO, type TestApi } from '../../../../backend/src/testing';
import { I18nProvider } from '../../../i18n/provider';
import { browserApi } from '../../../test-support/browser-api';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());
jest.mock('@reach/router', () => ({ useLocation: () => ({ pathname: '/panier' }) }), { virtual: true });

/**
 * /panier open on a phone while the same customer orders the cart at the office: what the buyer then does on the
 * page shown before is not made to the ordered cart, the page shows the cart to go on with, and says why where he
 * reads it, not only to a screen reader (the header's live region), even when the cart to go on with is empty.
 */
let api: TestApi;
let CartView: typeof import('./cart-view').CartView;
let CartShortcut: typeof import('../../../components/header-tools/cart-shortcut').CartShortcut;
let actions: typeof import('../api/actions');
let cartStore: typeof import('../api/cart-store');
let session: typeof import('../../account/session-actions');

beforeAll(async () => {
  api = await browserApi();
  ({ CartView } = await import('./cart-view'));
  ({ CartShortcut } = await import('../../../components/header-tools/cart-shortcut'));
  actions = await import('../api/actions');
  cartStore = await import('../api/cart-store');
  session = await import('../../account/session-actions');
});
afterAll(() => api.close());
afterEach(async () => {
  await act(() => session.logout());
});

const bar = () => api.db.prepare("SELECT id, name FROM product WHERE reference = 'HA12-12'").get() as { id: number; name: string };
const CLOSED = 'Ce panier a été commandé ou transformé en devis entre-temps, depuis un autre onglet ou appareil : voici votre panier en cours.';
const MOVED =
  'Ce panier a été commandé ou transformé en devis entre-temps, depuis un autre onglet ou appareil, sans vos informations complémentaires : elles sont gardées pour votre panier en cours.';

/** The customer's cart with two bars, shown on /panier, then ordered elsewhere. */
async function orderedWhileShown() {
  await act(async () => {
    await session.login({ login: PRO.email, password: PRO.password });
    await actions.addToCart({ element_id: bar().id, quantity: 2 }, bar().name);
  });
  const token = cartStore.currentCartToken()!;
  const user = userEvent.setup();
  render(
    <I18nProvider>
      <header>
        <CartShortcut />
      </header>
      <main>
        <CartView />
      </main>
    </I18nProvider>,
  );
  await screen.findByRole('list', { name: 'Articles du panier' });
  api.db.prepare("UPDATE cart SET status = 'ordered' WHERE token = ?").run(token);
  return { user, token };
}

/** The words as the page shows them, outside the header's live region. */
const shown = (text: string) => within(screen.getByRole('main')).findByText(text);

describe('a cart ordered on another device while /panier shows it', () => {
  it('a quantity changed there: not made, the cart to go on with shown, and why, in the page', async () => {
    const { user, token } = await orderedWhileShown();
    await user.click(screen.getByRole('button', { name: `Augmenter la quantité de ${bar().name}` }));
    expect(await shown(CLOSED)).toBeTruthy();
    await waitFor(() => expect(cartStore.currentCartToken()).not.toBe(token));
    expect(api.db.prepare('SELECT l.quantity FROM cart_line l JOIN cart c ON c.id = l.cart_id WHERE c.token = ?').pluck().get(token)).toBe(2);
  });

  it('the complementary information typed there: kept for the cart to go on with, and said in the page', async () => {
    const { user, token } = await orderedWhileShown();
    const text = 'Portail nord, après 7 h.';
    await user.type(screen.getByRole('textbox', { name: 'Informations complémentaires' }), text);
    await user.tab();
    expect(await shown(MOVED)).toBeTruthy();
    const now = cartStore.currentCartToken()!;
    expect(now).not.toBe(token);
    expect(api.db.prepare('SELECT complementary_information FROM cart WHERE token = ?').pluck().get(now)).toBe(text);
  });
});
