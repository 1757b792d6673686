/** @jest-environment ./src/test-support/jsdom-env.ts */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TestApi } from '../../../../backend/src/testing';
import { I18nProvider } from '../../../i18n/provider';
import { browserApi, quiet } from '../../../test-support/browser-api';
import { spyOnPageCalls, type PageCalls } from '../../../test-support/held-calls';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());
// Gatsby's own copy of the router, which only the build resolves
jest.mock('@reach/router', () => ({ useLocation: () => ({ pathname: '/panier' }) }), { virtual: true });

/**
 * /panier against the real reference API, when a line the buyer changes was
 * removed meanwhile in another tab: the page takes the cart as it is, and
 * the focus goes to the list's heading unless the buyer went on elsewhere
 * while the answer was on its way.
 */
let api: TestApi;
let pageCalls: PageCalls;
let CartView: typeof import('./cart-view').CartView;
let CartShortcut: typeof import('../../../components/header-tools/cart-shortcut').CartShortcut;
let actions: typeof import('../api/actions');
let cartStore: typeof import('../api/cart-store');

beforeAll(async () => {
  api = await browserApi();
  pageCalls = spyOnPageCalls();
  ({ CartView } = await import('./cart-view'));
  ({ CartShortcut } = await import('../../../components/header-tools/cart-shortcut'));
  actions = await import('../api/actions');
  cartStore = await import('../api/cart-store');
});
afterAll(() => api.close());

const SPACER = 'DIST-FIL-30';
const BAR = 'HA12-12';
const product = (ref: string) => api.db.prepare('SELECT id, name FROM product WHERE reference = ?').get(ref) as { id: number; name: string };

/** A fresh cart in the API with these products (10 of each), its page shown, and `removeElsewhere`: a line removed as another tab would. */
async function renderCart(...refs: string[]) {
  actions.forgetCart();
  await act(async () => {
    for (const ref of refs) await actions.addToCart({ element_id: product(ref).id, quantity: 10 }, product(ref).name);
  });
  const token = cartStore.currentCartToken()!;
  const user = userEvent.setup();
  render(
    <I18nProvider>
      <header>
        <CartShortcut />
      </header>
      <CartView />
    </I18nProvider>,
  );
  const list = await screen.findByRole('list', { name: 'Articles du panier' });
  // the page's own readings of the cart answered: none comes back while the test acts as another tab
  await quiet();
  const line = (ref: string) => within(list).getByText(`Réf. ${ref}`).closest('li')!;
  const removeElsewhere = async (ref: string) => {
    const id = api.db
      .prepare('SELECT l.id FROM cart_line l JOIN cart c ON c.id = l.cart_id WHERE c.token = ? AND l.product_id = ?')
      .pluck()
      .get(token, product(ref).id);
    await api.request('POST', '/cart/remove', { body: { cart_token: token, id } });
  };
  return { user, line, removeElsewhere };
}

/**
 * Holds the page's calls until `release`: the buyer goes on meanwhile. Its readings of the cart too, so that none
 * learns of the removal before the change does.
 */
const holdCalls = () => pageCalls.hold({ reads: true });

/** What the header's live region says of the last change. */
const announced = () => within(screen.getByRole('banner')).getByRole('status').textContent;
const removedMeanwhile = (ref: string) =>
  `${product(ref).name} n’est plus dans votre panier : il a été retiré entre-temps, depuis un autre onglet ou appareil.`;

describe('CartView, a line removed meanwhile in another tab', () => {
  it('leaves the focus on the line the buyer went on to while « + » was on its way, and keeps what he types there', async () => {
    const { user, line, removeElsewhere } = await renderCart(SPACER, BAR);
    const spacer = within(line(SPACER)).getByRole<HTMLInputElement>('spinbutton');
    const held = holdCalls();
    await removeElsewhere(BAR);
    try {
      await user.click(within(line(BAR)).getByRole('button', { name: `Augmenter la quantité de ${product(BAR).name}` }));
      await held.sent('POST');
      await user.click(spacer);
      expect(screen.getByText(`Réf. ${BAR}`)).toBeTruthy();
    } finally {
      held.release();
    }
    await waitFor(() => expect(screen.queryByText(`Réf. ${BAR}`)).toBeNull());
    await waitFor(() => expect(announced()).toBe(removedMeanwhile(BAR)));
    await quiet();
    expect(document.activeElement).toBe(spacer);
    await user.keyboard('{Backspace}{Backspace}20');
    expect(spacer.value).toBe('20');
  });

  it('leaves the focus on the header’s link the buyer went on to when that line was the last', async () => {
    const { user, line, removeElsewhere } = await renderCart(BAR);
    const cartLink = within(screen.getByRole('banner')).getByRole('link');
    const held = holdCalls();
    await removeElsewhere(BAR);
    try {
      await user.click(within(line(BAR)).getByRole('button', { name: `Augmenter la quantité de ${product(BAR).name}` }));
      await held.sent('POST');
      cartLink.focus();
    } finally {
      held.release();
    }
    await screen.findByRole('heading', { name: /^Votre panier est vide/ });
    await waitFor(() => expect(announced()).toBe(removedMeanwhile(BAR)));
    await quiet();
    expect(document.activeElement).toBe(cartLink);
  });
});
