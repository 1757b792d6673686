import { z } from 'zod/mini';
import { approval, approvals as approvalList, company } from '@trefima/domain/companies/contract';
import { carrier, cartResponse, order, orderList, payment, quotation, quotationAcceptance, session } from '@trefima/domain/contract';
import { data, failure, PRO, testApi, type TestApi } from '../testing';
import { colleague, lastMailTo } from './testing-company';

/*
 * Orders a company holds for approval (issue 46): the role, the threshold and
 * the monthly limit on the territory's month hold them; an approver places
 * them (checked again), refuses them with a reason; two approvers at once
 * give one order. The demo professional is Bellance BTP's administrator, in
 * Guadeloupe (plan 2, UTC−4).
 */
let api: TestApi;
let admin: string;
const PLAN = 2;
beforeAll(async () => {
  api = await testApi();
  admin = await api.login(PRO.email, PRO.password);
});
afterAll(() => api.close());

const productId = (ref: string) => api.db.prepare('SELECT id FROM product WHERE reference = ?').pluck().get(ref) as number;
const call = (method: 'GET' | 'POST' | 'PATCH', path: string, token: string, body?: unknown) => api.request(method, path, { token, body, plan: PLAN });

/** A cart of `quantity` HA12 bars for `token`, and the checkout's body paying it by cheque to the company's depot. */
const cartOf = (token: string, quantity: number) => cartOfIn(api, token, quantity);
async function cartOfIn(api: TestApi, token: string, quantity: number) {
  const productId = (ref: string) => api.db.prepare('SELECT id FROM product WHERE reference = ?').pluck().get(ref) as number;
  const call = (method: 'POST', path: string, token: string, body?: unknown) => api.request(method, path, { token, body, plan: PLAN });
  const me = data(
    await api.get('/user/logged', { sales_plan_id: PLAN }, token),
    z.object({ customer: z.object({ addresses: z.array(z.object({ address_id: z.int() })) }) }),
  );
  const cart = data(await call('POST', '/cart/update', token, { elements: [{ element_id: productId('HA12-12'), quantity }] }), cartResponse);
  const cheque = data(await api.get('/payment'), z.array(payment)).find((p) => p.code === 'cheque')!.id;
  const carrierId = data(await api.request('GET', '/carrier', { plan: PLAN }), z.array(carrier))[0].id;
  const address = me.customer.addresses[0].address_id;
  return {
    cart: cart.token,
    body: { cart_token: cart.token, carrier_id: carrierId, payment_id: cheque, delivery_address_id: address, billing_address_id: address, accept_cgv: true },
  };
}
const setRules = async (threshold: number | null, roles: string[] = []) =>
  data(await call('PATCH', '/company/rules', admin, { threshold_ht_cents: threshold, roles_always_approved: roles }), company);

describe('a foreman’s order', () => {
  it('is held with his role as the reason, its cart frozen, the approvers mailed; approved, it is placed in his name', async () => {
    const foreman = await colleague(api, 'conducteur_travaux', 'conducteur@bellance-btp.example', admin);
    const { body } = await cartOf(foreman.token, 3);
    const held = await call('POST', '/order', foreman.token, body);
    expect(held.statusCode).toBe(409);
    expect(held.json()).toMatchObject({
      code: 'APPROVAL_REQUIRED',
      reasons: [{ code: 'role_cannot_place', message: expect.stringContaining('conducteur de travaux') }],
    });
    const asked = data(await call('POST', '/order/approval', foreman.token, body), approval, 201);
    // read on the clock of the territory it was asked in, whose month the monthly limit counts it in
    expect(asked).toMatchObject({
      status: 'en_attente',
      requested_by: 'Joël Alexis',
      lines: [expect.objectContaining({ quantity: 3 })],
      time_zone: 'America/Guadeloupe',
    });
    expect(lastMailTo(api, PRO.email)?.subject).toContain('Commande à approuver');
    // its lines as the cart page shows them stay as submitted (what he adds goes to a cart of his to go on with: held-cart-sign-in.test.ts)
    const heldLine = api.db.prepare('SELECT id FROM cart_line WHERE cart_id = (SELECT id FROM cart WHERE token = ?)').pluck().get(body.cart_token) as number;
    const change = { cart_token: body.cart_token, elements: [{ element_id: productId('HA12-12'), quantity: 9, line_id: heldLine }] };
    expect(failure(await call('POST', '/cart/update', foreman.token, change), 409).code).toBe('CART_HELD');
    // sent again as it was (its answer lost), the request made; with other choices, refused by the cart that waits
    expect(data(await call('POST', '/order/approval', foreman.token, body), approval).id).toBe(asked.id);
    expect(failure(await call('POST', '/order/approval', foreman.token, { ...body, complementary_information: 'Autre' }), 409).code).toBe('CART_HELD');

    expect(data(await call('GET', '/company/approval', admin), approvalList).map((a) => a.id)).toContain(asked.id);
    const placed = data(await call('POST', `/company/approval/${asked.id}/approve`, admin), order, 201);
    expect(placed).toMatchObject({ made_by: { id: foreman.id, name: 'Joël Alexis' }, approved_by: 'Rodolphe Bellance' });
    expect(lastMailTo(api, 'conducteur@bellance-btp.example')?.subject).toBe(`Commande ${placed.number} approuvée`);
    const mine = data(await call('GET', '/company/approval', foreman.token), approvalList);
    expect(mine).toEqual([expect.objectContaining({ id: asked.id, status: 'approuvee', decided_by: 'Rodolphe Bellance', order_number: placed.number })]);
    // the company's orders, filtered by who made them
    expect(data(await api.request('GET', '/order', { token: admin, query: { person: foreman.id } }), orderList).items.map((o) => o.number)).toEqual([
      placed.number,
    ]);
    expect(failure(await call('POST', `/company/approval/${asked.id}/approve`, admin), 409).message).toContain('déjà été approuvée');
  });

  it('is refused only with a reason, mailed to him, and his cart can change again', async () => {
    const foreman = await colleague(api, 'conducteur_travaux', 'conducteur2@bellance-btp.example', admin);
    const { body } = await cartOf(foreman.token, 2);
    const asked = data(await call('POST', '/order/approval', foreman.token, body), approval, 201);
    expect(failure(await call('POST', `/company/approval/${asked.id}/refuse`, admin, { reason: '  ' }), 422).errors).toHaveProperty('reason');
    const refused = data(await call('POST', `/company/approval/${asked.id}/refuse`, admin, { reason: 'Commandez en HA10 pour ce chantier.' }), approval);
    expect(refused).toMatchObject({ status: 'refusee', refusal_reason: 'Commandez en HA10 pour ce chantier.' });
    expect(lastMailTo(api, 'conducteur2@bellance-btp.example')?.body).toContain('Commandez en HA10 pour ce chantier.');
    data(
      await call('POST', '/cart/update', foreman.token, { cart_token: body.cart_token, elements: [{ element_id: productId('HA12-12'), quantity: 1 }] }),
      cartResponse,
    );
    // submitted again once changed: the same cart, a new request
    expect(data(await call('POST', '/order/approval', foreman.token, body), approval, 201).status).toBe('en_attente');
  });

  it('refused, brings its lines back into the cart he went on with meanwhile, which his refusal mail points to', async () => {
    const foreman = await colleague(api, 'conducteur_travaux', 'conducteur-rendu@bellance-btp.example', admin);
    const { body } = await cartOf(foreman.token, 2);
    const asked = data(await call('POST', '/order/approval', foreman.token, body), approval, 201);
    // while it waits he chooses signed out, then signs in: that cart becomes his to go on with (Carts.adopt)
    const anonymous = data(
      await api.request('POST', '/cart/update', { body: { elements: [{ element_id: productId('HA10-12'), quantity: 5 }] }, plan: PLAN }),
      cartResponse,
    );
    const adopted = data(await api.request('GET', '/cart', { token: foreman.token, query: { cart_token: anonymous.token }, plan: PLAN }), cartResponse);
    expect(adopted.token).toBe(anonymous.token);

    data(await call('POST', `/company/approval/${asked.id}/refuse`, admin, { reason: 'Pas avant la coulée du radier.' }), approval);
    // his browser holds the cart he went on with, and so does his next sign-in: the request's lines are there, not lost behind it
    for (const query of [{ cart_token: anonymous.token }, {}] as Record<string, string>[]) {
      const cart = data(await api.request('GET', '/cart', { token: foreman.token, query, plan: PLAN }), cartResponse);
      expect(cart.token).toBe(anonymous.token);
      expect(cart.cart.list.map((l) => [l.reference, l.quantity]).sort()).toEqual([
        ['HA10-12', 5],
        ['HA12-12', 2],
      ]);
    }
    expect(lastMailTo(api, 'conducteur-rendu@bellance-btp.example')?.body).toContain('Les articles de votre demande sont de retour dans votre panier');
    // the request, refused, is still his to read
    expect(data(await call('GET', '/company/approval', foreman.token), approvalList)).toEqual([expect.objectContaining({ id: asked.id, status: 'refusee' })]);
  });

  it('refused, of an accepted quotation, leaves that quotation’s cart his at the prices proposed, to order later', async () => {
    const foreman = await colleague(api, 'conducteur_travaux', 'conducteur-devis@bellance-btp.example', admin);
    const { cart } = await cartOf(foreman.token, 10);
    const asked = data(await call('POST', '/cart/convert-to-quotation', foreman.token, { cart_token: cart }), quotation, 201);
    const office = await api.app.inject({
      method: 'POST',
      url: `/api/v1/admin/quotations/${asked.id}/propose`,
      headers: { authorization: 'Bearer test-admin-token' },
      payload: { valid_until: '2027-01-15', lines: asked.lines.map(() => ({ unit_price_ht: 100 })) },
    });
    expect(office.statusCode).toBe(200);
    const accepted = data(await call('POST', `/quotations/${asked.id}/accept`, foreman.token, {}), quotationAcceptance);
    // he goes on with a cart of his own meanwhile
    data(await call('POST', '/cart/update', foreman.token, { elements: [{ element_id: productId('HA10-12'), quantity: 5 }] }), cartResponse);
    const { body } = await cartOf(foreman.token, 1);
    const request = data(await call('POST', '/order/approval', foreman.token, { ...body, cart_token: accepted.cart.token }), approval, 201);
    data(await call('POST', `/company/approval/${request.id}/refuse`, admin, { reason: 'Pas avant la coulée du radier.' }), approval);

    const kept = data(await call('GET', '/cart', foreman.token), cartResponse);
    expect(kept.token).not.toBe(accepted.cart.token);
    expect(kept.cart.list.map((l) => [l.reference, l.quantity]).sort()).toEqual([
      ['HA10-12', 5],
      ['HA12-12', 1],
    ]);
    const quoted = data(await api.request('GET', '/cart', { token: foreman.token, query: { cart_token: accepted.cart.token }, plan: PLAN }), cartResponse);
    expect(quoted.cart.quotation).toEqual({ id: asked.id, number: asked.number });
    expect(quoted.cart.list.map((l) => [l.reference, l.quantity, l.unit_price_ht])).toEqual([['HA12-12', 10, 100]]);
    expect(data(await call('GET', `/quotations/${asked.id}`, foreman.token), quotation).checkout_cart_token).toBe(accepted.cart.token);
    const mail = lastMailTo(api, 'conducteur-devis@bellance-btp.example')!.body;
    expect(mail).toContain(`Le devis ${asked.number} accepté reste à commander, aux prix proposés`);
    expect(mail).toContain(`/mes-devis/${asked.id}`);
  });

  it('is placed at the amounts the approver was shown, else waits: a price changed meanwhile, whatever the request carried', async () => {
    const foreman = await colleague(api, 'conducteur_travaux', 'conducteur-prix@bellance-btp.example', admin);
    // sent by a client other than the site, without the recap's expected_amount
    const { body } = await cartOf(foreman.token, 3);
    const asked = data(await call('POST', '/order/approval', foreman.token, body), approval, 201);
    const element = productId('HA12-12');
    const price = api.db.prepare('SELECT price_ht FROM product_price WHERE product_id = ? AND sales_plan_id = ?').pluck().get(element, PLAN) as number;
    const office = (prices: Record<string, number>) =>
      api.app.inject({ method: 'PATCH', url: `/api/v1/admin/product/${element}`, headers: { authorization: 'Bearer test-admin-token' }, payload: { prices } });
    expect((await office({ [PLAN]: price + 100 })).statusCode).toBe(200);
    try {
      const orders = api.db.prepare('SELECT COUNT(*) FROM "order"').pluck().get();
      expect(failure(await call('POST', `/company/approval/${asked.id}/approve`, admin), 409).message).toMatch(/^Les prix ont changé depuis la demande/);
      expect(api.db.prepare('SELECT COUNT(*) FROM "order"').pluck().get()).toBe(orders);
      expect(data(await call('GET', '/company/approval', admin), approvalList).find((a) => a.id === asked.id)?.status).toBe('en_attente');
    } finally {
      expect((await office({ [PLAN]: price })).statusCode).toBe(200);
    }
    expect(data(await call('POST', `/company/approval/${asked.id}/approve`, admin), order, 201).amount).toMatchObject({
      ht: asked.amount_ht_cents,
      ttc: asked.amount_ttc_cents,
    });
  });

  it('given to two approvers at once makes one order', async () => {
    const second = await colleague(api, 'administrateur', 'associe@bellance-btp.example', admin);
    const foreman = await colleague(api, 'conducteur_travaux', 'conducteur3@bellance-btp.example', admin);
    const { body } = await cartOf(foreman.token, 1);
    const asked = data(await call('POST', '/order/approval', foreman.token, body), approval, 201);
    const before = api.db.prepare('SELECT COUNT(*) FROM "order"').pluck().get() as number;
    const answers = await Promise.all([
      call('POST', `/company/approval/${asked.id}/approve`, admin),
      call('POST', `/company/approval/${asked.id}/approve`, second.token),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(api.db.prepare('SELECT COUNT(*) FROM "order"').pluck().get()).toBe(before + 1);
  });
});

describe('an administrator’s own request', () => {
  it('is not his to approve: another administrator approves it; alone, he withdraws it by refusing it and orders directly', async () => {
    const { body } = await cartOf(admin, 1);
    const asked = data(await call('POST', '/order/approval', admin, body), approval, 201);
    const own = failure(await call('POST', `/company/approval/${asked.id}/approve`, admin), 403);
    expect(own.message).toMatch(/^Vous ne pouvez pas approuver votre propre demande : /);
    expect(own.message).toContain('un autre administrateur');
    expect(own.message).toContain('refusez-la');
    // nothing moved: the request waits, its cart still frozen
    expect(data(await call('GET', '/company/approval', admin), approvalList).find((a) => a.id === asked.id)?.status).toBe('en_attente');
    const partner = await colleague(api, 'administrateur', 'associee-propre@bellance-btp.example', admin);
    expect(data(await call('POST', `/company/approval/${asked.id}/approve`, partner.token), order, 201).approved_by).toBe('Joël Alexis');

    // as the message says: his own request refused, his cart thaws, and his order needs nobody's approval
    const again = await cartOf(admin, 2);
    const second = data(await call('POST', '/order/approval', admin, again.body), approval, 201);
    failure(await call('POST', `/company/approval/${second.id}/approve`, admin), 403);
    expect(data(await call('POST', `/company/approval/${second.id}/refuse`, admin, { reason: 'Je la passe moi-même.' }), approval).status).toBe('refusee');
    expect(data(await call('POST', '/order', admin, again.body), order, 201).approved_by).toBeNull();
  });
});

describe('a buyer’s order', () => {
  it('above the threshold is held with the amounts; below it, placed at once', async () => {
    const buyer = await colleague(api, 'acheteur', 'acheteur@bellance-btp.example', admin);
    const small = await cartOf(buyer.token, 1);
    await setRules(0);
    const held = await call('POST', '/order', buyer.token, small.body);
    expect(held.json()).toMatchObject({ code: 'APPROVAL_REQUIRED', reasons: [{ code: 'threshold' }] });
    expect(held.json().message).toMatch(/^La commande \([\d\s,]+\s€\sHT\) dépasse le montant de 0\s€\sHT/);
    await setRules(100_000_000);
    const placed = data(await call('POST', '/order', buyer.token, small.body), order, 201);
    expect(placed.approved_by).toBeNull();
    await setRules(null);
  });

  it('over his monthly limit is held: the month is the territory’s, reset on the 1st at 0 h in Guadeloupe, not in UTC', async () => {
    // 30 November, 21 h 00 in Pointe-à-Pitre: already 1 December in UTC
    const month = await testApi({}, { now: Date.parse('2026-12-01T01:00:00Z') });
    try {
      const boss = await month.login(PRO.email, PRO.password);
      const buyer = await colleague(month, 'acheteur', 'acheteur-mois@bellance-btp.example', boss);
      const at = async (iso: string) => {
        month.clock.now = Date.parse(iso);
        return month.login('acheteur-mois@bellance-btp.example', 'Chantier-971!');
      };
      const send = (token: string, body: unknown) => month.request('POST', '/order', { token, body, plan: PLAN });
      const first = await cartOfIn(month, buyer.token, 2);
      const placed = data(await send(buyer.token, first.body), order, 201);
      const limit = { monthly_limit_ht_cents: placed.amount.ht + 100 };
      expect((await month.request('PATCH', `/company/people/${buyer.id}`, { token: boss, body: limit, plan: PLAN })).statusCode).toBe(200);
      const token = await at('2026-12-01T03:30:00Z'); // 23 h 30 on 30 November there: the same month
      const second = await cartOfIn(month, token, 2);
      expect((await send(token, second.body)).json()).toMatchObject({ code: 'APPROVAL_REQUIRED', reasons: [{ code: 'monthly_limit' }] });
      const later = await at('2026-12-01T04:30:00Z'); // 0 h 30 on 1 December there: a new month
      data(await send(later, second.body), order, 201);
    } finally {
      await month.close();
    }
  });
});

describe('the accountant', () => {
  it('is refused the checkout and the approvals with his role’s words', async () => {
    const accountant = await colleague(api, 'comptable', 'compta@bellance-btp.example', admin);
    const s = data(await api.post('/customer/login', { login: 'compta@bellance-btp.example', password: 'Chantier-971!' }), session);
    expect(s.customer.company_role).toBe('comptable');
    expect(failure(await call('POST', '/order/approval', accountant.token, {}), 403).message).toContain('comptable');
    expect(failure(await call('POST', '/company/approval/1/approve', accountant.token), 403).message).toContain('approuver');
  });
});

describe('the list of approvals', () => {
  it('says in one sentence which statuses it is filtered by', async () => {
    expect(failure(await api.get('/company/approval', { statut: 'acceptee' }, admin), 400)).toEqual({
      code: 'INVALID_PARAMETER',
      message: 'Le paramètre « statut » doit valoir « en_attente », « approuvee » ou « refusee ».',
    });
  });
});
