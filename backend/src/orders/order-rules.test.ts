import { formatDecimal } from '@trefima/domain/i18n/format';
import { z } from 'zod/mini';
import { carrier, cartResponse, customer, order, payment, session } from '@trefima/domain/contract';
import { data, failure, PRIVATE, PRO, testApi, type TestApi } from '../testing';

/**
 * What an order may not do silently: exceed stock, take professional terms
 * the back office did not grant, or bill another territory's VAT.
 */
let api: TestApi;
beforeAll(async () => {
  api = await testApi();
});
afterAll(() => api.close());

const product = (ref: string) =>
  api.db.prepare('SELECT id, name, stock FROM product WHERE reference = ?').get(ref) as { id: number; name: string; stock: number };
const count = (table: string) => api.db.prepare(`SELECT COUNT(*) FROM "${table}"`).pluck().get() as number;
const carriers = async (plan: number) => data(await api.request('GET', '/carrier', { plan }), z.array(carrier));
const payments = async () => data(await api.get('/payment'), z.array(payment));
const admin = (path: string, body: unknown) => api.request('PATCH', path, { body, headers: { authorization: 'Bearer test-admin-token' } });

async function checkout(who: { email: string; password: string }, refs: [string, number][], plan: number, extra: Record<string, unknown> = {}) {
  const s = data(await api.post('/customer/login', { login: who.email, password: who.password }), session);
  const c = data(
    await api.request('POST', '/cart/update', { body: { elements: refs.map(([r, q]) => ({ element_id: product(r).id, quantity: q })) }, token: s.token, plan }),
    cartResponse,
  );
  const a = s.customer.addresses[0].address_id;
  const cheque = (await payments()).find((p) => p.code === 'cheque')!.id;
  const body = {
    cart_token: c.token,
    carrier_id: (await carriers(plan))[0].id,
    payment_id: cheque,
    delivery_address_id: a,
    billing_address_id: a,
    accept_cgv: true,
    ...extra,
  };
  return { s, cart: c, body, send: (b: Record<string, unknown> = {}) => api.request('POST', '/order', { body: { ...body, ...b }, token: s.token, plan }) };
}

describe('stock', () => {
  it('refuses beyond stock in the cart, naming the product and what is available', async () => {
    const p = product('HA12-12');
    const token = await api.login(PRIVATE.email, PRIVATE.password);
    const res = failure(await api.request('POST', '/cart/update', { body: { elements: [{ element_id: p.id, quantity: 100000 }] }, token }), 422);
    expect(res.message).toContain(p.name);
    // written as the site writes a number: « 2 290 barres », thousands apart
    expect(res.message).toContain(`${formatDecimal(p.stock, { decimals: 0 })} barres`);
    const out = product('HA32-6');
    expect(out.stock).toBe(0);
    const none = failure(await api.request('POST', '/cart/update', { body: { elements: [{ element_id: out.id, quantity: 1 }] }, token }), 422);
    expect(none.message).toMatch(/rupture|plus en stock/);
  });

  it('refuses an order when stock fell below the cart, writing nothing; decrements stock when it passes', async () => {
    const p = product('HA10-12');
    const o = await checkout(PRIVATE, [['HA10-12', 10]], 1);
    expect((await admin(`/admin/product/${p.id}`, { stock: 4 })).statusCode).toBe(200);
    const before = count('order');
    const refused = failure(await o.send(), 422);
    expect(refused.code).toBe('OUT_OF_STOCK');
    expect(refused.message).toContain(p.name);
    expect(refused.message).toMatch(/4/);
    expect(count('order')).toBe(before);
    expect(product('HA10-12').stock).toBe(4);
    await admin(`/admin/product/${p.id}`, { stock: 25 });
    data(await o.send(), order, 201);
    expect(product('HA10-12').stock).toBe(15);
  });

  it('lets two buyers race for the last units: one order passes, the other is refused', async () => {
    await admin(`/admin/product/${product('HA14-12').id}`, { stock: 5 });
    const a = await checkout(PRIVATE, [['HA14-12', 5]], 1);
    const b = await checkout(PRO, [['HA14-12', 5]], 2);
    const [x, y] = await Promise.all([a.send(), b.send()]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([201, 422]);
    expect(product('HA14-12').stock).toBe(0);
    const loser = x.statusCode === 422 ? a : b;
    await api.request('POST', '/cart/update', {
      body: { cart_token: loser.cart.token, elements: [{ element_id: product('HA14-12').id, quantity: 0 }] },
      token: loser.s.token,
      plan: loser === a ? 1 : 2,
    });
  });

  it('counts a cut-to-length sheet in metres of coil, all its lengths together, in the cart and in the order', async () => {
    const sheet = api.db.prepare("SELECT id, name FROM product WHERE slug = 'bac-acier-t40-prelaque-ral-7016-0-63-mm'").get() as { id: number; name: string };
    await admin(`/admin/product/${sheet.id}`, { stock: 30 });
    const token = await api.login(PRO.email, PRO.password);
    const update = (quantity: number, length: number) =>
      api.request('POST', '/cart/update', { body: { elements: [{ element_id: sheet.id, quantity, length }] }, token, plan: 2 });
    const tooLong = failure(await update(6, 6), 422); // 36 m of a 30 m coil
    expect(tooLong.message).toContain(sheet.name);
    expect(tooLong.message).toContain('30 m de');
    expect((await update(4, 6)).statusCode).toBe(200); // 24 m
    expect(failure(await update(2, 4), 422).message).toContain('30 m de'); // 24 + 8 m
    const c = data(await update(1, 5), cartResponse); // 29 m
    const a = (await api.request('GET', '/user/logged', { token })).json().data.customer.addresses[0].address_id;
    const plateau = (await carriers(2)).find((x) => x.code === 'livraison-plateau')!.id;
    const cheque = (await payments()).find((p) => p.code === 'cheque')!.id;
    const body = { cart_token: c.token, carrier_id: plateau, payment_id: cheque, delivery_address_id: a, billing_address_id: a, accept_cgv: true };
    await admin(`/admin/product/${sheet.id}`, { stock: 28 });
    expect(failure(await api.request('POST', '/order', { body, token, plan: 2 }), 422).code).toBe('OUT_OF_STOCK');
    await admin(`/admin/product/${sheet.id}`, { stock: 30 });
    const placed = data(await api.request('POST', '/order', { body, token, plan: 2 }), order, 201);
    expect(product(api.db.prepare('SELECT reference FROM product WHERE id = ?').pluck().get(sheet.id) as string).stock).toBe(1);
    // the office's mail counts sheets of a length, not metres: « 4 tôles de 6 m », not « 4 ml »
    const office = api.db.prepare("SELECT body FROM outbox WHERE recipient = 'contact@trefima.example' AND subject LIKE ?").pluck().get(`%${placed.number}%`);
    expect(office).toContain(`${sheet.name} : 4 tôles de 6 m, `);
    expect(office).toContain(`${sheet.name} : 1 tôle de 5 m, `);
  });

  it('takes made-to-order products beyond stock and says their delay', async () => {
    const shaping = product('FAC-D10-12');
    const token = await api.login(PRIVATE.email, PRIVATE.password);
    const c = data(
      await api.request('POST', '/cart/update', { body: { elements: [{ element_id: shaping.id, quantity: shaping.stock + 50 }] }, token }),
      cartResponse,
    );
    const line = c.cart.list.find((l) => l.element_id === shaping.id)!;
    expect(line.lead_time_days).toBeGreaterThan(0);
    await api.request('POST', '/cart/update', { body: { elements: [{ element_id: shaping.id, quantity: 0 }] }, token });
  });
});

describe('professional terms', () => {
  it('the profile call cannot turn a private buyer into a professional', async () => {
    const s = data(await api.post('/customer/login', { login: PRIVATE.email, password: PRIVATE.password }), session);
    const res = await api.request('PATCH', `/customer/${s.customer.customer_id}`, {
      body: { type: 'professionnel', company: 'Moi SARL', siret: '51239874600028' },
      token: s.token,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.type).toMatch(/service commercial|demande/);
    expect(data(await api.get('/user/logged', {}, s.token), z.object({ customer })).customer.type).toBe('particulier');
  });

  it('a professional cannot change his company or SIRET through the profile either', async () => {
    const s = data(await api.post('/customer/login', { login: PRO.email, password: PRO.password }), session);
    const path = `/customer/${s.customer.customer_id}`;
    const company = failure(await api.request('PATCH', path, { body: { company: 'Autre SARL' }, token: s.token }), 422);
    expect(company.code).toBe('PROFESSIONAL_TERMS');
    expect(company.errors?.company).toMatch(/service commercial/);
    expect(failure(await api.request('PATCH', path, { body: { siret: '51239874600028' }, token: s.token }), 422).errors?.siret).toMatch(/service commercial/);
    // a value that is not text, even one no string conversion can read, is refused the same way (not a 500)
    for (const value of [{ toString: 1 }, ['Autre SARL'], 12]) {
      expect(failure(await api.request('PATCH', path, { body: { company: value }, token: s.token }), 422).errors?.company).toMatch(/service commercial/);
    }
    // the same values sent back, as a form does, change nothing and pass
    expect(
      (await api.request('PATCH', path, { body: { company: 'Bellance BTP', siret: '841 257 369 00014', first_name: 'Rodolphe' }, token: s.token })).statusCode,
    ).toBe(200);
  });

  it('the back office sets the terms, and refuses terms without the professional identity', async () => {
    const s = data(await api.post('/customer/login', { login: PRIVATE.email, password: PRIVATE.password }), session);
    const path = `/admin/customer/${s.customer.customer_id}`;
    const alone = failure(await admin(path, { professional_verified: true }), 422);
    expect(alone.errors?.professional_verified).toMatch(/comptes professionnels/);
    const noCompany = failure(await admin(path, { type: 'professionnel', siret: '51239874600028' }), 422);
    expect(Object.keys(noCompany.errors!)).toEqual(['company']);
    const pro = data(
      await admin(path, { type: 'professionnel', company: 'Céleste Rénovation', siret: '51239874600028', professional_verified: true }),
      customer,
    );
    expect(pro).toMatchObject({ type: 'professionnel', company: 'Céleste Rénovation', professional_verified: true });
    const back = data(await admin(path, { type: 'particulier' }), customer);
    expect(back).toMatchObject({ type: 'particulier', company: null, siret: null, professional_verified: false });
  });

  it('a professional who signed up himself does not get the 30-day account payment until the back office opens it', async () => {
    const pro = {
      type: 'professionnel',
      civility: 'm',
      first_name: 'Jean',
      last_name: 'Bâtisseur',
      email: 'jean@batisseur.example',
      phone: '0696 22 33 44',
      password: 'Beton-Arme-2026',
      password_confirm: 'Beton-Arme-2026',
      accept_terms: true,
      company: 'Bâtisseur SARL',
      siret: '51239874600028',
    };
    const s = data(await api.post('/customer', pro), session, 201);
    expect(s.customer.type).toBe('professionnel');
    expect(s.customer.professional_verified).toBe(false);
    const a = await api.request('POST', `/customer/${s.customer.customer_id}/address`, {
      body: {
        label: 'Chantier',
        civility: 'm',
        first_name: 'Jean',
        last_name: 'Bâtisseur',
        street: '1 rue du Port',
        zipcode: '97200',
        city: 'Fort-de-France',
        phone: '0696223344',
      },
      token: s.token,
    });
    expect(a.statusCode).toBe(201);
    const o = await checkout({ email: pro.email, password: pro.password }, [['HA8-6', 2]], 1);
    const account = (await payments()).find((p) => p.professional_only)!.id;
    expect(failure(await o.send({ payment_id: account }), 422).errors?.payment_id).toMatch(/professionnels/);
    const upgraded = await admin(`/admin/customer/${s.customer.customer_id}`, { professional_verified: true });
    expect(upgraded.statusCode).toBe(200);
    data(await o.send({ payment_id: account }), order, 201);
  });
});

describe('VAT follows the delivery place', () => {
  it('refuses a Martinique delivery at Guyane prices (no VAT), with a French message', async () => {
    const before = count('order');
    const o = await checkout(PRIVATE, [['HA8-6', 2]], 3);
    const res = failure(await o.send(), 422);
    expect(res.errors?.delivery_address_id).toMatch(/Martinique/);
    expect(res.message).toMatch(/territoire/);
    expect(count('order')).toBe(before);
  });

  it('refuses a delivery outside the three territories', async () => {
    const s = data(await api.post('/customer/login', { login: PRO.email, password: PRO.password }), session);
    const added = data(
      await api.request('POST', `/customer/${s.customer.customer_id}/address`, {
        body: {
          label: 'Siège',
          civility: 'm',
          first_name: 'A',
          last_name: 'B',
          street: '1 rue de Rivoli',
          zipcode: '75001',
          city: 'Paris',
          phone: '0142000000',
        },
        token: s.token,
      }),
      customer,
      201,
    );
    const paris = added.addresses.find((x) => x.zipcode === '75001')!.address_id;
    const o = await checkout(PRO, [['HA8-6', 2]], 2);
    const res = failure(await o.send({ delivery_address_id: paris }), 422);
    expect(res.errors?.delivery_address_id).toMatch(/Martinique, en Guadeloupe (et|ou) en Guyane/);
    // a Paris head office may still be the billing address
    data(await o.send({ billing_address_id: paris }), order, 201);
  });
});
