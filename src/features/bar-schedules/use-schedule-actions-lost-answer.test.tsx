/** @jest-environment ./src/test-support/jsdom-env.ts */
import { act, renderHook } from '@testing-library/react';
import type { TestApi } from '../../../backend/src/testing';
import type { BarSchedule } from '@trefima/domain/bar-schedules/contract';
import { browserApi } from '../../test-support/browser-api';
import { spyOnPageCalls, type PageCalls } from '../../test-support/held-calls';
import type { CellRow } from './import/cells';
import type { DraftSchedule } from './model';

/**
 * A new schedule's first save whose answer is lost on the way (an island's network): the API wrote it, the editor
 * still holds a draft never saved. Saved again, with a row typed meanwhile, the schedule made the first time takes
 * the rows: one schedule, not two, and nothing typed is lost.
 */
let api: TestApi;
let pageCalls: PageCalls;
let useScheduleActions: typeof import('./use-schedule-actions').useScheduleActions;
let emptyDraft: typeof import('./state').emptyDraft;
beforeAll(async () => {
  api = await browserApi();
  pageCalls = spyOnPageCalls();
  ({ useScheduleActions } = await import('./use-schedule-actions'));
  ({ emptyDraft } = await import('./state'));
  const { login } = await import('../account/session-actions');
  await login({ login: 'pro@trefima.example', password: 'Demo-Pro-971!' });
});
afterAll(() => api.close());

const row = (mark: string): CellRow => ({ member: 'Dalle', mark, diameter: '10', shape: '00', A: '6000', members: '1', barsEach: '12' });

it('saves again into the schedule its lost answer made, with the rows typed since', async () => {
  const schedules = () => api.db.prepare('SELECT COUNT(*) FROM bar_schedule').pluck().get() as number;
  const before = schedules();
  const header = { job_site: 'Villa Bellance', job_site_id: null, drawing: 'PL-3', title: 'Dalle', date: '2026-11-27' };
  const first: DraftSchedule = { ...emptyDraft(), header, rows: [row('1'), row('2')], dirty: true };
  const saved: BarSchedule[] = [];
  const { result, rerender } = renderHook(({ draft }) => useScheduleActions(draft, null, (s) => saved.push(s)), { initialProps: { draft: first } });

  const lost = pageCalls.loseNextAnswer({ only: (c) => c.method === 'POST' && /\/nomenclature\?/.test(c.url) });
  let said;
  await act(async () => {
    said = await result.current.save();
  });
  await lost;
  expect(said).toEqual({ message: expect.stringMatching(/injoignable/), error: true });
  expect(saved).toHaveLength(0);

  // a row typed meanwhile, the draft still never saved as far as the editor knows
  rerender({ draft: { ...first, rows: [...first.rows, row('3')] } });
  await act(async () => {
    said = await result.current.save();
  });
  expect(said).toEqual({ message: expect.stringMatching(/^Nomenclature NOM-\d{4}-\d+ enregistrée/) });
  expect(schedules()).toBe(before + 1);
  expect(saved.map((s) => [s.revision, s.rows.length])).toEqual([['A', 3]]);
});
