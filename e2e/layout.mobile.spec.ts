import { expect, test } from './support/fixtures';

/** Layout on a phone: burger menu, and the footer in one column. */
const PRODUCT = '/produit/angle-exterieur-de-bardage-b35-prelaque-ral-7016-3-m';
/** React has hydrated the layout: its buttons carry their props (before that a key press is lost). */
const hydrated = (page: import('@playwright/test').Page) =>
  page.waitForFunction(() => {
    const el = document.querySelector('#menu-burger');
    return !!el && Object.keys(el).some((k) => k.startsWith('__reactProps'));
  });

test('the burger opens the menu with the pre-header links; Escape and a route change close it', async ({ page }) => {
  await page.goto(PRODUCT);
  await hydrated(page);
  const burger = page.getByRole('button', { name: 'Menu', exact: true });
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('#menu-principal')).toBeHidden();
  await burger.click();
  await expect(burger).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#menu-principal')).toBeVisible();
  await expect(page.locator(`#${await burger.getAttribute('aria-controls')}`).getByRole('link', { name: 'Contact' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await expect(burger).toBeFocused();
  await burger.click();
  await page.locator('#menu-principal').getByRole('link', { name: 'Conseils' }).click();
  await expect(page).toHaveURL(/\/conseils$/);
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
});

test('the page does not scroll sideways and the footer is one column', async ({ page }) => {
  await page.goto(PRODUCT);
  await hydrated(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  const columns = await page
    .locator('#pied-de-page nav')
    .first()
    .evaluate((el) => getComputedStyle(el.parentElement!).gridTemplateColumns.split(' ').length);
  expect(columns).toBe(1);
});

test('the header’s icon-only tools have names: search, territory, account, cart', async ({ page }) => {
  await page.goto(PRODUCT);
  await hydrated(page);
  const tools = page.locator('#header-tools');
  await expect(tools.getByRole('button', { name: 'Rechercher', exact: true })).toBeVisible();
  await expect(tools.getByRole('button', { name: 'Territoire : Martinique' })).toBeVisible();
  await expect(tools.getByRole('link', { name: 'Connexion' })).toBeVisible();
  await expect(tools.getByRole('link', { name: 'Panier vide' })).toBeVisible();
  // each at least 44 px square, side by side on one line with the logo and the burger
  for (const el of await tools.locator('a, button').filter({ visible: true }).all()) {
    const box = (await el.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  }
});
