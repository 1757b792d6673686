import { cartResponse, quotation } from '@trefima/domain/contract';
import { data, PRO, testApi, type TestApi } from '../testing';
import { colleague } from './testing-company';
import { placeOrder } from '../testing-orders';

/**
 * A person removed from his company is mailed nothing of it: what he made stays the company's (docs/companies.md), and
 * its news, its PDFs and a link to sign in again went on reaching a former employee's mailbox. The news of what he
 * made goes to the administrator who carries it on, its invoice to those who read the invoices (found by an audit of
 * the mails). The demo professional (PRO) is Bellance BTP's administrator, in Guadeloupe (plan 2).
 */
let api: TestApi;
let admin: string;
beforeAll(async () => {
  api = await testApi();
  admin = await api.login(PRO.email, PRO.password);
});
afterAll(() => api.close());

const call = (method: 'GET' | 'POST' | 'DELETE', path: string, token: string, body?: unknown) => api.request(method, path, { token, body, plan: 2 });
const office = (path: string, body: object) =>
  api.app.inject({ method: 'POST', url: `/api/v1/admin${path}`, headers: { authorization: 'Bearer test-admin-token' }, payload: body });
const element = () => api.db.prepare("SELECT id FROM product WHERE reference = 'HA12-12'").pluck().get() as number;
const lastId = () => (api.db.prepare('SELECT COALESCE(MAX(id), 0) FROM outbox').pluck().get() as number) ?? 0;
const mailsSince = (id: number, email: string) =>
  api.db
    .prepare(
      'SELECT o.subject, o.body, (SELECT COUNT(*) FROM outbox_attachment a WHERE a.outbox_id = o.id) AS files FROM outbox o WHERE o.id > ? AND recipient = ? ORDER BY o.id',
    )
    .all(id, email) as { subject: string; body: string; files: number }[];

describe('a person removed from his company', () => {
  it('is no longer mailed the news of an order he placed, nor its PDFs: its administrator is', async () => {
    const email = 'parti-apres-commande@bellance-btp.example';
    const buyer = await colleague(api, 'acheteur', email, admin);
    const address = api.db
      .prepare('SELECT a.id FROM address a JOIN customer c ON c.id = a.customer_id WHERE c.email = ? ORDER BY a.id')
      .pluck()
      .get(PRO.email) as number;
    const placed = await placeOrder(api, { token: buyer.token, addressId: address, plan: 2, carrier: 'retrait-jarry', payment: 'cheque', quantity: 2 });
    expect((await call('DELETE', `/company/people/${buyer.id}`, admin)).statusCode).toBe(204);
    const before = lastId();
    for (const status of ['en_preparation', 'prete_retrait']) expect((await office(`/order/${placed.id}/status`, { status })).statusCode).toBe(200);
    expect(mailsSince(before, email)).toEqual([]);
    const toAdmin = mailsSince(before, PRO.email);
    expect(toAdmin.map((m) => [m.subject, m.files])).toEqual([
      [`Commande ${placed.number} : en préparation`, 0],
      // the delivery note and the invoice
      [`Commande ${placed.number} : prête au retrait`, 2],
    ]);
    expect(toAdmin[0].body).toContain('Demandé par Joël');
  });

  it('is not sent the proposal (and its PDF) of a quotation he asked before leaving: its administrator is', async () => {
    const email = 'parti-avant-proposition@bellance-btp.example';
    const buyer = await colleague(api, 'acheteur', email, admin);
    const cart = data(await call('POST', '/cart/update', buyer.token, { cart_token: null, elements: [{ element_id: element(), quantity: 1 }] }), cartResponse);
    const asked = data(await call('POST', '/cart/convert-to-quotation', buyer.token, { cart_token: cart.token }), quotation, 201);
    expect((await call('DELETE', `/company/people/${buyer.id}`, admin)).statusCode).toBe(204);
    const before = lastId();
    data(await office(`/quotations/${asked.id}/propose`, { valid_until: '2026-12-15', lines: [{ unit_price_ht: 1000 }] }), quotation);
    expect(mailsSince(before, email)).toEqual([]);
    expect(mailsSince(before, PRO.email).map((m) => [m.subject, m.files])).toEqual([[`Notre proposition pour votre devis ${asked.number}`, 1]]);
  });

  it('is not mailed a link to choose a new password for an account that can no longer sign in, and is answered as anyone', async () => {
    const email = 'parti-mot-de-passe@bellance-btp.example';
    const person = await colleague(api, 'acheteur', email, admin);
    expect((await call('DELETE', `/company/people/${person.id}`, admin)).statusCode).toBe(204);
    const before = lastId();
    const res = await api.post('/customer/rewind', { email });
    expect(res.statusCode).toBe(200);
    expect(mailsSince(before, email)).toEqual([]);
  });
});
