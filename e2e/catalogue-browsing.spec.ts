import { expect, test } from './support/fixtures';
import { hydrated } from './support/hydrated';

test.describe('catalogue pages', () => {
  test('a product page shows its name, reference, Martinique price HT and characteristics', async ({ page }) => {
    await page.goto('/produit/barre-ha-o12-12-m');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Barre HA Ø12 – 12 m');
    await expect(page.getByText('Prix Martinique, hors taxes')).toBeVisible();
    await expect(page.locator('main').getByText(/^\d+,\d{2}\s€\sHT/).first()).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'Diamètre', exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Fil d’Ariane' }).getByRole('link', { name: 'Barres droites' })).toHaveAttribute('href', '/categorie/barres-droites');
  });

  test('a category lists its first 24 products statically and the next page in the browser', async ({ page }) => {
    await page.goto('/categorie/acier-pour-beton-arme');
    const grid = page.getByRole('list', { name: 'Acier pour béton armé' });
    await expect(grid.getByRole('listitem')).toHaveCount(24);
    const first = await grid.getByRole('heading').first().textContent();
    await hydrated(page);
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/categorie\/acier-pour-beton-arme\/_p__2$/);
    await expect(grid.getByRole('listitem')).toHaveCount(24);
    await expect(grid.getByRole('heading').first()).not.toHaveText(first!);
    await expect(page.getByRole('navigation', { name: 'Pagination' }).locator('[aria-current="page"]')).toHaveText(/2/);
  });

  test('a variant URL opened directly resolves in the browser, with no 404 and no flash of the first page', async ({ page }) => {
    const statuses: number[] = [];
    page.on('response', (r) => r.request().isNavigationRequest() && statuses.push(r.status()));
    await page.goto('/categorie/bacs-acier/color__RAL-7016');
    expect(statuses).toEqual([200]);
    const grid = page.getByRole('list', { name: 'Bacs acier' });
    await expect(grid.getByRole('listitem').first()).toBeVisible();
    const names = await grid.getByRole('heading').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const n of names) expect(n).toContain('7016');
    await expect(page.getByRole('link', { name: /RAL 7016 Gris anthracite/ })).toHaveAttribute('aria-current', 'true');
  });

  test('a filter link narrows the listing and can be cleared', async ({ page }) => {
    await page.goto('/categorie/bacs-acier');
    await hydrated(page);
    await page.getByText('Couleur', { exact: true }).click();
    const before = await page.getByRole('heading', { name: /produits?$/ }).textContent();
    await page.getByRole('link', { name: /^RAL 3009 Rouge oxyde/ }).click();
    await expect(page).toHaveURL(/\/categorie\/bacs-acier\/color__RAL-3009$/);
    await expect(page.getByRole('heading', { name: /produits?$/ })).not.toHaveText(before!);
    for (const name of await page.getByRole('list', { name: 'Bacs acier' }).getByRole('heading').allTextContents()) expect(name).toContain('3009');
    await page.getByRole('link', { name: 'Effacer les filtres' }).click();
    await expect(page).toHaveURL(/\/categorie\/bacs-acier$/);
  });
});

test.describe('content lists', () => {
  test('news filtered by a tag is a built page; a tag with a category is fetched in the browser', async ({ page }) => {
    const built = await page.goto('/actualites/_tag__guadeloupe');
    expect(built?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Actualités – Guadeloupe');
    await hydrated(page);
    await page.getByRole('link', { name: 'Produits', exact: true }).click();
    await expect(page).toHaveURL(/\/actualites\/_tag__guadeloupe\/_categorie__produits$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Actualités – Produits – Guadeloupe');
    await expect(page.getByText(/\d+ résultats?|Aucun article/).first()).toBeVisible();
  });

  test('careers combine company and location filters', async ({ page }) => {
    await page.goto('/carrieres/_societe__trefima/_localisation__le-lamentin');
    const offers = page.locator('main h2');
    await expect(offers.first()).toBeVisible();
    for (const meta of await page.locator('main li p').filter({ hasText: 'publiée le' }).allTextContents()) {
      expect(meta).toContain('Trefima');
      expect(meta).toContain('Le Lamentin');
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a product page is complete HTML: name, price, description, links', async ({ page }) => {
    await page.goto('/produit/barre-ha-o12-12-m');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Barre HA Ø12 – 12 m');
    await expect(page.getByText(/€ HT/).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Description' })).toBeVisible();
    await expect(page.locator('footer a').first()).toHaveAttribute('rel', /nofollow/);
  });
});
