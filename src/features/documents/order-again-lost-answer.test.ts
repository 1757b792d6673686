/** @jest-environment ./src/test-support/jsdom-env.ts */
import { PRO, type TestApi } from '../../../backend/src/testing';
import type { PageCalls } from '../../test-support/held-calls';
import { proOnThePage } from '../../test-support/pro-on-the-page';

/**
 * « Commander à nouveau » on an island's network: the API puts the order's lines in the cart, the answer is lost, the
 * buyer reads that the shop could not be reached and presses again. His cart holds the lines once; a press after an
 * answer adds them again.
 */
let api: TestApi;
let pageCalls: PageCalls;
let documents: typeof import('./api');
let cart: typeof import('../cart/api/cart-store');
beforeAll(async () => {
  ({ api, pageCalls } = await proOnThePage());
  documents = await import('./api');
  cart = await import('../cart/api/cart-store');
});
afterAll(() => api.close());

const held = (token: string) =>
  api.db.prepare('SELECT l.product_id, l.quantity FROM cart_line l JOIN cart c ON c.id = l.cart_id WHERE c.token = ? ORDER BY l.product_id').all(token) as {
    product_id: number;
    quantity: number;
  }[];

it('holds once the lines of an order put back in the cart again after its answer was lost, and adds again after an answer', async () => {
  const order = api.db
    .prepare('SELECT o.id FROM "order" o JOIN customer c ON c.id = o.customer_id WHERE c.email = ? ORDER BY o.id LIMIT 1')
    .pluck()
    .get(PRO.email) as number;
  await documents.orderAgain(order, 'Commande ajoutée au panier');
  const token = cart.currentCartToken()!;
  const once = held(token);
  expect(once.length).toBeGreaterThan(0);

  const lost = pageCalls.loseNextAnswer({ only: (c) => c.url.includes('/reorder') });
  await expect(documents.orderAgain(order, 'Commande ajoutée au panier')).rejects.toThrow(/injoignable/);
  await lost;
  const twice = once.map((l) => ({ ...l, quantity: l.quantity * 2 }));
  expect(held(token)).toEqual(twice);

  await documents.orderAgain(order, 'Commande ajoutée au panier');
  expect(held(token)).toEqual(twice);
  // answered: the buyer's next press is one of its own
  await documents.orderAgain(order, 'Commande ajoutée au panier');
  expect(held(token)).toEqual(once.map((l) => ({ ...l, quantity: l.quantity * 3 })));
});
