/** @jest-environment ./src/test-support/jsdom-env.ts */
import { configureShop } from '../territory';
import { emptyDraft } from './state';

/**
 * A new schedule is dated of the day it is in the visitor's territory, which
 * its PDF and its cutting plan's print: at 20:30 on 31 December in
 * Martinique or Guadeloupe (21:30 in Cayenne) it is 00:30 on 1 January in UTC.
 */
const plans = [
  { id: 1, target: 'trefima_mtq' },
  { id: 2, target: 'trefima_gpe' },
  { id: 3, target: 'trefima_guf' },
];

beforeAll(() => configureShop({ siteId: 1, defaultPlanId: 1, plans }));
afterEach(() => {
  jest.useRealTimers();
  localStorage.clear();
});

it.each([
  [1, '2026-12-31T20:30:00-04:00', '2026-12-31'],
  [2, '2026-12-31T20:30:00-04:00', '2026-12-31'],
  [3, '2026-12-31T21:30:00-03:00', '2026-12-31'],
  // Cayenne is an hour ahead of Martinique: 23:30 there is already the next day in Guyane
  [3, '2026-12-31T23:30:00-04:00', '2027-01-01'],
])('dates a new schedule in the territory chosen (plan %i, %s)', (plan, at, day) => {
  localStorage.setItem('trefima.plan', String(plan));
  jest.useFakeTimers({ now: Date.parse(at) });
  expect(emptyDraft().header.date).toBe(day);
});

it('dates it in the default territory before one is chosen', () => {
  jest.useFakeTimers({ now: Date.parse('2026-12-31T20:30:00-04:00') });
  expect(emptyDraft().header.date).toBe('2026-12-31');
});

it('names each new schedule’s first save for itself, and a draft stored before the names with one of its own', async () => {
  const { createStore } = await import('jotai');
  const { draftAtom, DRAFT_KEY } = await import('./state');
  const [a, b] = [emptyDraft(), emptyDraft()];
  expect(a.requestKey).toMatch(/^[0-9a-f]{32}$/);
  expect(b.requestKey).not.toBe(a.requestKey);
  // a draft written by the editor before the key: its first save gets one, kept from then on
  localStorage.setItem(DRAFT_KEY, JSON.stringify({ header: a.header, rows: [{}], saved: null, dirty: true }));
  const store = createStore();
  const stop = store.sub(draftAtom, () => undefined);
  const key = store.get(draftAtom)?.requestKey;
  expect(key).toMatch(/^[0-9a-f]{32}$/);
  store.set(draftAtom, (d) => ({ ...d, rows: [{ mark: '1' }], dirty: true }));
  expect(store.get(draftAtom)?.requestKey).toBe(key);
  stop();
});
