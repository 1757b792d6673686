import { order } from '@trefima/domain/contract';
import { data, failure, PRO, testApi, type TestApi } from '../testing';

/**
 * A document's address names it by its id or its number, as written: `/order/2` and `/order/CMD-…`. Another writing
 * of the id (`2e0`, `+2`, `02`, ` 2`, `2.0`) was taken by SQLite for the number 2 and answered that order; it names no
 * document (404), as it does for a saved list.
 */
let api: TestApi;
let token: string;
let id: number;
beforeAll(async () => {
  api = await testApi();
  token = await api.login(PRO.email, PRO.password);
  id = api.db.prepare('SELECT o.id FROM "order" o JOIN customer c ON c.id = o.customer_id WHERE c.email = ? ORDER BY o.id').pluck().get(PRO.email) as number;
});
afterAll(() => api.close());

const get = (path: string) => api.request('GET', path, { token });

it('answers a document by its id or number, and no other writing of its id', async () => {
  const byId = data(await get(`/order/${id}`), order);
  expect(data(await get(`/order/${byId.number}`), order).id).toBe(id);
  const number = api.db.prepare('SELECT number FROM invoice WHERE order_id = ?').pluck().get(id) as string;
  const invoiceId = api.db.prepare('SELECT id FROM invoice WHERE order_id = ?').pluck().get(id) as number;
  expect(number).toBeTruthy();
  for (const other of [`${id}e0`, `+${id}`, `0${id}`, `${id}.0`, `%20${id}`]) {
    expect(failure(await get(`/order/${other}`), 404).message).toBe('Cette commande est introuvable.');
    expect((await get(`/invoice/${invoiceId}.0/pdf`)).statusCode).toBe(404);
  }
});
