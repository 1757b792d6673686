import { expect, test } from './support/fixtures';
import { demoSession } from './support/accounts';

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

test.describe('a listing on a phone', () => {
  const grid = (page: import('@playwright/test').Page) => page.getByRole('list', { name: 'Acier pour béton armé' });

  test('the filters fold behind « Filtrer », which opens from the keyboard: the first products come on the first screen', async ({ page }) => {
    await page.goto('/categorie/acier-pour-beton-arme');
    await hydrated(page);
    const toggle = page.getByRole('button', { name: 'Filtrer', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await expect(panel.getByRole('navigation', { name: 'Filtres' })).toBeHidden();
    const first = (await grid(page).getByRole('listitem').first().boundingBox())!;
    expect(first.y).toBeLessThan(page.viewportSize()!.height);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByRole('navigation', { name: 'Filtres' })).toBeVisible();
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('« Filtrer » says how many filters are on', async ({ page }) => {
    await page.goto('/categorie/bacs-acier/color__RAL-7016');
    await expect(page.getByRole('button', { name: 'Filtrer (1 filtre actif)' })).toBeVisible();
  });

  test('a listing whose call fails says so on the first screen, not below the filters', async ({ page }) => {
    await page.route(
      (url) => url.pathname.endsWith('/api/v1/product'),
      (route) => route.abort(),
    );
    await page.goto('/categorie/acier-pour-beton-arme/_p__2');
    const problem = page.getByRole('alert').filter({ hasText: 'Réessayer' });
    await expect(problem).toBeVisible();
    const box = (await problem.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
  });
});

test('the order history gives each order’s amount TTC on the screen, and nothing scrolls sideways', async ({ page, request, baseURL }) => {
  await demoSession(request, 'particulier', { context: page.context(), baseURL });
  await page.goto('/mes-commandes');
  const ttc = page.getByText(/€ TTC$/).first();
  await expect(ttc).toBeVisible();
  const box = (await ttc.boundingBox())!;
  // within the screen's width: not past the edge of the page, nor of a box that scrolls
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
});
