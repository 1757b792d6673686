import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { settled } from './support/hydrated';

/**
 * The home page's carousel on a phone on an island network: the first visit
 * fetches the picture and the page of the slide on screen only. The slides out
 * of sight are stacked under it, hidden: before, each fetched its picture and
 * Gatsby fetched ahead the page its link leads to (its link counted as « in
 * view »), three pictures and three pages for nothing. A slide's picture comes
 * when the visitor reaches the buttons, before it is shown.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const carousel = (page: Page) => page.getByRole('region', { name: 'À la une' });
const slide = (page: Page, n: number) => carousel(page).getByRole('group', { name: new RegExp(`^${n} sur \\d+$`) });

/** What the page asked for, by kind: the slides' pictures, and the page data of other pages than the home page. */
function watch(page: Page) {
  const pictures = new Set<string>();
  const pageData = new Set<string>();
  page.on('request', (r: Request) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith('/media/slide/')) pictures.add(pathname);
    const data = /^\/page-data\/(.+)\/page-data\.json$/.exec(pathname)?.[1];
    if (data && data !== 'index') pageData.add(`/${data}`);
  });
  return { pictures, pageData };
}

test('a first visit fetches the slide on screen only; the buttons bring the others with their pictures', async ({ page }) => {
  const asked = watch(page);
  // Gatsby fetches the pages of the links in view after 3 s: the page's clock is moved past them, not waited for
  await page.clock.install();
  await page.goto('/');
  await settled(page);
  const total = await carousel(page).getByRole('group', { includeHidden: true }).count();
  expect(total).toBeGreaterThan(2);
  const hiddenLinks = await carousel(page)
    .locator('[aria-hidden="true"] a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  expect(hiddenLinks).toHaveLength(total - 1);

  // the slide on screen: its picture, and its page fetched ahead as Gatsby fetches a link in view (with the others it
  // did, in the same batch)
  await expect(slide(page, 1)).toBeVisible();
  const shown = (await slide(page, 1).getByRole('link').getAttribute('href'))!;
  await page.clock.runFor(5000);
  await expect.poll(() => asked.pageData.has(shown)).toBe(true);
  await settled(page);
  expect([...asked.pictures]).toHaveLength(1);
  expect([...asked.pageData].filter((p) => hiddenLinks.includes(p))).toEqual([]);

  // reaching the buttons brings the neighbours' pictures, so that the next slide shows whole
  const next = carousel(page).getByRole('button', { name: 'Diapositive suivante' });
  await next.focus();
  await expect.poll(() => asked.pictures.size).toBe(3);
  await next.press('Enter');
  await expect(slide(page, 2)).toBeVisible();
  await expect(carousel(page).getByText(`2 / ${total}`)).toBeVisible();
  await expect(slide(page, 2)).toHaveCSS('background-image', /\/media\/slide\//);
  const link = slide(page, 2).getByRole('link');
  await expect(link).toHaveAttribute('href', hiddenLinks[0]!);
  await link.focus();
  await expect(link).toBeFocused();
});
