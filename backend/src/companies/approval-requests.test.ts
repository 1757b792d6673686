import { approval, approvals as approvalList } from '@trefima/domain/companies/contract';
import { order } from '@trefima/domain/contract';
import { data, failure, PRO, SITE_ADDRESS, testApi, type TestApi } from '../testing';
import { colleague, heldRequest } from './testing-company';

/*
 * A request for approval as its requester's company changes around it: his role, his cart sent again, the address he
 * had it delivered to. The demo professional is Bellance BTP's administrator, in Guadeloupe (plan 2).
 */
let api: TestApi;
let admin: string;
const PLAN = 2;
beforeAll(async () => {
  api = await testApi();
  admin = await api.login(PRO.email, PRO.password);
});
afterAll(() => api.close());

const call = (method: 'GET' | 'POST' | 'PATCH', path: string, token: string, body?: unknown) => api.request(method, path, { token, body, plan: PLAN });
const listed = async (id: number) => data(await call('GET', '/company/approval', admin), approvalList).find((a) => a.id === id);
const held = (cartToken: string) => api.db.prepare('SELECT held FROM cart WHERE token = ?').pluck().get(cartToken);

describe('a requester whose role no longer orders', () => {
  it('made accountant, has his pending requests refused and his cart thawed, as a removal does', async () => {
    const foreman = await colleague(api, 'conducteur_travaux', 'devenu-comptable@bellance-btp.example', admin);
    const { body, asked } = await heldRequest(api, foreman.token, { 'HA12-12': 1 }, PLAN);
    expect((await call('PATCH', `/company/people/${foreman.id}`, admin, { role: 'comptable' })).statusCode).toBe(200);
    expect(await listed(asked.id)).toMatchObject({ status: 'refusee', decided_by: 'Rodolphe Bellance', refusal_reason: expect.stringContaining('comptable') });
    expect(held(body.cart_token)).toBe(0);
  });

  it('is named to the approver, in words for him, when a request of his still waits', async () => {
    const foreman = await colleague(api, 'conducteur_travaux', 'role-change-course@bellance-btp.example', admin);
    const { asked } = await heldRequest(api, foreman.token, { 'HA12-12': 1 }, PLAN);
    // a request left waiting by a role changed before such requests were refused with it
    api.db.prepare("UPDATE customer SET company_role = 'comptable' WHERE id = ?").run(foreman.id);
    const refused = failure(await call('POST', `/company/approval/${asked.id}/approve`, admin), 409);
    expect(refused.message).toMatch(/^Joël Alexis est désormais comptable/);
    expect(refused.message).toContain('refusez-la');
    expect(refused.message).not.toContain('Votre rôle');
    expect((await listed(asked.id))?.status).toBe('en_attente');
  });
});

describe('a cart sent again', () => {
  it('once ordered, is told it was ordered, not turned into a quotation', async () => {
    const foreman = await colleague(api, 'conducteur_travaux', 'deja-commande@bellance-btp.example', admin);
    const { body, asked } = await heldRequest(api, foreman.token, { 'HA12-12': 1 }, PLAN);
    data(await call('POST', `/company/approval/${asked.id}/approve`, admin), order, 201);
    const again = failure(await call('POST', '/order/approval', foreman.token, body), 409);
    expect(again).toMatchObject({ code: 'CART_CLOSED', message: 'Ce panier a déjà été commandé.' });
  });

  it('while it waits, with the same choices (its answer lost on the way), gets the request it made: one request, one mail', async () => {
    const foreman = await colleague(api, 'conducteur_travaux', 'soumis-deux-fois@bellance-btp.example', admin);
    const { body, asked } = await heldRequest(api, foreman.token, { 'HA12-12': 1 }, PLAN);
    const mails = () => api.db.prepare("SELECT COUNT(*) FROM outbox WHERE subject LIKE '%approuver%' OR body LIKE ?").pluck().get(`%${asked.id}%`);
    const sent = mails();
    const again = data(await call('POST', '/order/approval', foreman.token, body), approval);
    expect(again).toEqual(asked);
    expect(api.db.prepare('SELECT COUNT(*) FROM order_approval WHERE requested_by = ?').pluck().get(foreman.id)).toBe(1);
    expect(mails()).toBe(sent);
    // other choices for the cart that waits: refused as before, the request unchanged
    const other = failure(await call('POST', '/order/approval', foreman.token, { ...body, complementary_information: 'Livrer le matin' }), 409);
    expect(other.code).toBe('CART_HELD');
    expect((await listed(asked.id))?.status).toBe('en_attente');
  });

  it('once refused, keeps the refusal on record beside the new request', async () => {
    const foreman = await colleague(api, 'conducteur_travaux', 'refus-garde@bellance-btp.example', admin);
    const { body, asked } = await heldRequest(api, foreman.token, { 'HA12-12': 1 }, PLAN);
    data(await call('POST', `/company/approval/${asked.id}/refuse`, admin, { reason: 'Pas pour ce chantier.' }), approval);
    const again = data(await call('POST', '/order/approval', foreman.token, body), approval, 201);
    expect(again.id).not.toBe(asked.id);
    expect(await listed(asked.id)).toMatchObject({ status: 'refusee', decided_by: 'Rodolphe Bellance', refusal_reason: 'Pas pour ce chantier.' });
    // the live one is the one approved, and its cart ordered
    data(await call('POST', `/company/approval/${again.id}/approve`, admin), order, 201);
    expect(await listed(asked.id)).toMatchObject({ status: 'refusee' });
    expect((await listed(again.id))?.status).toBe('approuvee');
  });
});

describe('the delivery of a request', () => {
  it('is said with its price, so that the lines and the delivery add up to the amount the approver reads', async () => {
    const foreman = await colleague(api, 'conducteur_travaux', 'livraison-plateau@bellance-btp.example', admin);
    // his choices of a request picked up at the depot, for another cart of his delivered on site by the flatbed truck
    const { body } = await heldRequest(api, foreman.token, { 'HA12-12': 1 }, PLAN);
    const product = api.db.prepare("SELECT id FROM product WHERE reference = 'HA12-12'").pluck().get() as number;
    const cart = (await call('POST', '/cart/update', foreman.token, { elements: [{ element_id: product, quantity: 2 }] })).json().data.token as string;
    const flatbed = api.db.prepare("SELECT id FROM carrier WHERE code = 'livraison-plateau'").pluck().get() as number;
    const asked = data(await call('POST', '/order/approval', foreman.token, { ...body, cart_token: cart, carrier_id: flatbed }), approval, 201);
    const price = api.db.prepare('SELECT price_ht FROM carrier_price WHERE carrier_id = ? AND sales_plan_id = ?').pluck().get(flatbed, PLAN) as number;
    expect(asked.shipping).toEqual({ carrier: 'Livraison sur chantier (camion plateau)', ht_cents: price });
    expect(asked.lines.reduce((sum, l) => sum + l.total_ht, 0) + asked.shipping!.ht_cents).toBe(asked.amount_ht_cents);
  });
});

describe('the delivery address of a request', () => {
  async function siteRequest(email: string) {
    const foreman = await colleague(api, 'conducteur_travaux', email, admin);
    const added = await call('POST', `/customer/${foreman.id}/address`, foreman.token, {
      ...SITE_ADDRESS,
      label: 'Chantier',
      street: 'Chantier Les Abymes, lot 4',
    });
    expect(added.statusCode).toBe(201);
    const addressId = api.db.prepare('SELECT id FROM address WHERE customer_id = ? ORDER BY id DESC LIMIT 1').pluck().get(foreman.id) as number;
    const { asked } = await heldRequest(api, foreman.token, { 'HA12-12': 1 }, PLAN, { delivery_address_id: addressId });
    return { foreman, addressId, asked };
  }

  it('is shown to the approver as it was asked', async () => {
    const { asked } = await siteRequest('adresse-vue@bellance-btp.example');
    expect(asked.delivery_address).toMatchObject({ street: 'Chantier Les Abymes, lot 4', zipcode: '97110', city: 'Pointe-à-Pitre' });
    expect((await listed(asked.id))?.delivery_address).toMatchObject({ street: 'Chantier Les Abymes, lot 4' });
  });

  it('rewritten while the request waits, is not where the approved order goes: the approver is told, the request waits', async () => {
    const { foreman, addressId, asked } = await siteRequest('adresse-changee@bellance-btp.example');
    const moved = await call('PATCH', `/customer/${foreman.id}/address/${addressId}`, foreman.token, { street: '12 rue de mon garage' });
    expect(moved.statusCode).toBe(200);
    const orders = api.db.prepare('SELECT COUNT(*) FROM "order"').pluck().get();
    const refused = failure(await call('POST', `/company/approval/${asked.id}/approve`, admin), 409);
    expect(refused.message).toMatch(/^L’adresse de livraison a changé depuis la demande/);
    expect(api.db.prepare('SELECT COUNT(*) FROM "order"').pluck().get()).toBe(orders);
    expect(await listed(asked.id)).toMatchObject({ status: 'en_attente', delivery_address: expect.objectContaining({ street: 'Chantier Les Abymes, lot 4' }) });
  });
});
