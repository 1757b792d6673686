import { expect, test } from './support/fixtures';
import { hydrated } from './support/hydrated';
import { sitemapPaths } from './support/sitemap';

/** Layout (header, menus, breadcrumb, footer, go-to-top, scroll on navigation) on desktop. */
const PRODUCT = '/produit/angle-exterieur-de-bardage-b35-prelaque-ral-7016-3-m';
const activeId = (page: import('@playwright/test').Page) => page.evaluate(() => document.activeElement?.id ?? '');

test('skip links come first and lead to the content, the menu and the footer', async ({ page }) => {
  await page.goto('/nos-gammes');
  await hydrated(page);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Aller au contenu' })).toBeFocused();
  await expect(page.getByRole('link', { name: 'Aller au contenu' })).toBeInViewport();
  for (const id of ['contenu', 'menu-principal', 'pied-de-page']) await expect(page.locator(`#${id}`)).toHaveCount(1);
  await expect(page.locator('#header-tools')).toHaveCount(1);
});

test('breadcrumb on every page but the home page, the current page last and not a link', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Fil d’Ariane' })).toHaveCount(0);
  await page.goto(PRODUCT);
  await hydrated(page);
  const crumbs = page.getByRole('navigation', { name: 'Fil d’Ariane' }).getByRole('listitem');
  await expect(crumbs.first()).toHaveText('Accueil');
  await expect(crumbs.last().locator('[aria-current="page"]')).toHaveCount(1);
  await expect(crumbs.last().getByRole('link')).toHaveCount(0);
});

test('external links: nofollow except on the home page; every footer link nofollow; phone as tel:', async ({ page }) => {
  await page.goto('/');
  for (const rel of await page.locator('header a[target="_blank"]').evaluateAll((as) => as.map((a) => a.getAttribute('rel')))) expect(rel).toBe('noopener noreferrer');
  await page.goto(PRODUCT);
  await hydrated(page);
  const rels = await page.locator('header a[target="_blank"]').evaluateAll((as) => as.map((a) => a.getAttribute('rel')));
  expect(rels.length).toBeGreaterThan(0);
  for (const rel of rels) expect(rel).toBe('noopener noreferrer nofollow');
  for (const rel of await page.locator('footer a').evaluateAll((as) => as.map((a) => a.getAttribute('rel') ?? ''))) expect(rel).toContain('nofollow');
  await expect(page.locator('header a[href^="tel:"]').first()).toHaveAttribute('href', /^tel:\+?\d+$/);
});

test('the products dropdown opens with the keyboard, Escape closes it and gives focus back', async ({ page }) => {
  await page.goto(PRODUCT);
  await hydrated(page);
  const button = page.locator('#menu-principal').getByRole('button', { name: 'Nos produits' });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
  await expect(panel.locator('a[href^="/categorie/"]').first()).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(panel.locator('a').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
  await page.keyboard.press(' ');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.mouse.click(5, 700);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('go-to-top shows past 800 px, scrolls to the top and moves focus there', async ({ page }) => {
  await page.goto(PRODUCT);
  await hydrated(page);
  const button = page.getByRole('button', { name: 'Haut de page' });
  await expect(button).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 1200));
  await expect(button).toBeVisible();
  await button.click();
  await page.waitForFunction(() => window.scrollY === 0);
  expect(await activeId(page)).toBe('haut');
});

test('a navigation scrolls to the top and moves focus to the content', async ({ page }) => {
  await page.goto(PRODUCT);
  await hydrated(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.locator('footer a[href="/nos-gammes"]').click();
  await expect(page).toHaveURL(/\/nos-gammes$/);
  await page.waitForFunction(() => window.scrollY === 0);
  await expect.poll(() => activeId(page)).toBe('contenu');
});

/** The <header> and the footer of a page's HTML as served, before any script runs. */
const layoutLinks = (html: string) =>
  [html.match(/<header[\s\S]*?<\/header>/)?.[0] ?? '', html.match(/<footer id="pied-de-page"[\s\S]*?<\/footer>/)?.[0] ?? ''].flatMap((part) =>
    [...part.matchAll(/<a\b[^>]*>/g)].map(([tag]) => ({ href: /href="([^"]*)"/.exec(tag)?.[1] ?? '', current: /aria-current="page"/.test(tag) })),
  );

test('the header and footer mark the link to the page shown, and only it, in the HTML of every page', async ({ request }) => {
  // the header and footer are rendered once per page they link to, and once for all the others (Gatsby Slices)
  const paths = await sitemapPaths(request);
  const wrong: string[] = [];
  let marked = 0;
  for (const path of [...paths, '/panier', '/connexion']) {
    const links = layoutLinks(await (await request.get(path)).text());
    if (links.length < 20) wrong.push(`${path}: no header or footer`);
    for (const { href, current } of links) if (current !== (href === path)) wrong.push(`${path}: ${href}${current ? ' marked' : ' not marked'}`);
    if (links.some((l) => l.current)) marked += 1;
  }
  expect(wrong).toEqual([]);
  expect(marked).toBeGreaterThan(30);
});

test('after navigating in the browser, the header and footer mark the new page, with nothing to repair at hydration', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/categorie/treillis-soudes');
  await hydrated(page);
  const menuLink = page.locator('header a[href="/categorie/treillis-soudes"]').first();
  await expect(menuLink).toHaveAttribute('aria-current', 'page');
  // the frame's links navigate in the page, and fetch the page's data ahead when a pointer comes to them
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  const ahead = page.waitForRequest(/\/page-data\/contact\/page-data\.json/);
  await page.locator('footer').locator('a[href="/contact"]').first().hover();
  await ahead;
  // and when the keyboard's focus comes to them
  const aheadByKeyboard = page.waitForRequest(/\/page-data\/qui-sommes-nous\/page-data\.json/);
  await page.locator('footer a[href="/qui-sommes-nous"]').first().focus();
  await aheadByKeyboard;
  await page.locator('footer').locator('a[href="/contact"]').first().click();
  await expect(page).toHaveURL(/\/contact$/);
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  await expect(page.locator('footer a[href="/contact"]').first()).toHaveAttribute('aria-current', 'page');
  await expect(menuLink).not.toHaveAttribute('aria-current', /./);
  // the link to the page shown stays on it without stacking a history entry: Back leaves the page
  const entries = await page.evaluate(() => history.length);
  await page.locator('footer a[href="/contact"]').first().click();
  await expect(page).toHaveURL(/\/contact$/);
  expect(await page.evaluate(() => history.length)).toBe(entries);
  await page.goto(PRODUCT);
  await hydrated(page);
  await expect(page.locator('header [aria-current], footer [aria-current]')).toHaveCount(0);
  expect(errors).toEqual([]);
});
