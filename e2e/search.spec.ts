import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { hydrated } from './support/hydrated';

const BOX_NAME = 'Rechercher un produit, une gamme, un conseil';
const SUGGEST = /\/search\?.*\btype=Suggest\b/;

/** The header's box, focused by keyboard-like means once the page is interactive. */
async function focusHeaderBox(page: Page, path = '/') {
  await page.goto(path);
  await hydrated(page);
  const box = page.locator('#recherche');
  await box.focus();
  return box;
}

/**
 * Types as a person does, 40 ms between keys counted by the page's clock (paused meanwhile, flowing again once he
 * stops): on a loaded machine the keys may reach the page more than the suggestions' debounce apart, which would then
 * rightly ask for the beginning of the word.
 */
async function typeAtPace(page: Page, text: string) {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  for (const key of text) {
    await page.keyboard.type(key);
    await page.clock.runFor(40);
  }
  await page.clock.resume();
}

test.describe('header search', () => {
  test('no code of the suggestions before the box is used', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.goto('/produit/barre-ha-o12-12-m');
    await hydrated(page);
    await expect(page.locator('#recherche')).not.toHaveAttribute('role', 'combobox');
    const before = scripts.length;
    await page.locator('#recherche').focus();
    await expect(page.locator('#recherche')).toHaveAttribute('role', 'combobox');
    expect(scripts.length).toBeGreaterThan(before);
  });

  test('typing 3 characters asks for no suggestion', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (r) => SUGGEST.test(r.url()) && calls.push(r.url()));
    const box = await focusHeaderBox(page);
    // the page's clock held: the debounce passed by its own count, however slowly this machine runs the page
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.keyboard.type('tre');
    await page.clock.runFor(1000);
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    // a fourth character asks: its request, once seen, comes after any the first three would have made
    const fourth = page.waitForRequest(SUGGEST);
    await page.keyboard.type('i');
    await page.clock.runFor(1000);
    await fourth;
    expect(calls.map((url) => new URL(url).searchParams.get('text'))).toEqual(['trei']);
  });

  test('search “treillis” with the keyboard: at most 5 suggestions, arrows and Enter open one', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (r) => SUGGEST.test(r.url()) && calls.push(r.url()));
    await focusHeaderBox(page);
    await typeAtPace(page, 'treillis');
    const combobox = page.getByRole('combobox', { name: BOX_NAME });
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await expect(combobox).toHaveAttribute('aria-autocomplete', 'list');
    await expect(combobox).toHaveAttribute('aria-controls', 'recherche-suggestions');
    // debounced: one request for the whole word, none per key
    expect(calls.length).toBe(1);
    expect(calls[0]).toContain('text=treillis');

    const listbox = page.getByRole('listbox', { name: 'Suggestions' });
    const options = listbox.getByRole('option');
    const count = await options.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(5);
    await expect(listbox.getByRole('group', { name: 'Produits' })).toBeVisible();
    expect((await options.first().textContent())!.toLowerCase()).toContain('treillis');
    await expect(page.getByRole('status').filter({ hasText: `${count} suggestion` })).toBeAttached();

    await page.keyboard.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(combobox).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowDown');
    const chosen = options.nth(1);
    await expect(chosen).toHaveAttribute('aria-selected', 'true');
    const name = (await chosen.textContent())!;
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/produit\/treillis-/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.locator('#recherche')).toHaveValue('');
    await expect(listbox).toBeHidden();
  });

  test('Escape closes the list, a second Escape clears the box; Home and End edit the text', async ({ page }) => {
    const box = await focusHeaderBox(page);
    await page.keyboard.type('treillis');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Home');
    await expect(box).not.toHaveAttribute('aria-activedescendant');
    await expect(box).toHaveJSProperty('selectionStart', 0);
    await page.keyboard.press('End');
    await expect(box).toHaveJSProperty('selectionStart', 8);
    await page.keyboard.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue('treillis');
    await page.keyboard.press('Escape');
    await expect(box).toHaveValue('');
  });

  test('a click on a suggestion opens it; leaving the box closes the list', async ({ page }) => {
    const box = await focusHeaderBox(page);
    await page.keyboard.type('treillis');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(box).not.toBeFocused();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeHidden();
    await box.focus();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const option = page.getByRole('option').first();
    const name = (await option.textContent())!;
    await option.click();
    await expect(page).toHaveURL(/\/produit\//);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });

  test('submitting strips tags, clears the box and opens the results', async ({ page }) => {
    const box = await focusHeaderBox(page, '/produit/barre-ha-o12-12-m');
    await page.keyboard.type('<b>treillis</b>');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=treillis$/);
    await expect(box).toHaveValue('');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Résultats pour « treillis »');
    await expect(page.getByRole('list', { name: 'Produits pour « treillis »' }).getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: /^\d+ produits?$/ })).toBeVisible();
  });

  test('a buyer who types “fer à béton”, the everyday name of rebar, reaches the HA bars', async ({ page }) => {
    await focusHeaderBox(page);
    await typeAtPace(page, 'fer à béton');
    const listbox = page.getByRole('listbox', { name: 'Suggestions' });
    const products = listbox.getByRole('group', { name: 'Produits' }).getByRole('option');
    await expect(products.first()).toHaveText(/^Barre HA Ø/);
    for (const name of await products.allTextContents()) expect(name).toMatch(/^Barre HA Ø/);
    const first = (await products.first().textContent())!;
    await page.keyboard.press('ArrowDown');
    await expect(products.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/produit\/barre-ha-/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first);
  });

  test('a failure of the suggestions is only logged: the box still searches', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.route(SUGGEST, (r) => r.abort());
    const box = await focusHeaderBox(page);
    await page.keyboard.type('treillis');
    await expect.poll(() => errors.some((e) => e.includes('Suggestions de recherche indisponibles'))).toBe(true);
    await expect(page.getByRole('option')).toHaveCount(0);
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=treillis$/);
    await expect(page.getByRole('list', { name: 'Produits pour « treillis »' }).getByRole('listitem').first()).toBeVisible();
  });
});

test.describe('search results', () => {
  test('/search lists products 24 a page, with paging links that keep the term, categories and contents', async ({ page }) => {
    await page.goto('/search?q=treillis');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Résultats pour « treillis »');
    await expect(page.getByRole('searchbox', { name: /Rechercher un produit, une catégorie/ })).toHaveValue('treillis');
    const grid = page.getByRole('list', { name: 'Produits pour « treillis »' });
    await expect(grid.getByRole('listitem')).toHaveCount(24);
    await expect(page.getByRole('navigation', { name: 'Catégories' }).getByRole('link', { name: 'Treillis soudés' })).toHaveAttribute(
      'href',
      '/categorie/treillis-soudes',
    );
    await expect(page.getByRole('heading', { name: /^Contenus \(\d+\)$/ })).toBeVisible();
    const first = await grid.getByRole('heading').first().textContent();
    await hydrated(page);
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/search\?q=treillis&page=2$/);
    await expect(grid.getByRole('heading').first()).not.toHaveText(first!);
  });

  test('a filter link narrows the results and can be cleared', async ({ page }) => {
    await page.goto('/search?q=bac');
    const heading = page.getByRole('heading', { name: /^\d+ produits?$/ });
    await expect(heading).toBeVisible();
    const before = Number((await heading.textContent())!.split(' ')[0]);
    await hydrated(page);
    await page.getByText('Couleur', { exact: true }).click();
    await page.getByRole('link', { name: /^RAL 7016/ }).click();
    await expect(page).toHaveURL(/\/search\?q=bac&color=RAL%207016$/);
    await expect(heading).not.toHaveText(`${before} produits`);
    const after = Number((await heading.textContent())!.split(' ')[0]);
    expect(after).toBeGreaterThan(0);
    expect(after).toBeLessThan(before);
    for (const name of await page.getByRole('list', { name: 'Produits pour « bac »' }).getByRole('heading').allTextContents()) expect(name).toContain('7016');
    await page.getByRole('link', { name: 'Effacer les filtres' }).click();
    await expect(page).toHaveURL(/\/search\?q=bac$/);
    await expect(heading).toHaveText(`${before} produits`);
  });

  test('a filter in the URL opened directly applies', async ({ page }) => {
    await page.goto('/search?q=treillis&width=3');
    const grid = page.getByRole('list', { name: 'Produits pour « treillis »' });
    await expect(page.getByRole('heading', { name: /^\d+ produits?$/ })).toHaveText('6 produits');
    await expect(grid.getByRole('listitem')).toHaveCount(6);
  });

  test('a typo still finds: “treilis” lists the welded mesh', async ({ page }) => {
    await page.goto('/search?q=treilis');
    const grid = page.getByRole('list', { name: 'Produits pour « treilis »' });
    await expect(grid.getByRole('listitem')).toHaveCount(24);
    for (const name of await grid.getByRole('heading').allTextContents()) expect(name).toMatch(/^Treillis/);
    // and says what it searched, with its categories
    const offer = page.getByText(/^Vouliez-vous dire/);
    await expect(offer.getByRole('link', { name: 'treillis' })).toHaveAttribute('href', '/search?q=treillis');
    await expect(page.getByRole('navigation', { name: /^Catégories/ }).getByRole('link', { name: 'Treillis soudés' })).toBeVisible();
  });

  test('a designation comes first: “HA10” lists the Ø10 bars before the stiffeners made of them', async ({ page }) => {
    await page.goto('/search?q=HA10');
    const names = page.getByRole('list', { name: 'Produits pour « HA10 »' }).getByRole('heading');
    await expect(names.first()).toHaveText('Barre HA Ø10 – 6 m');
    const all = await names.allTextContents();
    const own = all.map((n) => /^(Barre|Botte|Couronne) HA Ø10\b/.test(n));
    expect(own.indexOf(false)).toBe(own.lastIndexOf(true) + 1);
    expect(all.some((n) => n.startsWith('Raidisseur'))).toBe(true);
  });

  test('“fer à béton” finds the category of the high-bond bars', async ({ page }) => {
    await page.goto('/search?q=fer%20%C3%A0%20b%C3%A9ton');
    await expect(page.getByRole('navigation', { name: /^Catégories/ }).getByRole('link', { name: 'Barres à haute adhérence' })).toBeVisible();
  });

  test('a term with no product says so and suggests browsing the ranges', async ({ page }) => {
    await page.goto('/search?q=zzzzqqq');
    await expect(page.getByText('Aucun produit ne correspond à « zzzzqqq ».')).toBeVisible();
    await expect(page.locator('main').getByRole('link', { name: 'nos gammes', exact: true })).toHaveAttribute('href', '/nos-gammes');
  });

  test('an API failure is shown in French with a retry', async ({ page }) => {
    let fail = true;
    await page.route(/\/api\/v1\/product\?/, (r) =>
      fail
        ? r.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ code: 'UNAVAILABLE', message: 'Service momentanément indisponible.' }),
          })
        : r.fallback(),
    );
    await page.goto('/search?q=treillis');
    await expect(page.getByRole('alert').first()).toContainText('Service momentanément indisponible.');
    fail = false;
    await page.getByRole('button', { name: 'Réessayer' }).first().click();
    await expect(page.getByRole('list', { name: 'Produits pour « treillis »' }).getByRole('listitem').first()).toBeVisible();
  });

  test('the page’s own field searches again', async ({ page }) => {
    await page.goto('/search?q=treillis');
    await hydrated(page);
    const field = page.getByRole('searchbox', { name: /Rechercher un produit, une catégorie/ });
    await expect(field).toHaveValue('treillis');
    await field.fill('closoir');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=closoir$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Résultats pour « closoir »');
  });

  test('results pages are not indexed', async ({ page }) => {
    await page.goto('/search?q=treillis');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  test('/results/treillis shows the same results', async ({ page }) => {
    const statuses: number[] = [];
    page.on('response', (r) => r.request().isNavigationRequest() && statuses.push(r.status()));
    await page.goto('/results/treillis');
    expect(statuses).toEqual([200]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Résultats pour « treillis »');
    await expect(page.getByRole('list', { name: 'Produits pour « treillis »' }).getByRole('listitem')).toHaveCount(24);
    await hydrated(page);
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/results\/treillis\?page=2$/);
  });

  test('/results/<category>/<search> searches within the category; an unknown category is ignored', async ({ page }) => {
    await page.goto('/results/treillis-dallage-paf/treillis');
    await expect(page.getByText('Dans la catégorie')).toContainText('Treillis de dallage (PAF)');
    const heading = page.getByRole('heading', { name: /^\d+ produits?$/ });
    await expect(heading).toBeVisible();
    const within = Number((await heading.textContent())!.split(' ')[0]);
    expect(within).toBeGreaterThan(0);
    expect(within).toBeLessThan(28);

    await page.goto('/results/categorie-inconnue/treillis');
    await expect(page.getByText('La catégorie « categorie-inconnue » n’existe pas')).toBeVisible();
    await expect(page.getByRole('heading', { name: /^\d+ produits?$/ })).toHaveText('28 produits');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the header box is a plain GET form to /search', async ({ page }) => {
    await page.goto('/produit/barre-ha-o12-12-m');
    const box = page.getByRole('searchbox', { name: BOX_NAME });
    await box.fill('treillis');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=treillis$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recherche');
    // (the built page's hint; Chromium with scripts disabled by Playwright does not render <noscript>)
    await expect(page.getByText(/^Saisissez un terme/)).toBeVisible();
  });
});

test.describe('header search on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const toggleOf = (page: Page) => page.locator('#header-tools').getByRole('button', { name: 'Rechercher', exact: true });

  test('a button opens the search box (a disclosure); Escape closes the list, then the box, and gives the focus back', async ({ page }) => {
    await page.goto('/produit/barre-ha-o12-12-m');
    await hydrated(page);
    const box = page.locator('#recherche');
    const toggle = toggleOf(page);
    await expect(box).toBeHidden();
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const controlled = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await expect(controlled.locator('#recherche')).toHaveCount(1);
    // the suggestions' code still waits for the box to be used
    await expect(box).not.toHaveAttribute('role', 'combobox');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(box).toBeFocused();
    await expect(box).toBeInViewport();
    await page.keyboard.type('treillis');
    const combobox = page.getByRole('combobox', { name: BOX_NAME });
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    const list = (await page.getByRole('listbox', { name: 'Suggestions' }).boundingBox())!;
    expect(list.x).toBeGreaterThanOrEqual(0);
    expect(list.x + list.width).toBeLessThanOrEqual(390);
    await page.keyboard.press('Escape');
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(box).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  });

  test('a suggestion tapped or a search sent opens its page and closes the box', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const toggle = toggleOf(page);
    await toggle.click();
    await page.keyboard.type('treillis');
    const option = page.getByRole('option').first();
    const name = (await option.textContent())!;
    await option.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.locator('#recherche')).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await page.keyboard.type('treillis');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=treillis$/);
    await expect(page.locator('#recherche')).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
