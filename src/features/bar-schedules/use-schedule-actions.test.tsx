/** @jest-environment ./src/test-support/jsdom-env.ts */
import { act, renderHook } from '@testing-library/react';
import { defaultThrottle } from '../../../backend/src/config';
import type { TestApi } from '../../../backend/src/testing';
import type { BarSchedule } from '@trefima/domain/bar-schedules/contract';
import type { CellRow } from './import/cells';
import { browserApi } from '../../test-support/browser-api';
import type { DraftSchedule } from './model';

/**
 * The editor's buttons when the API counts the schedule's rows against the
 * client's budget (THROTTLE_SCHEDULE_ROWS_PER_MINUTE, small here so that a
 * test reaches it): the refusal is said in French with when to retry, as an
 * error, and the draft stays as it was for the next try.
 */
let api: TestApi;
let useScheduleActions: typeof import('./use-schedule-actions').useScheduleActions;
beforeAll(async () => {
  api = await browserApi({ throttle: { ...defaultThrottle, scheduleRowsPerClientPerMinute: 15 } });
  ({ useScheduleActions } = await import('./use-schedule-actions'));
  const { login } = await import('../account/session-actions');
  await login({ login: 'pro@trefima.example', password: 'Demo-Pro-971!' });
});
afterAll(() => api.close());

// Ø10 straight bars cut to 6 m, one row per mark
const rows: CellRow[] = Array.from({ length: 10 }, (_, i) => ({
  member: 'Dalle',
  mark: String(i + 1),
  diameter: '10',
  shape: '00',
  A: '6000',
  members: '1',
  barsEach: '12',
}));
const draft: DraftSchedule = {
  header: { job_site: 'Villa Bellance', job_site_id: null, drawing: 'PL-3', title: 'Dalle', date: '2026-11-27' },
  rows,
  saved: null,
  dirty: true,
};

it('says in French when to try again once the rows a minute are spent, saves nothing more, and keeps the draft', async () => {
  const snapshot = JSON.stringify(draft);
  const schedules = () => api.db.prepare('SELECT COUNT(*) FROM bar_schedule').pluck().get() as number;
  const before = schedules();
  const saved: BarSchedule[] = [];
  const { result } = renderHook(() => useScheduleActions(draft, null, (s) => saved.push(s)));
  let first, second;
  await act(async () => {
    first = await result.current.save();
  });
  expect(first).toEqual({ message: expect.stringMatching(/^Nomenclature NOM-\d{4}-\d+ enregistrée/) });
  await act(async () => {
    second = await result.current.save();
  });
  expect(second).toEqual({
    message: expect.stringMatching(/^Trop de lignes de nomenclature en peu de temps\. Réessayez dans \d+ (secondes?|minutes?)\.$/),
    error: true,
  });
  expect(saved).toHaveLength(1);
  expect(schedules()).toBe(before + 1);
  expect(result.current.busy).toBeNull();
  expect(JSON.stringify(draft)).toBe(snapshot);
});

it('prints or exports no draft with a cell it could not read: the file would differ from the screen', async () => {
  // a mark past its 20 characters is left out of the row the screen counts: a file would show the row without it
  const unread: DraftSchedule = { ...draft, rows: [{ ...rows[0], mark: 'R'.repeat(25) }, rows[1]], saved: null };
  const { result } = renderHook(() => useScheduleActions(unread, null, () => undefined));
  const said = {
    message: '1 ligne a une cellule illisible : corrigez-la avant de télécharger la nomenclature, que le fichier montrerait autrement que l’écran.',
    error: true,
  };
  let pdf, bvbs;
  await act(async () => {
    pdf = await result.current.pdf(false);
    bvbs = await result.current.bvbs();
  });
  expect(pdf).toEqual(said);
  expect(bvbs).toEqual(said);
});
