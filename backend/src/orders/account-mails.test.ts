import { testApi, type TestApi } from '../testing';

/**
 * What an account makes the shop mail to its address (a quotation request, an order, each with its PDF, a copy to the
 * office) is bounded per account: the shop never checked that a new account's address was its owner's, and a script
 * signed up with a stranger's address sent him a quotation request's mail at the writes' pace, 120 a minute (found by
 * a security audit). Past the hour's budget the request is refused in French before anything is written; a request
 * sent again under its key (its answer lost) is answered as before and spends nothing.
 */
let api: TestApi;
beforeAll(async () => {
  api = await testApi();
});
afterAll(() => api.close());

const HOUR_BUDGET = 20;

it('answers 429 to the request past the hour’s budget of an account, writes and mails nothing, and opens again an hour later', async () => {
  const victim = 'inconnu@example.com';
  let { token } = await api.signUp(victim);
  const element = api.db.prepare("SELECT id FROM product WHERE reference = 'HA12-12'").pluck().get() as number;
  const mails = () => api.db.prepare('SELECT COUNT(*) FROM outbox WHERE recipient = ?').pluck().get(victim) as number;
  const ask = async (i: number) => {
    const cart = await api.request('POST', '/cart/update', { token, body: { cart_token: null, elements: [{ element_id: element, quantity: 1 }] } });
    expect(cart.statusCode).toBe(200);
    return api.request('POST', '/cart/convert-to-quotation', { token, body: { cart_token: cart.json().data.token, request_key: `demande-de-devis-${i}` } });
  };
  for (let i = 0; i < HOUR_BUDGET; i++) expect((await ask(i)).statusCode).toBe(201);
  // the last one sent again, its answer lost: the same quotation, nothing spent
  const again = await api.request('POST', '/cart/convert-to-quotation', {
    token,
    body: {
      cart_token: api.db.prepare('SELECT token FROM cart WHERE quotation_id = (SELECT MAX(id) FROM quotation)').pluck().get(),
      request_key: `demande-de-devis-${HOUR_BUDGET - 1}`,
    },
  });
  expect(again.statusCode).toBe(200);
  const [quotations, sent] = [api.db.prepare('SELECT COUNT(*) FROM quotation').pluck().get(), mails()];
  const refused = await ask(HOUR_BUDGET);
  expect(refused.statusCode).toBe(429);
  expect(refused.json().message).toMatch(/^Ce compte a envoyé beaucoup de demandes de devis et de commandes en peu de temps .* Réessayez dans /);
  expect([api.db.prepare('SELECT COUNT(*) FROM quotation').pluck().get(), mails()]).toEqual([quotations, sent]);
  api.clock.advance(61 * 60 * 1000);
  // signed in again: the session's token outlives no hour
  token = await api.login(victim, 'Chantier-972!');
  expect((await ask(HOUR_BUDGET + 1)).statusCode).toBe(201);
});
