import type { Page } from '@playwright/test';

/** React has hydrated the page: the layout's burger button carries its props (a key press before that is lost). */
export const hydrated = (page: Page) =>
  page.waitForFunction(() => {
    const el = document.querySelector('#menu-burger');
    return !!el && Object.keys(el).some((k) => k.startsWith('__reactProps'));
  });
