import { z } from 'zod/mini';
import { carrier, cartResponse, customer, order, payment } from '@trefima/domain/contract';
import { colleague, heldRequest } from '../companies/testing-company';
import { data, failure, HOME_ADDRESS, inBook, PRO, testApi, type TestApi } from '../testing';

/**
 * The back office making a professional a private buyer (`PATCH /admin/customer/{id}`, type « particulier »): a
 * private buyer is in no company. One alone in his company leaves it with his professional terms; one who shares
 * it with others is refused in French, changing nothing: what he did there is the company's (companies/scope.ts,
 * ledger.ts read it by his account's company).
 */
let api: TestApi;
beforeAll(async () => {
  api = await testApi();
});
afterAll(() => api.close());

const admin = (path: string, body: object) =>
  api.app.inject({ method: 'PATCH', url: `/api/v1/admin${path}`, headers: { authorization: 'Bearer test-admin-token' }, payload: body });
const membership = (id: number) =>
  api.db.prepare('SELECT type, company_id, company_role, monthly_limit_ht_cents FROM customer WHERE id = ?').get(id) as Record<string, unknown>;
const idOf = (email: string) => api.db.prepare('SELECT id FROM customer WHERE email = ?').pluck().get(email) as number;
const logged = async (token: string) => data(await api.get('/user/logged', {}, token), z.object({ customer })).customer;

describe('a professional made a private buyer by the back office', () => {
  it('leaves the company he was alone in, with its role: the company’s calls are then refused him as to any private buyer', async () => {
    const { token, id } = await api.signUp('seul-en-entreprise@example.com');
    data(await admin(`/customer/${id}`, { type: 'professionnel', company: 'Marie-Sainte Maçonnerie', siret: '51239874600028' }), customer);
    const company = membership(id).company_id;
    expect(membership(id)).toMatchObject({ type: 'professionnel', company_role: 'administrateur' });
    expect((await api.get('/company/people', {}, token)).statusCode).toBe(200);

    const back = data(await admin(`/customer/${id}`, { type: 'particulier' }), customer);
    expect(back).toMatchObject({ type: 'particulier', company: null, siret: null, company_role: null });
    expect(membership(id)).toEqual({ type: 'particulier', company_id: null, company_role: null, monthly_limit_ht_cents: null });
    // his pages read an administrator's rights: his sessions end, as any change of his role ends them (companies/routes.ts)
    expect(failure(await api.get('/user/logged', {}, token), 500)).toEqual({
      code: 'blacklisted_token',
      message: 'Votre rôle dans votre entreprise a été modifié : merci de vous reconnecter.',
    });
    const again = await api.login('seul-en-entreprise@example.com', 'Chantier-972!');
    expect((await logged(again)).company_role ?? null).toBeNull();
    expect(failure(await api.get('/company/people', {}, again), 403).message).toMatch(/réservée aux comptes professionnels/);

    // professional again: a company of his own again, a new one, as for any account becoming professional
    data(await admin(`/customer/${id}`, { type: 'professionnel', company: 'Marie-Sainte Maçonnerie', siret: '51239874600028' }), customer);
    expect(membership(id)).toMatchObject({ type: 'professionnel', company_role: 'administrateur' });
    expect(membership(id).company_id).not.toBe(company);
  });

  it('leaves no order of his waiting for a company’s approval: his request is refused, his cart his to order', async () => {
    const { id } = await api.signUp('seul-avec-demande@example.com');
    data(await admin(`/customer/${id}`, { type: 'professionnel', company: 'Marie-Sainte Maçonnerie', siret: '51239874600028' }), customer);
    const pro = await api.login('seul-avec-demande@example.com', 'Chantier-972!');
    const address = { label: 'Dépôt', civility: 'm', first_name: 'Jean', last_name: 'Marie-Sainte', street: '1 rue Lamartine', zipcode: '97232' };
    expect(
      (await api.request('POST', `/customer/${id}/address`, { token: pro, body: { ...address, city: 'Le Lamentin', phone: '0696112233' } })).statusCode,
    ).toBe(201);
    const { asked, body } = await heldRequest(api, pro, { 'HA12-12': 2 }, 1);

    data(await admin(`/customer/${id}`, { type: 'particulier' }), customer);
    expect(api.db.prepare('SELECT status, refusal_reason FROM order_approval WHERE id = ?').get(asked.id)).toEqual({
      status: 'refusee',
      refusal_reason: 'Le demandeur est devenu client particulier : sa commande se passe sans approbation.',
    });
    expect(api.db.prepare('SELECT held FROM cart WHERE token = ?').pluck().get(body.cart_token)).toBe(0);
    const again = await api.login('seul-avec-demande@example.com', 'Chantier-972!');
    expect((await api.request('POST', '/order', { token: again, body, plan: 1 })).statusCode).toBe(201);
  });

  it('is refused, in French and changing nothing, to the company’s last administrator and to a person the company shares its history with', async () => {
    const boss = idOf(PRO.email);
    const foreman = idOf('conducteur@trefima.example');
    const before = [membership(boss), membership(foreman)];

    const last = failure(await admin(`/customer/${boss}`, { type: 'particulier' }), 422);
    expect(last.errors?.type).toMatch(/dernier administrateur de l’entreprise « Bellance BTP »/);
    const member = failure(await admin(`/customer/${foreman}`, { type: 'particulier' }), 422);
    expect(member.errors?.type).toMatch(/fait partie de l’entreprise « Bellance BTP » avec d’autres personnes/);

    // alone in it now, but others were in it before him: what they did there together stays the company's
    const { token, id } = await api.signUp('ancienne-equipe@example.com');
    data(await admin(`/customer/${id}`, { type: 'professionnel', company: 'Équipe Dispersée', siret: '51239874600028' }), customer);
    const gone = await colleague(api, 'acheteur', 'parti@example.com', token);
    expect((await api.request('DELETE', `/company/people/${gone.id}`, { token })).statusCode).toBe(204);
    const alone = membership(id);
    expect(failure(await admin(`/customer/${id}`, { type: 'particulier' }), 422).errors?.type).toMatch(
      /D’autres personnes ont fait partie de l’entreprise « Équipe Dispersée »/,
    );
    expect(membership(id)).toEqual(alone);

    expect([membership(boss), membership(foreman)]).toEqual(before);
    expect(before.map((m) => m.type)).toEqual(['professionnel', 'professionnel']);
    // what else the call changes is still changed for a professional staying one
    expect(data(await admin(`/customer/${foreman}`, { discount_rate: 5 }), customer)).toMatchObject({ discount_rate: 5, company_role: 'conducteur_travaux' });
  });
});

/**
 * A private buyer has no professional terms: turned private, a professional's discount and required purchase order went
 * with him (his orders discounted, or refused both with and without a number, since a private buyer may give none),
 * and the office could set them on any private buyer (found by an audit of the checkout).
 */
describe('the professional terms of a private buyer', () => {
  async function orderCalls(email: string, id: number) {
    const token = await api.login(email, 'Chantier-972!');
    const call = (body: object) => api.request('POST', '/order', { body, token });
    const book = inBook(await api.request('POST', `/customer/${id}/address`, { body: HOME_ADDRESS, token }));
    const element = api.db.prepare("SELECT id FROM product WHERE reference = 'HA12-12'").pluck().get() as number;
    const cart = data(
      await api.request('POST', '/cart/update', { body: { cart_token: null, elements: [{ element_id: element, quantity: 2 }] }, token }),
      cartResponse,
    );
    const carrierId = data(await api.get('/carrier'), z.array(carrier)).find((x) => x.code === 'retrait-lamentin')!.id;
    const paymentId = data(await api.get('/payment'), z.array(payment)).find((p) => p.code === 'cheque')!.id;
    const address = book.addresses[0].address_id;
    return {
      call,
      body: {
        cart_token: cart.token,
        carrier_id: carrierId,
        payment_id: paymentId,
        delivery_address_id: address,
        billing_address_id: address,
        accept_cgv: true,
      },
    };
  }

  it('go when the office makes a professional private: no discount, no purchase order asked of his orders', async () => {
    const { id } = await api.signUp('ex-pro-conditions@exemple.fr');
    const pro = { type: 'professionnel', company: 'Bellance SARL', siret: '73282932000074', discount_rate: 10, purchase_order_required: true };
    data(await admin(`/customer/${id}`, pro), customer);
    data(await admin(`/customer/${id}`, { type: 'particulier' }), customer);
    expect(api.db.prepare('SELECT discount_rate, purchase_order_required FROM customer WHERE id = ?').get(id)).toEqual({
      discount_rate: 0,
      purchase_order_required: 0,
    });
    const { call, body } = await orderCalls('ex-pro-conditions@exemple.fr', id);
    const placed = data(await call(body), order, 201);
    expect(placed.lines[0]).not.toHaveProperty('discount');
  });

  it('are refused in French when the office gives them to a private buyer, changing nothing', async () => {
    const { id } = await api.signUp('prive-conditions@exemple.fr');
    expect(failure(await admin(`/customer/${id}`, { purchase_order_required: true }), 422).errors).toEqual({
      purchase_order_required: 'Le bon de commande obligatoire est une condition des comptes professionnels : donnez aussi « type », « company » et « siret ».',
    });
    expect(failure(await admin(`/customer/${id}`, { discount_rate: 5 }), 422).errors).toEqual({
      discount_rate: 'La remise est une condition des comptes professionnels : donnez aussi « type », « company » et « siret ».',
    });
    expect(api.db.prepare('SELECT discount_rate, purchase_order_required FROM customer WHERE id = ?').get(id)).toEqual({
      discount_rate: 0,
      purchase_order_required: 0,
    });
  });
});
