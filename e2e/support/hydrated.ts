import type { Page } from '@playwright/test';

/**
 * React has hydrated the page: the layout's burger button carries its props (a key press before that is lost).
 * After a link followed inside the site it returns at once, the layout having hydrated long before: the new
 * page may not be drawn yet, so wait for what it shows (see slow-route.ts).
 */
export const hydrated = (page: Page) =>
  page.waitForFunction(() => {
    const el = document.querySelector('#menu-burger');
    return !!el && Object.keys(el).some((k) => k.startsWith('__reactProps'));
  });

/**
 * The whole page has hydrated, not only the header: its data came, and the
 * browser has had an idle moment since (React hydrates the header, the content
 * and the footer one after the other, in short tasks).
 */
export async function settled(page: Page) {
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => (window.requestIdleCallback ?? setTimeout)(() => resolve())));
      }),
  );
}
