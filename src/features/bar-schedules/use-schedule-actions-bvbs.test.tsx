/** @jest-environment ./src/test-support/jsdom-env.ts */
import { act, renderHook } from '@testing-library/react';
import type { TestApi } from '../../../backend/src/testing';
import type { BarSchedule } from '@trefima/domain/bar-schedules/contract';
import { browserApi } from '../../test-support/browser-api';
import type { DraftSchedule } from './model';

/**
 * The BVBS file the editor writes for the bending machine carries a revision letter (its name, each line's `i`): it
 * is that of its rows. A saved schedule changed since is saved first, as the PDF is, so that the letter the machine's
 * tags and the order's revision read is the one whose rows it bends; a draft never saved has no letter to give.
 */
const files: { blob: Blob; name: string }[] = [];
jest.mock('../../lib/save-file', () => ({ saveFile: (f: { blob: Blob; name: string }) => void files.push(f) }));

let api: TestApi;
let useScheduleActions: typeof import('./use-schedule-actions').useScheduleActions;
beforeAll(async () => {
  api = await browserApi();
  ({ useScheduleActions } = await import('./use-schedule-actions'));
  const { login } = await import('../account/session-actions');
  await login({ login: 'pro@trefima.example', password: 'Demo-Pro-971!' });
});
afterAll(() => api.close());
beforeEach(() => void (files.length = 0));

const header = { job_site: 'Villa Bellance', job_site_id: null, drawing: 'PL-3', title: 'Dalle', date: '2026-11-27' };
const row = (A: string) => ({ member: 'Dalle', mark: '1', diameter: '12', shape: '11', A, B: '700', members: '1', barsEach: '10' });
// jsdom's Blob has no text()
const text = (b: Blob) =>
  new Promise<string>((resolve) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result));
    r.readAsText(b);
  });

async function run(draft: DraftSchedule, onSaved: (s: BarSchedule) => void = () => undefined) {
  const { result } = renderHook(() => useScheduleActions(draft, null, onSaved));
  let said;
  await act(async () => {
    said = await result.current.bvbs();
  });
  return said;
}

it('saves a changed schedule before writing its file, under the revision its rows are', async () => {
  const saved: BarSchedule[] = [];
  // revision A saved with a leg of 300 mm, then sent to the cart: frozen, the next change makes B
  await run({ header, rows: [row('300')], saved: null, dirty: true });
  const { saveSchedule, sendToCart } = await import('./api');
  const first = await saveSchedule(header, [row('300')], null);
  await sendToCart(first, '');
  expect(first.revision).toBe('A');
  files.length = 0;

  // the buyer types 450 mm and asks the machine file without saving
  await run({ header, rows: [row('450')], saved: { id: first.id, number: first.number, revision: 'A' }, dirty: true }, (s) => saved.push(s));
  expect(saved.map((s) => s.revision)).toEqual(['B']);
  expect(files.map((f) => f.name)).toEqual([`${first.number}-B.abs`]);
  const lines = await text(files[0].blob);
  expect(lines).toMatch(/@iB@/);
  expect(lines).toMatch(/@Gl450@w90@l700@/);
  // revision A, in the cart, is as it was
  const a = api.db.prepare("SELECT rows FROM bar_schedule_revision WHERE schedule_id = ? AND letter = 'A'").pluck().get(first.id) as string;
  expect(a).toContain('"A":300');
});

it('writes a draft never saved without a revision letter it does not have', async () => {
  await run({ header, rows: [row('300')], saved: null, dirty: true });
  expect(files.map((f) => f.name)).toEqual(['nomenclature-brouillon.abs']);
  expect(await text(files[0].blob)).toMatch(/@i@/);
  expect(await text(files[0].blob)).not.toMatch(/@iA@/);
});
