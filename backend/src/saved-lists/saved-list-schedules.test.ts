import { barSchedule, cartResponse, savedList, savedListCartAnswer, savedListList } from '@trefima/domain/contract';
import { data, failure, testApi, type TestApi } from '../testing';
import { BAR10, HEADER, LINK8, U12, seen } from '../testing-schedules';

/**
 * A cart saved as a list keeps its bar schedules (issue 43, a buyer walk:
 * they were dropped without a word), as references to the schedules: the
 * list put back in the cart brings each schedule's current revision at
 * today's figures, or says why it cannot.
 */
let api: TestApi;
let buyer: string;
let other: string;
beforeAll(async () => {
  api = await testApi();
  buyer = (await api.signUp('listes-nomenclatures@example.com')).token;
  other = (await api.signUp('autre-client@example.com')).token;
});
afterAll(() => api.close());

type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, path: string, body?: unknown, token = buyer) => api.request(method, path, { body, token });
const id = (ref: string) => api.db.prepare('SELECT id FROM product WHERE reference = ?').pluck().get(ref) as number;
const schedule = async (rows: unknown[], token = buyer) => data(await call('POST', '/nomenclature', { header: HEADER, rows }, token), barSchedule, 201);
const cart = async (token = buyer) => data(await api.request('GET', '/cart', { token }), cartResponse).cart;
const emptyCart = async (token = buyer) => {
  for (const l of (await cart(token)).list) await api.request('POST', '/cart/remove', { body: { cart_token: (await tokenOf(token))!, id: l.id }, token });
};
const tokenOf = async (token: string) => data(await api.request('GET', '/cart', { token }), cartResponse).token;

describe('a cart with a bar schedule saved as a list', () => {
  it('keeps the schedule as a reference, and puts back its current revision at its current figures', async () => {
    const s = await schedule([U12, LINK8]);
    data(await call('POST', '/cart/update', { elements: [{ element_id: id('HA12-12'), quantity: 3 }] }), cartResponse);
    data(await call('POST', `/nomenclature/${s.id}/cart`, seen(s)), cartResponse);
    const list = data(await call('POST', '/list', { name: 'Maison type F4', from_cart: true }), savedList, 201);
    expect(list.lines.map((l) => [l.reference, l.quantity])).toEqual([['HA12-12', 3]]);
    expect(list.schedules).toEqual([
      { schedule_id: s.id, number: s.number, title: HEADER.title, revision: 'A', mass_g: s.totals.mass_g, available: true, reason: null },
    ]);
    const index = data(await call('GET', '/list'), savedListList);
    expect(index.items.find((i) => i.list_id === list.list_id)).toMatchObject({ line_count: 1, schedule_count: 1 });

    // the schedule changed since (sent, so its change is revision B), and the cart was emptied
    const b = data(await call('PATCH', `/nomenclature/${s.id}`, { header: HEADER, rows: [U12, LINK8, BAR10], revision: 'A' }), barSchedule);
    expect(b.revision).toBe('B');
    await emptyCart();
    expect(data(await call('GET', `/list/${list.list_id}`), savedList).schedules[0]).toMatchObject({ revision: 'B', mass_g: b.totals.mass_g });

    const answer = data(await call('POST', `/list/${list.list_id}/cart`, {}), savedListCartAnswer);
    expect(answer.skipped).toEqual([]);
    const steel = answer.cart.cart.list.filter((l) => l.schedule?.id === s.id);
    expect(steel.map((l) => [l.reference, l.schedule?.revision, l.schedule?.mass_g, l.total_ht])).toEqual(
      b.price.lines.map((l) => [l.reference, 'B', l.mass_g, l.total_ht]),
    );
    expect(answer.cart.cart.list.find((l) => l.reference === 'HA12-12')?.quantity).toBe(3);
    // sent to the cart: the revision is frozen as any schedule sent is
    expect(api.db.prepare("SELECT status FROM bar_schedule_revision WHERE schedule_id = ? AND letter = 'B'").pluck().get(s.id)).toBe('sent');
    // twice: the schedule once (its revision in place of itself), the products added
    const twice = data(await call('POST', `/list/${list.list_id}/cart`, {}), savedListCartAnswer);
    expect(twice.cart.cart.list.filter((l) => l.schedule?.id === s.id)).toHaveLength(steel.length);
    expect(twice.cart.cart.list.find((l) => l.reference === 'HA12-12')?.quantity).toBe(6);
  });

  it('leaves out and names a schedule that cannot be made as it is, the rest going to the cart', async () => {
    const s = await schedule([U12]);
    const list = data(
      await call('POST', '/list', { name: 'Avec une erreur', lines: [{ element_id: id('HA10-6'), quantity: 2 }], schedules: [s.id] }),
      savedList,
      201,
    );
    // a row made wrong since (a draft changes in place)
    data(
      await call('PATCH', `/nomenclature/${s.id}`, { header: HEADER, rows: [U12, { ...U12, dimensions: { A: 50, B: 1200, C: 300 } }], revision: 'A' }),
      barSchedule,
    );
    await emptyCart();
    const answer = data(await call('POST', `/list/${list.list_id}/cart`, {}), savedListCartAnswer);
    expect(answer.skipped).toEqual([
      {
        reference: s.number,
        name: `Nomenclature ${s.number}`,
        schedule_id: s.id,
        reason: 'Une ligne de la nomenclature est à corriger avant l’envoi : ouvrez-la dans « Mes nomenclatures ».',
      },
    ]);
    expect(answer.cart.cart.list.map((l) => l.reference)).toEqual(['HA10-6']);
  });

  it('leaves out an ordered schedule, as « Commander à nouveau » does: it is duplicated to be ordered again', async () => {
    const s = await schedule([U12]);
    const list = data(await call('POST', '/list', { name: 'Commandée', schedules: [s.id] }), savedList, 201);
    api.db.prepare("UPDATE bar_schedule_revision SET status = 'ordered' WHERE schedule_id = ?").run(s.id);
    const read = data(await call('GET', `/list/${list.list_id}`), savedList);
    expect(read.schedules[0]).toMatchObject({
      available: false,
      reason: 'Déjà commandée : dupliquez-la depuis « Mes nomenclatures » pour la commander à nouveau.',
    });
    expect(failure(await call('POST', `/list/${list.list_id}/cart`, {}), 422).message).toBe(
      `Rien n’a été ajouté au panier. Nomenclature ${s.number} — Déjà commandée : dupliquez-la depuis « Mes nomenclatures » pour la commander à nouveau.`,
    );
  });

  it('takes schedules on a change, keeps them when only the products change, and refuses another customer’s', async () => {
    const mine = await schedule([U12]);
    const theirs = await schedule([U12], other);
    const list = data(await call('POST', '/list', { name: 'Références', lines: [{ element_id: id('HA10-6'), quantity: 1 }] }), savedList, 201);
    const withIt = data(await call('PATCH', `/list/${list.list_id}`, { schedules: [mine.id] }), savedList);
    expect(withIt.schedules.map((x) => x.schedule_id)).toEqual([mine.id]);
    const products = data(await call('PATCH', `/list/${list.list_id}`, { lines: [{ element_id: id('HA12-12'), quantity: 2 }] }), savedList);
    expect(products.schedules.map((x) => x.schedule_id)).toEqual([mine.id]);
    expect(failure(await call('PATCH', `/list/${list.list_id}`, { schedules: [theirs.id] }), 422).errors).toEqual({
      'schedules.0': 'Cette nomenclature est introuvable.',
    });
    expect(failure(await call('PATCH', `/list/${list.list_id}`, { schedules: [mine.id, mine.id] }), 422).errors).toEqual({
      'schedules.1': 'Cette nomenclature figure déjà dans la liste.',
    });
    expect(data(await call('PATCH', `/list/${list.list_id}`, { schedules: [] }), savedList).schedules).toEqual([]);
  });
});

describe('a list put in the cart under a request key', () => {
  // pressed again, its answer lost on an island's network: the list's products and schedules in the cart once
  it('adds the products and the schedule once for one key, the products again for another', async () => {
    await emptyCart();
    const s = await schedule([U12, LINK8]);
    const list = data(
      await call('POST', '/list', { name: 'Villa à refaire', lines: [{ element_id: id('HA12-12'), quantity: 4 }], schedules: [s.id] }),
      savedList,
      201,
    );
    const toCart = (key?: string) => call('POST', `/list/${list.list_id}/cart`, { request_key: key });
    const held = (a: typeof savedListCartAnswer._zod.output) => [
      a.cart.cart.list.find((l) => l.reference === 'HA12-12')?.quantity,
      a.cart.cart.list.filter((l) => l.schedule?.id === s.id).length,
    ];
    const first = held(data(await toCart('liste-au-panier-0001'), savedListCartAnswer));
    expect(first).toEqual([4, expect.any(Number)]);
    expect(held(data(await toCart('liste-au-panier-0001'), savedListCartAnswer))).toEqual(first);
    expect(held(data(await toCart('liste-au-panier-0002'), savedListCartAnswer))).toEqual([8, first[1]]);
    expect(failure(await toCart('x'), 422).errors).toEqual({ request_key: 'La clé de la demande est illisible : rechargez la page, puis demandez à nouveau.' });
  });
});
