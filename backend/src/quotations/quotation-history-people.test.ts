import { cartResponse, quotation, quotationAcceptance } from '@trefima/domain/contract';
import { data, PRIVATE, PRO, testApi, type TestApi } from '../testing';
import { colleague } from '../companies/testing-company';

/*
 * A company's quotation moves by several of its people: one asks, a colleague asks for a revision, another accepts.
 * Its history said « Vous » of every buyer's move, whoever read it: the foreman read « Vous : devis accepté » of
 * what his manager accepted. Each move of the company's now names who made it; the office's name no one of them.
 * A private buyer's history says nothing more: he is the only one. The demo professional, Rodolphe Bellance,
 * administers Bellance BTP, in Guadeloupe (plan 2).
 */
let api: TestApi;
let admin: string;
let adminId: number;
const PLAN = 2;
beforeAll(async () => {
  api = await testApi();
  admin = await api.login(PRO.email, PRO.password);
  adminId = api.db.prepare('SELECT id FROM customer WHERE email = ?').pluck().get(PRO.email) as number;
});
afterAll(() => api.close());

const productId = (ref: string) => api.db.prepare('SELECT id FROM product WHERE reference = ?').pluck().get(ref) as number;
const call = (method: 'GET' | 'POST', path: string, token: string, body?: unknown, plan = PLAN) => api.request(method, path, { token, body, plan });
const propose = async (id: number, lines: number) => {
  const office = await api.app.inject({
    method: 'POST',
    url: `/api/v1/admin/quotations/${id}/propose`,
    headers: { authorization: 'Bearer test-admin-token' },
    payload: { valid_until: '2027-01-15', lines: Array.from({ length: lines }, () => ({ unit_price_ht: 1000 })) },
  });
  expect(office.statusCode).toBe(200);
};
const asked = async (token: string, plan = PLAN) => {
  const cart = data(await call('POST', '/cart/update', token, { elements: [{ element_id: productId('HA12-12'), quantity: 10 }] }, plan), cartResponse);
  return data(await call('POST', '/cart/convert-to-quotation', token, { cart_token: cart.token }, plan), quotation, 201);
};
const history = (q: { history: { action: string; actor: string; by?: unknown }[] }) => q.history.map((e) => [e.action, e.actor, e.by]);

it('names who of the company made each move, the same for every reader', async () => {
  const foreman = await colleague(api, 'conducteur_travaux', 'conducteur-historique@bellance-btp.example', admin);
  const q = await asked(admin);
  await propose(q.id, q.lines.length);
  data(await call('POST', `/quotations/${q.id}/revision`, foreman.token, { message: 'Pouvez-vous revoir le délai ?' }), quotation);
  await propose(q.id, q.lines.length);
  data(await call('POST', `/quotations/${q.id}/accept`, foreman.token, {}), quotationAcceptance);

  const rodolphe = { id: adminId, name: 'Rodolphe Bellance' };
  const joel = { id: foreman.id, name: 'Joël Alexis' };
  const expected = [
    ['request', 'customer', rodolphe],
    ['propose', 'office', null],
    ['revision', 'customer', joel],
    ['propose', 'office', null],
    ['accept', 'customer', joel],
  ];
  expect(history(data(await call('GET', `/quotations/${q.id}`, admin), quotation))).toEqual(expected);
  expect(history(data(await call('GET', `/quotations/${q.id}`, foreman.token), quotation))).toEqual(expected);
});

it('says nothing more of a private buyer’s moves: he made them all', async () => {
  const buyer = await api.login(PRIVATE.email, PRIVATE.password);
  const q = await asked(buyer, 1);
  await propose(q.id, q.lines.length);
  data(await call('POST', `/quotations/${q.id}/refuse`, buyer, { message: 'Trop cher.' }, 1), quotation);
  const read = data(await call('GET', `/quotations/${q.id}`, buyer, undefined, 1), quotation);
  expect(history(read)).toEqual([
    ['request', 'customer', undefined],
    ['propose', 'office', undefined],
    ['refuse', 'customer', undefined],
  ]);
});
