import { expect, test } from './support/fixtures';
import { demoSession } from './support/accounts';
import { hydrated } from './support/hydrated';
import { cell, typeRow } from './support/schedule-editor';
import { sitemapPaths, timeToRead } from './support/sitemap';

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
  for (const rel of await page.locator('header a[target="_blank"]').evaluateAll((as) => as.map((a) => a.getAttribute('rel'))))
    expect(rel).toBe('noopener noreferrer');
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
  // every page of the sitemap, and two more, read one after the other
  test.setTimeout(timeToRead(paths.length + 2));
  const wrong: string[] = [];
  let marked = 0;
  for (const path of [...paths, '/panier', '/connexion']) {
    const links = layoutLinks(await (await request.get(path)).text());
    if (links.length < 20) wrong.push(`${path}: no header or footer`);
    for (const { href, current } of links) if (current !== (href === path)) wrong.push(`${path}: ${href}${current ? ' marked' : ' not marked'}`);
    if (links.some((l) => l.current)) marked += 1;
  }
  expect(wrong).toEqual([]);
  // the pages the header's first level, the pre-header and the footer link to (the dropdowns open in the browser only)
  expect(marked).toBeGreaterThan(20);
});

test('after navigating in the browser, the header and footer mark the new page, with nothing to repair at hydration', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/nos-gammes');
  await hydrated(page);
  const menuLink = page.locator('#menu-principal a[href="/nos-gammes"]');
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
  // the menu, untouched before the navigation and so drawn again for the new page, answers its first click
  const products = page.locator('#menu-principal').getByRole('button', { name: 'Nos produits' });
  await products.click();
  await expect(products).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
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

/** The text of an element a sighted visitor sees, in pieces, in reading order (text clipped out of sight is left out). */
const visibleFragments = (el: import('@playwright/test').Locator) =>
  el.evaluate((root) => {
    const pieces: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent!.trim();
      if (!text) continue;
      let shown = true;
      for (let e: Element | null = node.parentElement; e && shown; e = e === root ? null : e.parentElement) {
        const s = getComputedStyle(e);
        const box = e.getBoundingClientRect();
        if (s.display === 'none' || s.visibility === 'hidden' || box.width <= 1 || box.height <= 1 || s.clip === 'rect(0px, 0px, 0px, 0px)') shown = false;
      }
      if (shown) pieces.push(text);
    }
    return pieces;
  });

const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe('header: names, way back after logging in, menu and territory focus', () => {
  const tools = (page: import('@playwright/test').Page) => page.locator('#header-tools');

  test('territory, account and cart keep their names when their text is hidden (1024 px)', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto(PRODUCT);
    await hydrated(page);
    await expect(tools(page).getByRole('button', { name: 'Territoire : Martinique' })).toBeVisible();
    await expect(tools(page).getByRole('link', { name: 'Connexion' })).toBeVisible();
    await expect(tools(page).getByRole('link', { name: 'Panier vide' })).toBeVisible();
  });

  test('the cart link’s name starts with what it shows, and its badge leaves the total readable', async ({ page }) => {
    await page.goto('/produit/barre-ha-o12-12-m');
    await hydrated(page);
    await page.getByRole('button', { name: 'Ajouter au panier' }).click();
    const cart = tools(page).getByRole('link', { name: /^Panier : 1 article, [\d\s,]+€ HT$/ });
    await expect(cart).toBeVisible();
    const name = /link "([^"]*)"/.exec(await cart.ariaSnapshot())![1].replace(/\s+/g, ' ');
    const shown = (await visibleFragments(cart)).map((piece) => piece.replace(/\s+/g, ' '));
    expect(shown.length).toBeGreaterThan(1);
    // WCAG 2.5.3: the name starts with the visible label, and holds all that is shown, in that order
    expect(name.startsWith(shown[0])).toBe(true);
    let from = 0;
    for (const piece of shown) {
      const at = name.indexOf(piece, from);
      expect(at, `“${piece}” in “${name}”`).toBeGreaterThanOrEqual(0);
      from = at + piece.length;
    }
    const badge = (await cart.locator('[data-badge]').boundingBox())!;
    const amount = (await cart.locator('[data-amount]').boundingBox())!;
    expect(overlap(badge, amount)).toBe(false);
  });

  test('“Connexion” brings the visitor back to the page he was on', async ({ page }) => {
    await page.goto('/produit/barre-ha-o12-12-m?couleur=1');
    await hydrated(page);
    const login = tools(page).getByRole('link', { name: 'Connexion' });
    await expect(login).toHaveAttribute('href', `/connexion/${encodeURIComponent('/produit/barre-ha-o12-12-m?couleur=1')}`);
    await page.locator('footer a[href="/nos-gammes"]').click();
    await expect(page).toHaveURL(/\/nos-gammes$/);
    await expect(login).toHaveAttribute('href', '/connexion/%2Fnos-gammes');
    await login.click();
    await expect(page).toHaveURL(/\/connexion\/%2Fnos-gammes$/);
    // on the login page itself, the link stays the login page's
    await expect(login).toHaveAttribute('href', '/connexion/%2Fnos-gammes');
    await page.getByLabel(/^E-mail/).fill('pro@trefima.example');
    await page.getByLabel(/^Mot de passe/).fill('Demo-Pro-971!');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/nos-gammes$/);
    await expect(tools(page).getByRole('link', { name: 'Mon compte' })).toHaveAttribute('href', '/mon-compte');
  });

  test('every item of the main menu leads somewhere: a link, or a button that opens links', async ({ page }) => {
    await page.goto(PRODUCT);
    await hydrated(page);
    const items = page.locator('#menu-principal > ul > li');
    const count = await items.count();
    expect(count).toBeGreaterThan(4);
    for (let i = 0; i < count; i++) {
      const item = items.nth(i);
      const first = item.locator('> *').first();
      const tag = await first.evaluate((e) => e.tagName);
      expect(['A', 'BUTTON'], await item.innerText()).toContain(tag);
      if (tag === 'BUTTON') {
        await first.click();
        await expect(first).toHaveAttribute('aria-expanded', 'true');
        await expect(
          page
            .locator(`#${await first.getAttribute('aria-controls')}`)
            .getByRole('link')
            .first(),
        ).toBeVisible();
        await first.click();
      }
    }
    // a heading item the API sends without children (GET /menu) leads to its page rather than nowhere
    const nav = page.locator('#menu-principal');
    const about = nav.locator('> ul > li').filter({ hasText: 'Qui sommes-nous' }).locator('> *').first();
    if ((await about.evaluate((e) => e.tagName)) === 'A') await expect(about).toHaveAttribute('href', '/qui-sommes-nous');
    else {
      await about.click();
      await expect(nav.locator(`#${await about.getAttribute('aria-controls')}`).locator('a[href="/qui-sommes-nous"]')).toBeVisible();
    }
  });

  test('the products dropdown closes when the keyboard moves on past it', async ({ page }) => {
    await page.goto(PRODUCT);
    await hydrated(page);
    const button = page.locator('#menu-principal').getByRole('button', { name: 'Nos produits' });
    await button.focus();
    await page.keyboard.press('Enter');
    const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
    await panel.locator('a').last().focus();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.locator('#menu-principal').getByRole('link', { name: 'Nos gammes' })).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
    // backwards too
    await page.keyboard.press('Shift+Tab');
    await button.focus();
    await page.keyboard.press('Enter');
    await panel.locator('a').first().focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('after choosing a territory from the header, the focus is back on its button', async ({ page }) => {
    await page.goto(PRODUCT);
    await hydrated(page);
    const territory = tools(page).getByRole('button', { name: /^Territoire : / });
    await territory.click();
    const dialog = page.getByRole('dialog', { name: 'Où se trouve votre chantier ?' });
    await dialog.getByRole('button', { name: 'Guyane' }).click();
    await expect(dialog).toBeHidden();
    await expect(territory).toHaveAccessibleName('Territoire : Guyane');
    await expect(territory).toBeFocused();
    await territory.press('Enter');
    await dialog.getByRole('button', { name: 'Fermer' }).press('Enter');
    await expect(territory).toBeFocused();
  });
});

test.describe('first visit: the territory chosen', () => {
  test.use({ territory: null });

  test('the focus goes to the content, not to the page’s body', async ({ page }) => {
    await page.goto(PRODUCT);
    const dialog = page.getByRole('dialog', { name: 'Où se trouve votre chantier ?' });
    await dialog.getByRole('button', { name: 'Guadeloupe' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('#contenu')).toBeFocused();
  });
});

test.describe('nothing scrolls sideways', () => {
  const sideways = (page: import('@playwright/test').Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

  test('the bar schedule’s grid at 390 px, with a row to correct in a column out of sight', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/nomenclature');
    await hydrated(page);
    // Ø8 code 21 with a 50 mm leg: « La cote A (50 mm) est plus courte que le retour minimal », said in the cell of Cote A
    await typeRow(page, 1, { member: 'Dalle', mark: '1', diameter: '8', members: '1', barsEach: '4', shape: '21', A: '50', B: '400', C: '200' });
    await expect(cell(page, 'Cote A (mm)', 1)).toHaveAttribute('aria-invalid', 'true');
    // the grid scrolled back to its first columns: Cote A is past the screen's edge, in the grid's own scroll box
    await cell(page, 'Ouvrage', 1).focus();
    await cell(page, 'Ouvrage', 1).evaluate((el) => {
      for (let box = el.parentElement; box; box = box.parentElement) if (getComputedStyle(box).overflowX === 'auto') box.scrollLeft = 0;
    });
    expect(await cell(page, 'Cote A (mm)', 1).evaluate((el) => el.getBoundingClientRect().left)).toBeGreaterThan(390);
    expect(await sideways(page)).toBe(0);
  });

  test('the company’s people at 1280 px: every row’s « Enregistrer » and « Retirer » within reach, the page as wide as the screen', async ({
    page,
    request,
    baseURL,
  }) => {
    await demoSession(request, 'pro', { planId: 2, context: page.context(), baseURL });
    await page.goto('/mon-compte/entreprise');
    await hydrated(page);
    const people = page.getByRole('table', { name: 'Les personnes de l’entreprise' });
    await expect(people.getByRole('button', { name: /^Enregistrer/ }).first()).toBeVisible();
    expect(await sideways(page)).toBe(0);
    // in the table's box, or in one that scrolls of its own: never past the page's edge
    for (const action of await people.getByRole('button', { name: /^(Enregistrer|Retirer)/ }).all()) {
      await action.scrollIntoViewIfNeeded();
      const box = (await action.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(1280);
    }
    expect(await sideways(page)).toBe(0);
  });
});
