import { cartResponse, jobSite, jobSiteList, savedList, savedListCartAnswer, savedListList } from '@trefima/domain/contract';
import { colleague } from '../companies/testing-company';
import { data, failure, PRIVATE, PRO, SITE_ADDRESS, testApi, type TestApi } from '../testing';

/** Saved lists: named lists of products, per customer account, put in the cart in one call at today's prices. */
let api: TestApi;
let pro: string;
let other: string;
beforeAll(async () => {
  api = await testApi();
  pro = await api.login(PRO.email, PRO.password);
  other = await api.login(PRIVATE.email, PRIVATE.password);
});
afterAll(() => api.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, path: string, body?: unknown, token = pro) => api.request(method, path, { body, token });
const id = (ref: string) => api.db.prepare('SELECT id FROM product WHERE reference = ?').pluck().get(ref) as number;
// the PRO account has a discount: a list is priced as the cart prices it, less the discount
const discount = () => api.db.prepare('SELECT discount_rate FROM customer WHERE email = ?').pluck().get(PRO.email) as number;
const priceOf = (ref: string, metres = 1) => {
  const ht = api.db.prepare('SELECT price_ht FROM product_price WHERE product_id = ? AND sales_plan_id = 1').pluck().get(id(ref)) as number;
  // the discount on the price per metre, then the length: the product page's net price per metre, times the length
  return Math.round(Math.round((ht * (100 - discount())) / 100) * metres);
};
const sheet = () =>
  api.db
    .prepare('SELECT reference FROM product WHERE cut_min_length IS NOT NULL AND cut_min_length <= 3 AND cut_max_length >= 3 LIMIT 1')
    .pluck()
    .get() as string;
const rows = () => api.db.prepare('SELECT (SELECT COUNT(*) FROM saved_list) + (SELECT COUNT(*) FROM saved_list_line)').pluck().get() as number;
const create = async (body: unknown, token = pro) => data(await call('POST', '/list', body, token), savedList, 201);
const lines = (...l: [string, number, number?][]) => l.map(([ref, quantity, length]) => ({ element_id: id(ref), quantity, ...(length ? { length } : {}) }));

describe('saved lists', () => {
  it('creates a list from lines, priced today in the territory, and reads and lists it', async () => {
    const s = sheet();
    const list = await create({ name: 'Villa type F4', lines: lines(['HA12-12', 20], [s, 4, 3]) });
    expect(list.lines.map((l) => [l.reference, l.quantity, l.length, l.available])).toEqual([
      ['HA12-12', 20, null, true],
      [s, 4, 3, true],
    ]);
    expect(list.lines[0]).toMatchObject({ unit_price_ht: priceOf('HA12-12'), total_ht: 20 * priceOf('HA12-12'), reason: null });
    // a sheet is priced per metre times its cut length, as the cart prices it
    expect(discount()).toBeGreaterThan(0);
    expect(list.lines[1].unit_price_ht).toBe(priceOf(s, 3));
    expect(list.total_ht).toBe(list.lines[0].total_ht! + list.lines[1].total_ht!);
    expect(data(await call('GET', `/list/${list.list_id}`), savedList)).toEqual(list);
    const index = data(await call('GET', '/list'), savedListList);
    expect(index.items.find((i) => i.list_id === list.list_id)).toMatchObject({ name: 'Villa type F4', line_count: 2, job_site: null });
  });

  it('copies the customer’s cart into a new list, on his own job site', async () => {
    const cart = data(await api.request('POST', '/cart/update', { body: { elements: lines(['HA12-12', 7], ['CAD6-10X10', 50]) }, token: pro }), cartResponse);
    const site = data(
      await call('POST', '/chantier', {
        name: 'Lot 2',
        truck_access: 'tout',
        address: SITE_ADDRESS,
      }),
      jobSite,
      201,
    );
    const copy = await create({ name: 'Lot 2 – dalle', job_site_id: site.job_site_id, from_cart: true });
    expect(copy.lines.map((l) => [l.reference, l.quantity])).toEqual(cart.cart.list.map((l) => [l.reference, l.quantity]));
    expect(copy.job_site).toEqual({ job_site_id: site.job_site_id, name: 'Lot 2' });
    expect((await create({ name: 'Par jeton', from_cart: cart.token })).lines).toHaveLength(2);
  });

  it('renames, replaces the lines, and deletes', async () => {
    const list = await create({ name: 'Garage', lines: lines(['HA12-12', 5]) });
    const path = `/list/${list.list_id}`;
    const renamed = data(await call('PATCH', path, { name: 'Garage double' }), savedList);
    expect(renamed).toMatchObject({ name: 'Garage double', lines: [{ reference: 'HA12-12', quantity: 5 }] });
    const replaced = data(await call('PATCH', path, { lines: lines(['CAD6-10X10', 75]) }), savedList);
    expect(replaced.lines.map((l) => [l.reference, l.quantity])).toEqual([['CAD6-10X10', 75]]);
    expect(replaced.name).toBe('Garage double');
    const res = await call('DELETE', path);
    expect([res.statusCode, res.body]).toEqual([204, '']);
    expect(failure(await call('GET', path), 404).message).toBe('Cette liste est introuvable.');
    expect(api.db.prepare('SELECT COUNT(*) FROM saved_list_line WHERE list_id = ?').pluck().get(list.list_id)).toBe(0);
  });

  // a company's people share its lists: two of them editing one list, the second to save wrote over the first's
  // lines without knowing it. A change sent with the revision it was made on is refused once the list has moved on.
  it('refuses a change made on a revision the list has moved past, writing nothing, and says what to do', async () => {
    const list = await create({ name: 'Lot commun', lines: lines(['HA12-12', 5]) });
    expect(list.revision).toBe(1);
    const path = `/list/${list.list_id}`;
    const first = data(await call('PATCH', path, { lines: lines(['HA12-12', 8]), revision: 1 }), savedList);
    expect(first.revision).toBe(2);
    const late = failure(await call('PATCH', path, { lines: lines(['CAD6-10X10', 50]), revision: 1 }), 409);
    expect(late.code).toBe('LIST_CHANGED');
    expect(late.message).toBe(
      'Cette liste a été modifiée entre-temps (par un collègue, ou depuis un autre onglet ou appareil) : vos changements ne sont pas enregistrés. Ils restent affichés : enregistrez-les de nouveau pour remplacer la liste, ou annulez pour voir la liste enregistrée.',
    );
    const stored = data(await call('GET', path), savedList);
    expect([stored.revision, stored.lines.map((l) => [l.reference, l.quantity])]).toEqual([2, [['HA12-12', 8]]]);
    // sent again on the revision read, the change is the buyer's choice
    expect(data(await call('PATCH', path, { lines: lines(['CAD6-10X10', 50]), revision: 2 }), savedList).revision).toBe(3);
    // a client that sends no revision changes the list as before; every change counts
    expect(data(await call('PATCH', path, { name: 'Lot commun bis' }), savedList).revision).toBe(4);
    expect(data(await call('GET', '/list'), savedListList).items.find((i) => i.list_id === list.list_id)?.revision).toBe(4);
    expect(failure(await call('PATCH', path, { name: 'X', revision: 0 }), 422).errors?.revision).toBe(
      'La version de la liste doit être un nombre entier positif.',
    );
  });

  // a tab keeps a list's unsaved lines under its number, links and caches name it: a number given again would put
  // the deleted list's lines on another one (of this account, or of another user of it)
  it('never gives a deleted list’s number to another list', async () => {
    const last = await create({ name: 'Dernière', lines: lines(['HA12-12', 1]) });
    expect((await call('DELETE', `/list/${last.list_id}`)).statusCode).toBe(204);
    const next = await create({ name: 'Suivante', lines: lines(['HA12-12', 2]) }, other);
    expect(next.list_id).toBeGreaterThan(last.list_id);
  });
});

describe('a new list sent under a request key', () => {
  // « Enregistrer » pressed again, its answer lost on an island's network: one list, not two of the same name
  it('answers the list made the first time to the same key, makes another under a new key, and refuses a key that is not one', async () => {
    const body = (key?: string) => ({ name: 'Dalle du garage', lines: lines(['HA12-12', 3]), request_key: key });
    const first = await create(body('liste-nouvelle-00001'));
    const count = rows();
    const again = data(await call('POST', '/list', body('liste-nouvelle-00001')), savedList);
    expect(again).toEqual(first);
    expect(rows()).toBe(count);
    // another account's key is its own
    const theirs = await create(body('liste-nouvelle-00001'), other);
    expect(theirs.list_id).not.toBe(first.list_id);
    expect((await create(body('liste-nouvelle-00002'))).list_id).not.toBe(first.list_id);
    const before = rows();
    expect(failure(await call('POST', '/list', body('x')), 422).errors).toEqual({
      request_key: 'La clé de la demande est illisible : rechargez la page, puis demandez à nouveau.',
    });
    expect(rows()).toBe(before);
  });
});

describe('a request key used again for another list', () => {
  it('is refused in French, the first list kept and no other made', async () => {
    // the first list was answered to the second request, « Mur de clôture » never made and the buyer not told
    const first = await create({ name: 'Dalle du garage', lines: lines(['HA12-12', 3]), request_key: 'liste-reutilisee-000001' });
    const count = rows();
    const refused = failure(await call('POST', '/list', { name: 'Mur de clôture', lines: lines(['HA10-6', 40]), request_key: 'liste-reutilisee-000001' }), 409);
    expect(refused.code).toBe('REQUEST_KEY_REUSED');
    expect(refused.message).toMatch(/^Cette liste a déjà été enregistrée sous cette demande avec un autre contenu/);
    expect(rows()).toBe(count);
    expect(data(await call('GET', `/list/${first.list_id}`), savedList).name).toBe('Dalle du garage');
  });
});

describe('saved lists: to the cart', () => {
  it('adds every line at the price of the day', async () => {
    const list = await create({ name: 'Prix du jour', lines: lines(['HA10-6', 3]) });
    const saved = list.lines[0].unit_price_ht;
    api.db.prepare('UPDATE product_price SET price_ht = price_ht + 111 WHERE product_id = ? AND sales_plan_id = 1').run(id('HA10-6'));
    const answer = data(await call('POST', `/list/${list.list_id}/cart`, {}), savedListCartAnswer);
    expect(answer.skipped).toEqual([]);
    const line = answer.cart.cart.list.find((l) => l.reference === 'HA10-6')!;
    expect(line.unit_price_ht).toBe(priceOf('HA10-6'));
    expect(line.unit_price_ht).not.toBe(saved);
    expect(data(await call('GET', `/list/${list.list_id}`), savedList).lines[0].unit_price_ht).toBe(priceOf('HA10-6'));
  });

  it('leaves out and names a product no longer sold in the territory', async () => {
    const list = await create({ name: 'Guyane', lines: lines(['HA16-6', 2], ['HA12-12', 2]) });
    api.db.prepare('DELETE FROM product_price WHERE product_id = ? AND sales_plan_id = 3').run(id('HA16-6'));
    const read = data(await api.request('GET', `/list/${list.list_id}`, { token: pro, plan: 3 }), savedList);
    expect(read.lines[0]).toMatchObject({
      available: false,
      unit_price_ht: null,
      total_ht: null,
      reason: expect.stringMatching(/^Ce produit n’est plus vendu en /),
    });
    expect(read.total_ht).toBe(read.lines[1].total_ht);
    const answer = data(await api.request('POST', `/list/${list.list_id}/cart`, { body: {}, token: pro, plan: 3 }), savedListCartAnswer);
    expect(answer.skipped).toEqual([{ reference: 'HA16-6', name: read.lines[0].name, reason: read.lines[0].reason }]);
    expect(answer.cart.cart.list.some((l) => l.reference === 'HA16-6')).toBe(false);
  });

  it('puts nothing in the cart when the cart refuses a line, and says so on the list’s line', async () => {
    api.db.prepare('UPDATE product SET stock = 3, lead_time_days = NULL WHERE id = ?').run(id('HA8-6'));
    // a list is a template: saved beyond stock, which is checked when it goes to the cart (and was not touched by the check)
    const list = await create({ name: 'Trop', lines: lines(['HA12-12', 1], ['HA8-6', 40]) });
    expect(api.db.prepare('SELECT stock FROM product WHERE id = ?').pluck().get(id('HA8-6'))).toBe(3);
    const before = data(await api.request('GET', '/cart', { token: pro }), cartResponse).cart.list;
    const e = failure(await call('POST', `/list/${list.list_id}/cart`, {}), 422);
    expect(Object.keys(e.errors!)).toEqual(['lines.1.quantity']);
    expect(e.errors!['lines.1.quantity']).toMatch(/en stock/);
    expect(data(await api.request('GET', '/cart', { token: pro }), cartResponse).cart.list).toEqual(before);
  });
});

describe('saved lists: what is refused, in French', () => {
  it('refuses bad lines by the cart’s rules, writing nothing', async () => {
    const before = rows();
    const empty = failure(await call('POST', '/list', { name: ' ', lines: [] }), 422);
    expect(empty.errors?.name).toBe('Le champ « Nom de la liste » est obligatoire.');
    const bad = failure(
      await call('POST', '/list', {
        name: 'x'.repeat(81),
        lines: [{ element_id: 999999, quantity: 1 }, ...lines(['HA12-12', 2.5], ['CAD6-10X10', 30], ['HA12-12', 0], ['HA10-6', 1], ['HA10-6', 2])],
      }),
      422,
    );
    expect(bad.errors).toEqual({
      name: 'Le champ « Nom de la liste » ne doit pas dépasser 80 caractères.',
      'lines.3.quantity': 'La quantité doit être un nombre supérieur à zéro.',
    });
    const wrong = failure(
      await call('POST', '/list', {
        name: 'Mauvaise',
        lines: [{ element_id: 999999, quantity: 1 }, ...lines(['HA12-12', 2.5], ['CAD6-10X10', 30], ['HA10-6', 1], ['HA10-6', 2])],
      }),
      422,
    );
    expect(wrong.errors).toEqual({
      'lines.0.element_id': 'Le produit n°999999 n’existe pas.',
      'lines.1.quantity': expect.stringMatching(/est un nombre entier de .* : 2,5 ne se commande pas/),
      'lines.2.quantity': expect.stringMatching(/se commande par 25, à partir de 25\.$/),
      'lines.4.element_id': 'Ce produit figure déjà à la ligne 4 : regroupez les quantités sur une seule ligne.',
    });
    expect(rows()).toBe(before);
  });

  it('refuses control characters in a name, on creation and on change, writing nothing; a pasted line break reads as a space', async () => {
    const list = await create({ name: 'Avant', lines: lines(['HA12-12', 1]) });
    const before = rows();
    const message = 'Le champ « Nom de la liste » contient un caractère invisible (un caractère de contrôle) : retirez-le.';
    for (const name of ['\u0000abc', 'Lot\u00002', 'Lot\u001b2', 'Lot\u007f2']) {
      expect(failure(await call('POST', '/list', { name, lines: lines(['HA12-12', 1]) }), 422).errors).toEqual({ name: message });
      expect(failure(await call('PATCH', `/list/${list.list_id}`, { name }), 422).errors).toEqual({ name: message });
    }
    expect(rows()).toBe(before);
    expect(data(await call('GET', `/list/${list.list_id}`), savedList).name).toBe('Avant');
    expect(data(await call('PATCH', `/list/${list.list_id}`, { name: 'Lot\r\n2' }), savedList).name).toBe('Lot 2');
  });

  it('refuses another customer’s job site, an empty cart to copy, and both lines and cart', async () => {
    const site = data(await call('GET', '/chantier'), jobSiteList);
    const theirs = failure(await call('POST', '/list', { name: 'Pas à moi', job_site_id: site.items[0].job_site_id }, other), 422);
    expect(theirs.errors).toEqual({ job_site_id: 'Ce chantier est introuvable.' });
    expect(failure(await call('POST', '/list', { name: 'Vide', from_cart: true }, other), 422).errors).toEqual({
      from_cart: 'Votre panier ne contient aucun produit à enregistrer dans une liste.',
    });
    expect(failure(await call('POST', '/list', { name: 'Deux', lines: [], from_cart: true }), 422).errors?.from_cart).toBe(
      'Donnez les lignes de la liste ou copiez le panier, pas les deux.',
    );
    expect(failure(await call('PATCH', '/list/1', {}), 422).message).toMatch(/^Indiquez au moins un champ à modifier/);
  });

  it('answers 404 for another customer’s list, and asks for a session', async () => {
    const list = await create({ name: 'À nous', lines: lines(['HA12-12', 1]) });
    const path = `/list/${list.list_id}`;
    for (const [method, suffix, body] of [
      ['GET', ''],
      ['PATCH', '', { name: 'À moi' }],
      ['DELETE', ''],
      ['POST', '/cart', {}],
    ] as [Method, string, unknown?][]) {
      expect(failure(await call(method, path + suffix, body, other), 404).message).toBe('Cette liste est introuvable.');
    }
    expect(failure(await call('GET', '/list/abc'), 404).message).toBe('Cette liste est introuvable.');
    expect(data(await call('GET', path), savedList).name).toBe('À nous');
    expect(failure(await api.request('GET', '/list'), 500).code).toBe('token_required');
    expect(failure(await api.request('POST', '/list', { body: { name: 'x' } }), 500).code).toBe('token_required');
  });

  // a cart chosen signed out is the customer's once a list is made of it (as signing in makes it his), and only then:
  // a refused call leaves it anonymous, and the customer's own cart as it was, without the anonymous one's lines
  it('adopts an anonymous cart it copies only with the list, in the same transaction', async () => {
    const anonymous = async () => data(await api.request('POST', '/cart/update', { body: { elements: lines(['HA10-6', 4]) } }), cartResponse).token;
    const cartOf = (token: string) => api.db.prepare('SELECT customer_id, status FROM cart WHERE token = ?').get(token);
    const own = () => api.db.prepare("SELECT COUNT(*) FROM cart_line WHERE cart_id IN (SELECT id FROM cart WHERE customer_id = ? AND status = 'open')").pluck();
    const proId = api.db.prepare('SELECT id FROM customer WHERE email = ?').pluck().get(PRO.email) as number;
    data(await api.request('POST', '/cart/update', { body: { elements: lines(['HA12-12', 1]) }, token: pro }), cartResponse);
    const ownLines = own().get(proId);
    const before = rows();

    // emptied before it is copied, by a customer whose own cart is empty too: nothing to save
    const otherId = api.db.prepare('SELECT id FROM customer WHERE email = ?').pluck().get(PRIVATE.email) as number;
    api.db.prepare("DELETE FROM cart_line WHERE cart_id IN (SELECT id FROM cart WHERE customer_id = ? AND status = 'open')").run(otherId);
    const emptied = await anonymous();
    api.db.prepare('DELETE FROM cart_line WHERE cart_id = (SELECT id FROM cart WHERE token = ?)').run(emptied);
    expect(failure(await call('POST', '/list', { name: 'Vide', from_cart: emptied }, other), 422).errors).toEqual({
      from_cart: 'Votre panier ne contient aucun produit à enregistrer dans une liste.',
    });
    expect(cartOf(emptied)).toEqual({ customer_id: null, status: 'open' });

    // a line the product's rules no longer allow (its step changed since it was put in the cart)
    const stale = await anonymous();
    api.db.prepare('UPDATE product SET min_quantity = 5, step = 5 WHERE id = ?').run(id('HA10-6'));
    try {
      const refused = failure(await call('POST', '/list', { name: 'Périmée', from_cart: stale }), 422);
      expect(Object.values(refused.errors ?? {})).toEqual([expect.stringMatching(/par 5, à partir de 5/)]);
    } finally {
      api.db.prepare('UPDATE product SET min_quantity = 1, step = 1 WHERE id = ?').run(id('HA10-6'));
    }
    expect(cartOf(stale)).toEqual({ customer_id: null, status: 'open' });

    // a role that may not make lists (refused before the call reads its body)
    const accountant = await colleague(api, 'comptable', 'comptable-liste@bellance-btp.example', pro);
    expect(failure(await call('POST', '/list', { name: 'Pas mon rôle', from_cart: stale }, accountant.token), 403).message).toMatch(/rôle/);
    expect(cartOf(stale)).toEqual({ customer_id: null, status: 'open' });

    // the list not written
    api.db.exec("CREATE TRIGGER saved_list_fails BEFORE INSERT ON saved_list BEGIN SELECT RAISE(ABORT, 'disque plein'); END");
    try {
      expect(failure(await call('POST', '/list', { name: 'Jamais écrite', from_cart: stale }), 500).code).toBe('INTERNAL_ERROR');
    } finally {
      api.db.exec('DROP TRIGGER saved_list_fails');
    }
    expect(cartOf(stale)).toEqual({ customer_id: null, status: 'open' });
    expect(own().get(proId)).toBe(ownLines);
    expect(rows()).toBe(before);

    // the list made: the anonymous cart joins the customer's, as on signing in
    const made = await create({ name: 'Faite', from_cart: stale });
    const cart = data(await api.request('GET', '/cart', { token: pro }), cartResponse).cart.list;
    expect(made.lines.map((l) => [l.reference, l.quantity])).toEqual(cart.map((l) => [l.reference, l.quantity]));
    expect(made.lines.map((l) => l.reference)).toContain('HA10-6');
    expect(cartOf(stale)).toEqual({ customer_id: null, status: 'merged' });
  });

  it('writes a list and its lines together or not at all', async () => {
    const before = rows();
    api.db.exec("CREATE TRIGGER saved_line_fails BEFORE INSERT ON saved_list_line BEGIN SELECT RAISE(ABORT, 'disque plein'); END");
    try {
      expect(failure(await call('POST', '/list', { name: 'Jamais écrite', lines: lines(['HA12-12', 1]) }), 500).code).toBe('INTERNAL_ERROR');
    } finally {
      api.db.exec('DROP TRIGGER saved_line_fails');
    }
    expect(rows()).toBe(before);
  });
});
