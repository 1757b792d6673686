import { testApi, type TestApi } from '../testing';
import { sweepAbandonedCarts } from './abandoned-carts';

/**
 * A visitor's first add without a session makes a cart, which nothing ever deleted: a script at the writes' pace grew
 * the database by a cart a request for good. An anonymous cart a day past its end is deleted with its lines; a
 * customer's, one still open to its visitor, and one a document names are kept.
 */
let api: TestApi;
beforeAll(async () => {
  api = await testApi();
});
afterAll(() => api.close());

const DAY = 24 * 60 * 60 * 1000;
const element = () => api.db.prepare("SELECT id FROM product WHERE reference = 'HA12-12'").pluck().get() as number;
async function anonymousCart() {
  const res = await api.request('POST', '/cart/update', { body: { cart_token: null, elements: [{ element_id: element(), quantity: 1 }] } });
  expect(res.statusCode).toBe(200);
  return res.json().data.token as string;
}
const exists = (token: string) => api.db.prepare('SELECT 1 FROM cart WHERE token = ?').get(token) !== undefined;

it('deletes anonymous carts a day past their end, with their lines, and keeps the others', async () => {
  const old = await anonymousCart();
  const token = await api.login();
  const mine = await api.request('POST', '/cart/update', { token, body: { cart_token: null, elements: [{ element_id: element(), quantity: 2 }] } });
  expect(mine.statusCode).toBe(200);
  const customers = api.db.prepare('SELECT COUNT(*) FROM cart WHERE customer_id IS NOT NULL').pluck().get();
  // its end (three days) and a day more
  api.clock.advance(4 * DAY + 60_000);
  const fresh = await anonymousCart();
  const lines = api.db.prepare('SELECT COUNT(*) FROM cart_line').pluck().get() as number;
  expect(await sweepAbandonedCarts(api.db, api.clock.now)).toBe(1);
  expect([exists(old), exists(fresh)]).toEqual([false, true]);
  expect(api.db.prepare('SELECT COUNT(*) FROM cart_line').pluck().get()).toBe(lines - 1);
  expect(api.db.prepare('SELECT COUNT(*) FROM cart WHERE customer_id IS NOT NULL').pluck().get()).toBe(customers);
  // swept again: nothing more
  expect(await sweepAbandonedCarts(api.db, api.clock.now)).toBe(0);
});

it('keeps an expired anonymous cart that another table names, and deletes the rest in batches', async () => {
  // the first test's fresh cart out of the way
  api.clock.advance(4 * DAY + 60_000);
  await sweepAbandonedCarts(api.db, api.clock.now);
  const named = await anonymousCart();
  const others = [await anonymousCart(), await anonymousCart(), await anonymousCart()];
  api.clock.advance(4 * DAY + 60_000);
  // a table of tomorrow that names carts without deleting with them (as orders and quotations do)
  api.db.exec('CREATE TABLE cart_note (id INTEGER PRIMARY KEY, cart_id INTEGER NOT NULL REFERENCES cart(id))');
  api.db.prepare('INSERT INTO cart_note (cart_id) VALUES ((SELECT id FROM cart WHERE token = ?))').run(named);
  expect(await sweepAbandonedCarts(api.db, api.clock.now, undefined, 2)).toBe(3);
  expect([named, ...others].map(exists)).toEqual([true, false, false, false]);
});
