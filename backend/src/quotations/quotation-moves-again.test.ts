import { cartResponse, quotation, quotationAcceptance } from '@trefima/domain/contract';
import { colleague } from '../companies/testing-company';
import { data, failure, PRO, testApi, type TestApi } from '../testing';

/**
 * A buyer's refusal, revision request or renewal whose answer was lost on the
 * way (an island's network) is pressed again: sent under the same
 * `request_key`, it gets the quotation as the first made it (200, one event,
 * one mail), where it read a 409 saying the quotation could no longer be
 * refused, or was awaiting the office. And a colleague who presses « Accepter »
 * after another accepted is told who orders it, not to follow an order none
 * has placed. The clock is Saturday 21 November 2026 (testing.ts).
 */
let api: TestApi;
let boss: string;
let buyer: { token: string; id: number };
beforeAll(async () => {
  api = await testApi();
  boss = await api.login(PRO.email, PRO.password);
  buyer = await colleague(api, 'acheteur', 'acheteur-encore@bellance-btp.example', boss);
});
afterAll(() => api.close());

const call = (path: string, token: string, body?: unknown) => api.request(body === undefined ? 'GET' : 'POST', path, { body, token, plan: 2 });
const office = (path: string, body: object) =>
  api.app.inject({ method: 'POST', url: `/api/v1/admin${path}`, headers: { authorization: 'Bearer test-admin-token' }, payload: body });
const element = () => api.db.prepare("SELECT id FROM product WHERE reference = 'HA12-12'").pluck().get() as number;
const count = (sql: string, ...params: unknown[]) =>
  api.db
    .prepare(sql)
    .pluck()
    .get(...params) as number;
const events = (id: number, action: string) => count('SELECT COUNT(*) FROM quotation_event WHERE quotation_id = ? AND action = ?', id, action);
const mails = (number: string) => count('SELECT COUNT(*) FROM outbox WHERE body LIKE ?', `%${number}%`);
const KEY = (n: number) => `cle-du-devis-${n}`.padEnd(20, 'x');

/** A bar of HA12 asked by the boss and proposed until `validUntil`. */
async function proposed(validUntil = '2026-12-15') {
  const cart = data(await call('/cart/update', boss, { cart_token: null, elements: [{ element_id: element(), quantity: 1 }] }), cartResponse);
  const asked = data(await call('/cart/convert-to-quotation', boss, { cart_token: cart.token }), quotation, 201);
  return data(await office(`/quotations/${asked.id}/propose`, { valid_until: validUntil, lines: [{ unit_price_ht: 1000 }] }), quotation);
}

describe('a buyer’s move sent again under its key', () => {
  it('answers a refusal sent again with the refused quotation, one event and one mail', async () => {
    const q = await proposed();
    const body = { message: 'Trop cher.', request_key: KEY(1) };
    const first = data(await call(`/quotations/${q.id}/refuse`, boss, body), quotation);
    const sent = mails(q.number);
    const again = data(await call(`/quotations/${q.id}/refuse`, boss, body), quotation);
    expect(again).toEqual(first);
    expect([events(q.id, 'refuse'), mails(q.number)]).toEqual([1, sent]);
    // without its key, a press is a new request, refused by what the quotation has become
    expect(failure(await call(`/quotations/${q.id}/refuse`, boss, { message: 'Trop cher.' }), 409).code).toBe('QUOTATION_STATE');
  });

  it('answers a revision request sent again with the quotation it made', async () => {
    const q = await proposed();
    const body = { message: 'Pouvez-vous revoir le délai ?', request_key: KEY(2) };
    const first = data(await call(`/quotations/${q.id}/revision`, boss, body), quotation);
    expect(first.status).toBe('en_cours');
    const again = data(await call(`/quotations/${q.id}/revision`, boss, body), quotation);
    expect(again.status).toBe('en_cours');
    expect(events(q.id, 'revision')).toBe(1);
  });

  it('answers a renewal sent again with the renewed quotation', async () => {
    const q = await proposed('2026-11-23');
    api.clock.advance(3 * 86400000);
    try {
      const later = await api.login(PRO.email, PRO.password);
      const body = { message: 'Toujours intéressé.', request_key: KEY(3) };
      const first = data(await call(`/quotations/${q.id}/renew`, later, body), quotation);
      const again = data(await call(`/quotations/${q.id}/renew`, later, body), quotation);
      expect([first.status, again.status]).toEqual(['demandee', 'demandee']);
      expect(events(q.id, 'renew')).toBe(1);
    } finally {
      api.clock.advance(-3 * 86400000);
      boss = await api.login(PRO.email, PRO.password);
    }
  });

  it('refuses a key sent with another move, another quotation or another message, and a colleague’s use of it', async () => {
    const q = await proposed();
    const key = KEY(4);
    data(await call(`/quotations/${q.id}/revision`, boss, { message: 'Autre délai ?', request_key: key }), quotation);
    const other = await proposed();
    for (const [path, token, body] of [
      [`/quotations/${other.id}/revision`, boss, { message: 'Autre délai ?', request_key: key }],
      [`/quotations/${q.id}/revision`, boss, { message: 'Un autre message', request_key: key }],
      [`/quotations/${other.id}/refuse`, boss, { request_key: key }],
    ] as const) {
      const reused = failure(await call(path, token, body), 409);
      expect(reused.code).toBe('REQUEST_KEY_REUSED');
      expect(reused.message).toMatch(/déjà été envoyée/);
    }
    // a key is the person's: a colleague's same key is his own request, judged by what the quotation has become
    expect(failure(await call(`/quotations/${q.id}/revision`, buyer.token, { message: 'Autre délai ?', request_key: key }), 409).code).toBe('QUOTATION_STATE');
    expect(data(await call(`/quotations/${other.id}`, boss), quotation).status).toBe('envoyee');
    expect(failure(await call(`/quotations/${q.id}/refuse`, boss, { request_key: 'court' }), 422).errors).toHaveProperty('request_key');
  });
});

describe('a colleague pressing « Accepter » after another', () => {
  it('is told the quotation waits for the order of who accepted it, then to follow its order once placed', async () => {
    const q = await proposed();
    const accepted = data(await call(`/quotations/${q.id}/accept`, boss, { revision: q.revision }), quotationAcceptance);
    const waiting = failure(await call(`/quotations/${q.id}/accept`, buyer.token, { revision: q.revision }), 409);
    expect(waiting.code).toBe('QUOTATION_STATE');
    expect(waiting.message).not.toMatch(/Suivez sa commande/);
    expect(waiting.message).toMatch(/pas encore commandé/);

    api.db.prepare('UPDATE quotation SET order_id = (SELECT MIN(id) FROM "order") WHERE id = ?').run(q.id);
    expect(accepted.cart.token).toBeTruthy();
    expect(failure(await call(`/quotations/${q.id}/accept`, buyer.token, { revision: q.revision }), 409).message).toMatch(/Suivez sa commande/);
  });
});
