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
