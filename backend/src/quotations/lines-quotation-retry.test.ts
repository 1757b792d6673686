import { quotation } from '@trefima/domain/contract';
import { data, failure, PRIVATE, PRO, testApi, type TestApi } from '../testing';

/**
 * A quotation of given lines (the roof configurator's bill, the mesh layout's panels) asked again under the same
 * request key: on an island's network the answer of a request written by the API can be lost, and the buyer presses
 * again. He gets the first quotation, and the sales office is written to once.
 */
let api: TestApi;
beforeAll(async () => {
  api = await testApi();
});
afterAll(() => api.close());

const productId = (ref: string) => api.db.prepare('SELECT id FROM product WHERE reference = ?').pluck().get(ref) as number;
const count = (table: string) => api.db.prepare(`SELECT COUNT(*) FROM "${table}"`).pluck().get() as number;
const officeMails = () => api.db.prepare("SELECT COUNT(*) FROM outbox WHERE subject LIKE 'Demande de devis %'").pluck().get() as number;

const ask = (token: string, body: Record<string, unknown>) => api.request('POST', '/cart/convert-to-quotation', { body, token });
const roof = () => [{ element_id: productId('HA10-12'), quantity: 3 }];

describe('POST /cart/convert-to-quotation with elements and a request key', () => {
  it('answers the first quotation to the same request asked again, and writes to the office once', async () => {
    const token = await api.login(PRIVATE.email, PRIVATE.password);
    const [quotations, mails] = [count('quotation'), officeMails()];
    const body = { elements: roof(), complementary_information: 'Toiture 10 × 8 m', request_key: 'toiture-3f9a2c41d7e84b05' };
    const first = data(await ask(token, body), quotation, 201);
    const again = data(await ask(token, body), quotation, 200);
    expect(again.number).toBe(first.number);
    expect(count('quotation')).toBe(quotations + 1);
    expect(officeMails()).toBe(mails + 1);
  });

  it('refuses the same key with other lines, in French, and writes nothing', async () => {
    const token = await api.login(PRIVATE.email, PRIVATE.password);
    const key = 'toiture-8b21e0c94f3a6d17';
    data(await ask(token, { elements: roof(), request_key: key }), quotation, 201);
    const before = count('quotation');
    const other = failure(await ask(token, { elements: [{ element_id: productId('HA12-12'), quantity: 5 }], request_key: key }), 409);
    expect(other.message).toBe('Cette demande de devis a déjà été envoyée avec d’autres lignes : rechargez la page, puis demandez à nouveau.');
    expect(count('quotation')).toBe(before);
  });

  it('keeps each customer’s keys his own, and quotes twice without a key as before', async () => {
    const key = 'toiture-c0ffee1234567890';
    const mine = data(await ask(await api.login(PRIVATE.email, PRIVATE.password), { elements: roof(), request_key: key }), quotation, 201);
    const pro = await api.login(PRO.email, PRO.password);
    const theirs = data(await ask(pro, { elements: roof(), request_key: key }), quotation, 201);
    expect(theirs.number).not.toBe(mine.number);
    const a = data(await ask(pro, { elements: roof() }), quotation, 201);
    const b = data(await ask(pro, { elements: roof() }), quotation, 201);
    expect(b.number).not.toBe(a.number);
  });

  it('refuses a key that is not one, in French', async () => {
    const token = await api.login(PRIVATE.email, PRIVATE.password);
    const bad = failure(await ask(token, { elements: roof(), request_key: 'x' }), 422);
    expect(bad.errors).toEqual({ request_key: 'La clé de la demande est illisible : rechargez la page, puis demandez à nouveau.' });
  });
});
