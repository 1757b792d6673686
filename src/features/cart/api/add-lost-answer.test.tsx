/** @jest-environment ./src/test-support/jsdom-env.ts */
import type { TestApi } from '../../../../backend/src/testing';
import { browserApi } from '../../../test-support/browser-api';
import { spyOnPageCalls, type PageCalls } from '../../../test-support/held-calls';

/**
 * « Ajouter au panier » on an island's network: the API adds the bars, the answer is lost, the buyer reads that the
 * shop could not be reached and presses again. His cart holds the bars once; a press after an answer adds again.
 */
let api: TestApi;
let pageCalls: PageCalls;
let cart: typeof import('./actions');
let store: typeof import('./cart-store');
beforeAll(async () => {
  api = await browserApi();
  pageCalls = spyOnPageCalls();
  cart = await import('./actions');
  store = await import('./cart-store');
});
afterAll(() => api.close());

const bar = () => api.db.prepare("SELECT id FROM product WHERE reference = 'HA10-6'").pluck().get() as number;
const inCart = (token: string) =>
  api.db.prepare('SELECT l.quantity FROM cart_line l JOIN cart c ON c.id = l.cart_id WHERE c.token = ? AND l.product_id = ?').pluck().get(token, bar());

it('holds once the bars of an add pressed again after its answer was lost, and adds again after an answer', async () => {
  await cart.addToCart({ element_id: bar(), quantity: 5 }, 'Barre HA Ø10 – 6 m');
  const token = store.currentCartToken()!;

  const lost = pageCalls.loseNextAnswer({ only: (c) => c.url.includes('/cart/update') });
  await expect(cart.addToCart({ element_id: bar(), quantity: 40 }, 'Barre HA Ø10 – 6 m')).rejects.toThrow(/injoignable/);
  await lost;
  expect(inCart(token)).toBe(45);

  await cart.addToCart({ element_id: bar(), quantity: 40 }, 'Barre HA Ø10 – 6 m');
  expect(inCart(token)).toBe(45);
  // answered: the buyer's next press is an addition of its own
  await cart.addToCart({ element_id: bar(), quantity: 40 }, 'Barre HA Ø10 – 6 m');
  expect(inCart(token)).toBe(85);
});
