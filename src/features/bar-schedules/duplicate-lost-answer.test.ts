/** @jest-environment ./src/test-support/jsdom-env.ts */
import { PRO, type TestApi } from '../../../backend/src/testing';
import type { PageCalls } from '../../test-support/held-calls';
import { proOnThePage } from '../../test-support/pro-on-the-page';

/**
 * « Dupliquer » in « Mes nomenclatures » on an island's network: the API makes the copy, the answer is lost, the buyer
 * reads that the shop could not be reached and presses again. He has one copy (a schedule is never deleted: a second
 * would stay in his list); a press after an answer makes another.
 */
let api: TestApi;
let pageCalls: PageCalls;
let schedules: typeof import('./api');
beforeAll(async () => {
  ({ api, pageCalls } = await proOnThePage());
  schedules = await import('./api');
});
afterAll(() => api.close());

const copies = (title: string) => api.db.prepare("SELECT COUNT(*) FROM bar_schedule_revision WHERE title = ? || ' (copie)'").pluck().get(title);

it('makes one copy of a schedule duplicated again after its answer was lost, and another after an answer', async () => {
  const original = api.db
    .prepare(
      'SELECT s.id, r.title FROM bar_schedule s JOIN bar_schedule_revision r ON r.schedule_id = s.id JOIN customer c ON c.id = s.customer_id WHERE c.email = ? ORDER BY s.id LIMIT 1',
    )
    .get(PRO.email) as { id: number; title: string };
  const lost = pageCalls.loseNextAnswer({ only: (c) => new URL(c.url).pathname.endsWith('/duplicate') });
  await expect(schedules.duplicateSchedule(original.id)).rejects.toThrow(/injoignable/);
  await lost;
  expect(copies(original.title)).toBe(1);
  await schedules.duplicateSchedule(original.id);
  expect(copies(original.title)).toBe(1);
  await schedules.duplicateSchedule(original.id);
  expect(copies(original.title)).toBe(2);
});
