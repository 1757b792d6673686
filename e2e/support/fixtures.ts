import { test as base, expect, type Page } from '@playwright/test';
import { slowRoutes } from './slow-route';

/**
 * What React says when the first client render of a page differs from its
 * built HTML (production builds give the error's number only): the part is
 * then thrown away and rendered again, the page flickers and costs twice;
 * or when an update reaches a part still waiting to hydrate (#421), with the
 * same result.
 */
export const HYDRATION_ERROR = /Minified React error #(?:418|419|421|422|423|425)\b|Hydration failed|did not match|error while hydrating/i;

/** Every hydration error a page logs, with the address it was on; the test fails if any was seen. */
function watchHydration(page: Page, seen: string[]) {
  const note = (text: string) => {
    if (HYDRATION_ERROR.test(text)) seen.push(`${page.url()}: ${text.split('\n')[0]}`);
  };
  page.on('console', (m) => m.type() === 'error' && note(m.text()));
  page.on('pageerror', (e) => note(`${e.name}: ${e.message}`));
}

/**
 * The shop asks a first-time visitor for a territory. Journeys that are not
 * about that choice start as a returning Martinique visitor (`territory: 1`);
 * `test.use({ territory: null })` starts as a first-time visitor.
 * `hydrationErrors` lists what the page logged so far, for a test that wants
 * to check page by page; whatever the test does, it fails on any of them.
 */
export const test = base.extend<{ territory: number | null; hydrationErrors: string[] }>({
  territory: [1, { option: true }],
  hydrationErrors: async ({}, use) => {
    await use([]);
  },
  page: async ({ page, territory, hydrationErrors }, use) => {
    watchHydration(page, hydrationErrors);
    if (process.env.E2E_SLOW_ROUTE) await slowRoutes(page, Number(process.env.E2E_SLOW_ROUTE));
    if (territory !== null) {
      await page.addInitScript((id) => {
        if (localStorage.getItem('trefima.plan') === null) localStorage.setItem('trefima.plan', JSON.stringify(id));
      }, territory);
    }
    await use(page);
    expect(hydrationErrors, 'React hydration errors (the first client render differs from the built HTML)').toEqual([]);
  },
});

export { expect };
