/** @jest-environment ./src/test-support/jsdom-env.ts */
import { cleanup, within } from '@testing-library/react';
import { savedListsPage } from './saved-lists.test-kit';

const mockPlans = [
  { id: 1, target: 'trefima_mtq', label: 'Martinique', is_default: true, vat_rate: 8.5, currency: { code: 'EUR', symbol: '€' } },
  { id: 3, target: 'trefima_guf', label: 'Guyane', is_default: false, vat_rate: 0, currency: { code: 'EUR', symbol: '€' } },
];
jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock({ layout: { plans: mockPlans, recaptchaSiteKey: null } }));

/**
 * A list's last change is read as the day of the territory the buyer shops
 * in (a list has none of its own): changed at 03:30 UTC yesterday, it is of
 * yesterday in Guyane (00:30 there) and of the day before in Martinique.
 */
const page = savedListsPage();
const today = new Date();
const AT = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - 1, 3, 30);
const dayOf = (daysBefore: number) => new Date(AT - daysBefore * 86_400_000).toISOString().slice(0, 10).split('-').reverse().join('/');

beforeAll(async () => {
  const before = page.api.clock.now;
  page.api.clock.now = AT;
  await page.createList('Dalle du garage', [['HA12-12', 2]]);
  page.api.clock.now = before;
});

it.each([
  { territory: 'Guyane', plan: 3, day: dayOf(0) },
  { territory: 'Martinique', plan: 1, day: dayOf(1) },
])('dates a list changed at 00:30 in Cayenne on the day of $territory', async ({ plan, day }) => {
  // the territory chosen, as the header's choice keeps it
  localStorage.setItem('trefima.plan', String(plan));
  const { card } = await page.render('Dalle du garage');
  expect(within(card('Dalle du garage')).getByText('Modifiée le').nextElementSibling?.textContent).toBe(day);
  cleanup();
});
