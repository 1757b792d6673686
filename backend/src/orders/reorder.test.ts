import { orderList, reorderAnswer } from '@trefima/domain/contract';
import { data, failure, PRIVATE, testApi, type TestApi } from '../testing';

/** « Commander à nouveau »: a past order's lines back in the cart at today's prices, saying what changed or cannot come back. */
let api: TestApi;
let pro: string;
beforeAll(async () => {
  api = await testApi();
  pro = await api.login();
});
afterAll(() => api.close());

const PLAN = 2; // the professional's territory, where his orders were placed
const call = (path: string, body: unknown = {}, token = pro) => api.request('POST', path, { body, token, plan: PLAN });
const lines = () => api.db.prepare('SELECT COUNT(*) FROM cart_line').pluck().get() as number;

async function firstOrder() {
  const list = data(await api.request('GET', '/order', { token: pro, plan: PLAN }), orderList);
  const order = list.items.find((o) => o.lines.length >= 2 && o.lines.every((l) => !l.schedule));
  if (!order) throw new Error('the seed gives the professional an order of two lines or more');
  return order;
}

describe('POST /order/{id}/reorder', () => {
  it('puts the order’s lines back in the cart, naming a price that moved and a product no longer sold', async () => {
    const order = await firstOrder();
    const [moved, gone, ...rest] = order.lines;
    api.db.prepare('UPDATE product_price SET price_ht = price_ht + 100 WHERE product_id = ? AND sales_plan_id = ?').run(moved.element_id, PLAN);
    api.db.prepare('DELETE FROM product_price WHERE product_id = ? AND sales_plan_id = ?').run(gone.element_id, PLAN);
    const answer = data(await call(`/order/${order.number}/reorder`), reorderAnswer);
    expect(answer.skipped).toEqual([{ reference: gone.reference, name: gone.name, reason: 'Ce produit n’est plus vendu en Guadeloupe.' }]);
    expect(answer.changed).toEqual([{ reference: moved.reference, name: moved.name, was_ht: moved.unit_price_ht, now_ht: expect.any(Number) }]);
    expect(answer.changed[0].now_ht).toBeGreaterThan(moved.unit_price_ht);
    const inCart = answer.cart.cart.list.map((l) => [l.element_id, l.quantity]);
    for (const l of [moved, ...rest]) expect(inCart).toContainEqual([l.element_id, l.quantity]);
    expect(inCart.map(([id]) => id)).not.toContain(gone.element_id);
  });

  it('is the customer’s own orders only, and needs a session', async () => {
    const order = await firstOrder();
    const before = lines();
    const other = await api.login(PRIVATE.email, PRIVATE.password);
    expect(failure(await call(`/order/${order.id}/reorder`, {}, other), 404).message).toBe('Cette commande est introuvable.');
    expect((await api.request('POST', `/order/${order.id}/reorder`, { body: {}, plan: PLAN })).statusCode).not.toBe(200);
    expect(lines()).toBe(before);
  });
});

describe('POST /order/{id}/reorder with a request key', () => {
  // « Commander à nouveau » pressed again, its answer lost on an island's network: the order's lines in the cart once
  it('puts the lines in the cart once for one key, again for another, and refuses a key that is not one', async () => {
    const order = await firstOrder();
    const quantities = (a: { cart: { cart: { list: { element_id: number; quantity: number }[] } } }) =>
      order.lines.map((l) => a.cart.cart.list.find((c) => c.element_id === l.element_id)?.quantity ?? 0);
    const again = (key?: string) => call(`/order/${order.number}/reorder`, { request_key: key });
    const first = quantities(data(await again('commande-encore-0001'), reorderAnswer));
    expect(quantities(data(await again('commande-encore-0001'), reorderAnswer))).toEqual(first);
    const second = quantities(data(await again('commande-encore-0002'), reorderAnswer));
    expect(second).toEqual(first.map((q, i) => (q ? q + order.lines[i].quantity : 0)));
    const before = lines();
    expect(failure(await again('x'), 422).errors).toEqual({ request_key: 'La clé de la demande est illisible : rechargez la page, puis demandez à nouveau.' });
    expect(lines()).toBe(before);
  });
});
