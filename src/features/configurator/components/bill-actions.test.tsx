/** @jest-environment ./src/test-support/jsdom-env.ts */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { PRIVATE, type TestApi } from '../../../../backend/src/testing';
import type { Bill } from '../roof';
import { browserApi, quiet } from '../../../test-support/browser-api';
import { spyOnPageCalls, type PageCalls } from '../../../test-support/held-calls';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());

/**
 * The roof's bill under « Demander un devis »: a visitor without a session is
 * told he will be asked to sign in; a signed-in buyer never is, not even while
 * his session is still being read on a slow network. Once the bill is in the
 * cart, the keyboard is on what it says, not back at the top of the page.
 */
let api: TestApi;
let BillActions: typeof import('./bill-actions').BillActions;
let useSession: typeof import('../../session/api/use-session').useSession;
const HINT = /vous serez invité à vous connecter/;
const BILL = { lines: [], area: 0, sheets: 0, screws: 0, geometry: {}, warnings: [] } as unknown as Bill;

let pageCalls: PageCalls;

beforeAll(async () => {
  api = await browserApi();
  pageCalls = spyOnPageCalls();
  ({ BillActions } = await import('./bill-actions'));
  ({ useSession } = await import('../../session/api/use-session'));
});
afterAll(() => api.close());
afterEach(() => {
  document.cookie = 'jwt_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

/** Says when the page knows the buyer: his session's answer has come. */
function SessionKnown() {
  return useSession().isLogged ? <p>session lue</p> : null;
}

const renderActions = () =>
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <BillActions bill={BILL} summary="Toiture" />
      <SessionKnown />
    </SWRConfig>,
  );

const product = (name: string) => (api.db.prepare('SELECT id FROM product WHERE name LIKE ? ORDER BY id LIMIT 1').get(`${name}%`) as { id: number }).id;

/** The frame after the answer's: where the component's `requestAnimationFrame` has moved the focus, if it did. */
const nextFrame = () => act(() => new Promise<void>((r) => requestAnimationFrame(() => r())));

describe('BillActions', () => {
  it('tells a visitor without a session that the quotation asks him to sign in', () => {
    renderActions();
    expect(screen.getByText(HINT)).toBeTruthy();
  });

  it('never tells a signed-in buyer to sign in, while his session is read nor after', async () => {
    const token = await api.login(PRIVATE.email, PRIVATE.password);
    document.cookie = `jwt_token=${encodeURIComponent(token)}; path=/`;
    renderActions();
    expect(screen.queryByText(HINT)).toBeNull();
    // the session's answer came: still nothing to sign in to
    await screen.findByText('session lue');
    expect(screen.queryByText(HINT)).toBeNull();
  });

  it('puts the focus on what it says once the bill is in the cart, not on the page (its button was disabled meanwhile)', async () => {
    const lines = [
      { productId: product('Faîtière'), kind: 'ridge', label: 'Faîtière', quantity: 6 },
      { productId: product('Closoir'), kind: 'closure', label: 'Closoir', quantity: 40 },
    ];
    const user = userEvent.setup();
    render(<BillActions bill={{ ...BILL, lines } as Bill} summary="Toiture" />);
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    const status = await screen.findByText('Les 2 articles de votre toiture ont été ajoutés au panier.');
    await waitFor(() => expect(document.activeElement).toBe(status.closest('[role="status"]')));
  });

  it('leaves the focus where the buyer went while the bill was on its way to the cart, and keeps what he types there', async () => {
    const lines = [
      { productId: product('Faîtière'), kind: 'ridge', label: 'Faîtière', quantity: 6 },
      { productId: product('Closoir'), kind: 'closure', label: 'Closoir', quantity: 40 },
    ];
    const user = userEvent.setup();
    // the configurator's fields, above the bill: the buyer goes back to them meanwhile
    render(
      <>
        <label>
          Longueur du pan <input />
        </label>
        <BillActions bill={{ ...BILL, lines } as Bill} summary="Toiture" />
      </>,
    );
    const field = screen.getByRole('textbox', { name: 'Longueur du pan' });
    const held = pageCalls.hold({ reads: true });
    try {
      await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
      await held.sent('POST');
      await user.click(field);
    } finally {
      held.release();
    }
    await screen.findByText('Les 2 articles de votre toiture ont été ajoutés au panier.');
    await quiet();
    await nextFrame();
    expect(document.activeElement).toBe(field);
    await user.keyboard('12');
    expect((field as HTMLInputElement).value).toBe('12');
  });

  it('gives the first quotation to a request pressed again after its answer was lost, and quotes it once', async () => {
    const token = await api.login(PRIVATE.email, PRIVATE.password);
    document.cookie = `jwt_token=${encodeURIComponent(token)}; path=/`;
    const customer = api.db.prepare('SELECT id FROM customer WHERE email = ?').pluck().get(PRIVATE.email);
    const quotations = () => api.db.prepare('SELECT number FROM quotation WHERE customer_id = ? ORDER BY id').pluck().all(customer) as string[];
    const before = quotations();
    const lines = [{ productId: product('Faîtière'), kind: 'ridge', label: 'Faîtière', quantity: 6 }];
    const user = userEvent.setup();
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <BillActions bill={{ ...BILL, lines } as Bill} summary="Toiture 10 × 8 m" />
      </SWRConfig>,
    );
    const lost = pageCalls.loseNextAnswer({ only: (c) => c.url.includes('/cart/convert-to-quotation') });
    await user.click(screen.getByRole('button', { name: 'Demander un devis' }));
    await lost;
    expect((await screen.findByRole('alert')).textContent).toMatch(/injoignable/);
    const [made] = quotations().slice(before.length);
    await user.click(screen.getByRole('button', { name: 'Demander un devis' }));
    expect((await screen.findByText(/a été envoyée/)).textContent).toContain(made);
    expect(quotations().slice(before.length)).toEqual([made]);
    await quiet();
  });

  it('puts the bill in the cart once when « Ajouter au panier » is pressed again after its answer was lost', async () => {
    const lines = [
      { productId: product('Faîtière'), kind: 'ridge', label: 'Faîtière', quantity: 6 },
      { productId: product('Closoir'), kind: 'closure', label: 'Closoir', quantity: 40 },
    ];
    // what earlier tests put in this browser's cart, if any
    const { currentCartToken } = await import('../../cart/api/cart-store');
    const inCart = (id: number) =>
      (api.db
        .prepare('SELECT l.quantity FROM cart_line l JOIN cart c ON c.id = l.cart_id WHERE c.token = ? AND l.product_id = ?')
        .pluck()
        .get(currentCartToken(), id) as number | undefined) ?? 0;
    const before = lines.map((l) => inCart(l.productId));
    const user = userEvent.setup();
    render(<BillActions bill={{ ...BILL, lines } as Bill} summary="Toiture" />);
    const lost = pageCalls.loseNextAnswer({ only: (c) => c.url.includes('/cart/update') });
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    await lost;
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Votre toiture n’a pas été ajoutée au panier. Le serveur est injoignable. Vérifiez votre connexion et réessayez.',
    );
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    await screen.findByText('Les 2 articles de votre toiture ont été ajoutés au panier.');
    expect(inCart(lines[0].productId) - before[0]).toBe(6);
    expect(inCart(lines[1].productId) - before[1]).toBe(40);
    await quiet();
  });

  it('puts none of the bill in the cart when one of its lines is refused, and says why', async () => {
    const bar = api.db.prepare("SELECT id, stock FROM product WHERE reference = 'HA12-12'").get() as { id: number; stock: number };
    const lines = [
      { productId: product('Faîtière'), kind: 'ridge', label: 'Faîtière', quantity: 6 },
      { productId: bar.id, kind: 'sheet', label: 'Barre', quantity: bar.stock + 1 },
    ];
    const { currentCartToken } = await import('../../cart/api/cart-store');
    const count = () =>
      api.db.prepare('SELECT COALESCE(SUM(l.quantity), 0) FROM cart_line l JOIN cart c ON c.id = l.cart_id WHERE c.token = ?').pluck().get(currentCartToken());
    const before = count();
    const user = userEvent.setup();
    render(<BillActions bill={{ ...BILL, lines } as Bill} summary="Toiture" />);
    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Votre toiture n’a pas été ajoutée au panier\. Il ne reste que /);
    expect(count()).toBe(before);
    await quiet();
  });
});
