import { test as base, expect } from '@playwright/test';

/**
 * The shop asks a first-time visitor for a territory. Journeys that are not
 * about that choice start as a returning Martinique visitor (`territory: 1`);
 * `test.use({ territory: null })` starts as a first-time visitor.
 */
export const test = base.extend<{ territory: number | null }>({
  territory: [1, { option: true }],
  page: async ({ page, territory }, use) => {
    if (territory !== null) {
      await page.addInitScript((id) => {
        if (localStorage.getItem('trefima.plan') === null) localStorage.setItem('trefima.plan', JSON.stringify(id));
      }, territory);
    }
    await use(page);
  },
});

export { expect };
