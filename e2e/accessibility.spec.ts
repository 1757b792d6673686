import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { settled } from './support/hydrated';
import { API } from './support/accounts';

/**
 * axe-core (WCAG 2 A and AA rules) on the pages `npm run bench` measures in
 * Lighthouse (bench/run.mjs): home, the largest category, its first product,
 * a content page and the cart, on a desktop and on a phone.
 */
const Q = 'site_id=1&lang=fr&sales_plan_id=1';

/** The category with the most products and its first product, as bench/lib picks them. */
async function benchPages(request: APIRequestContext): Promise<string[]> {
  const categories = (await (await request.get(`${API}/category?depth=1&${Q}`)).json()).data as { id: number; slug: string; product_count: number }[];
  const [top] = [...categories].sort((a, b) => b.product_count - a.product_count);
  const [product] = (await (await request.get(`${API}/product?categories=${top.id}&perPage=1&${Q}`)).json()).data.items as { slug: string }[];
  return ['/', `/categorie/${top.slug}`, `/produit/${product.slug}`, '/qui-sommes-nous', '/panier'];
}

/** One line per violation: the rule, its impact and the elements, for a failure that says what to fix. */
async function violations(page: Page): Promise<string[]> {
  const { violations: found } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return found.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

async function check(page: Page, request: APIRequestContext) {
  test.setTimeout(90_000);
  const found: string[] = [];
  for (const path of await benchPages(request)) {
    await page.goto(path);
    await settled(page);
    found.push(...(await violations(page)).map((v) => `${path} ${v}`));
  }
  expect(found).toEqual([]);
}

test.describe('axe, WCAG 2 A and AA, 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test('no violation on the benchmarked pages', async ({ page, request }) => check(page, request));
});

test.describe('axe, WCAG 2 A and AA, 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('no violation on the benchmarked pages', async ({ page, request }) => check(page, request));
});

test('a page reached inside the site is said to a screen reader in French, by the route announcer every page has', async ({ page }) => {
  await page.goto('/nos-gammes');
  await settled(page);
  const link = page.locator('main a[href^="/gamme-"]').first();
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/gamme-/);
  const h1 = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
  // Gatsby's announcer, an assertive live region, speaks once the new page is drawn: in French, on a French page
  const announcer = page.locator('#gatsby-announcer[aria-live="assertive"]');
  await expect(announcer).toHaveText(`Page affichée : ${h1}`);
  expect(await announcer.evaluate((el) => el.closest('[lang]')?.getAttribute('lang'))).toBe('fr');
});
