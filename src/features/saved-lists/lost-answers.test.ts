/** @jest-environment ./src/test-support/jsdom-env.ts */
import { PRO, type TestApi } from '../../../backend/src/testing';
import type { PageCalls } from '../../test-support/held-calls';
import { proOnThePage } from '../../test-support/pro-on-the-page';

/**
 * A saved list on an island's network: the API does what was asked (a new list, the list in the cart), the answer is
 * lost, the buyer reads that the shop could not be reached and presses again. He has one list, his cart holds the list
 * once; a press after an answer is one of its own.
 */
let api: TestApi;
let pageCalls: PageCalls;
let lists: typeof import('./api');
let cart: typeof import('../cart/api/cart-store');
beforeAll(async () => {
  ({ api, pageCalls } = await proOnThePage());
  lists = await import('./api');
  cart = await import('../cart/api/cart-store');
});
afterAll(() => api.close());

const product = (reference: string) => api.db.prepare('SELECT id FROM product WHERE reference = ?').pluck().get(reference) as number;
const held = (token: string) =>
  api.db
    .prepare('SELECT l.quantity FROM cart_line l JOIN cart c ON c.id = l.cart_id WHERE c.token = ? AND l.product_id = ?')
    .pluck()
    .get(token, product('HA12-12'));

it('holds once the list put in the cart again after its answer was lost, and adds it again after an answer', async () => {
  const token = await api.login(PRO.email, PRO.password);
  const made = await api.request('POST', '/list', { token, body: { name: 'Dalle du garage', lines: [{ element_id: product('HA12-12'), quantity: 7 }] } });
  const list = (JSON.parse(made.body) as { data: { list_id: number } }).data.list_id;

  await lists.listToCart(list, 'Liste ajoutée au panier');
  const cartToken = cart.currentCartToken()!;
  expect(held(cartToken)).toBe(7);

  const lost = pageCalls.loseNextAnswer({ only: (c) => c.url.includes(`/list/${list}/cart`) });
  await expect(lists.listToCart(list, 'Liste ajoutée au panier')).rejects.toThrow(/injoignable/);
  await lost;
  expect(held(cartToken)).toBe(14);

  await lists.listToCart(list, 'Liste ajoutée au panier');
  expect(held(cartToken)).toBe(14);
  // answered: the buyer's next press is one of its own
  await lists.listToCart(list, 'Liste ajoutée au panier');
  expect(held(cartToken)).toBe(21);
});

it('makes one list of a cart saved again after its answer was lost, and another after an answer', async () => {
  const named = (name: string) => api.db.prepare('SELECT COUNT(*) FROM saved_list WHERE name = ?').pluck().get(name);
  const lost = pageCalls.loseNextAnswer({ only: (c) => new URL(c.url).pathname.endsWith('/list') });
  await expect(lists.saveCartAsList('Chantier Lamentin', null)).rejects.toThrow(/injoignable/);
  await lost;
  expect(named('Chantier Lamentin')).toBe(1);
  const list = await lists.saveCartAsList('Chantier Lamentin', null);
  expect(named('Chantier Lamentin')).toBe(1);
  expect(list.lines.map((l) => l.reference)).toContain('HA12-12');
  // answered: the buyer's next press is a list of its own
  await lists.createEmptyList('Chantier Lamentin', null);
  expect(named('Chantier Lamentin')).toBe(2);
});
