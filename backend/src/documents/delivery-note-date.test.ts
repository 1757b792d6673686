import { order } from '@trefima/domain/contract';
import { pdfLine } from '../test-support/pdf-text';
import { data, testApi, type TestApi } from '../testing';
import { officeMoves, proPickupOrder } from '../testing-orders';

/**
 * A delivery note says the day its goods left, or were set aside at the depot, on its territory's clock: it printed
 * only the day it was downloaded (« Édité le »), so that the note downloaded a week later read as if shipped that day
 * (found by an audit of the documents).
 */
let api: TestApi;
beforeAll(async () => {
  api = await testApi({}, { now: Date.parse('2026-11-30T15:00:00Z') });
});
afterAll(() => api.close());

const office = (id: number, status: string) => officeMoves(api, id, status);

it('prints the day the goods were set aside at the depot, not the day it is printed', async () => {
  const { o } = await proPickupOrder(api);
  expect((await office(o.id, 'en_preparation')).statusCode).toBe(200);
  // 1 December at 02:30 UTC: still 30 November at 22:30 in Guadeloupe
  api.clock.now = Date.parse('2026-12-01T02:30:00Z');
  expect(data(await office(o.id, 'prete_retrait'), order).delivery_note).toBe(true);
  api.clock.now = Date.parse('2026-12-08T14:00:00Z');
  const note = await pdfLine(new Uint8Array((await api.request('GET', `/order/${o.id}/delivery-note`, { token: await api.login() })).rawPayload));
  expect(note).toContain('Mis à disposition le : 30 novembre 2026');
  expect(note).toContain('Édité le : 8 décembre 2026');
});
