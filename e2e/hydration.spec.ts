import { expect, test } from './support/fixtures';
import { hydrated, settled } from './support/hydrated';
import { DEPOT, newProfessional } from './support/accounts';
import { pastOrder } from './support/orders';

/**
 * A logged-in customer's pages hydrate without a mismatch: the header's
 * session, cart and territory parts are what the built HTML has until the
 * page is hydrated, then change. (The fixture fails any test on a hydration
 * error; this one goes through the pages where the session shows.) The
 * professional is the test's own, since it fills his cart; he has an address
 * and an order, so that his pages have rows to show.
 */

const PAGES = [
  '/',
  '/categorie/acier-pour-beton-arme',
  '/categorie/treillis-soudes',
  '/categorie/barres-droites',
  '/produit/barre-ha-o12-12-m',
  '/produit/angle-exterieur-de-bardage-b35-prelaque-ral-7016-3-m',
  '/nos-gammes',
  '/services',
  '/conseils',
  '/actualites',
  '/qui-sommes-nous',
  '/contact',
  '/configurateur',
  '/nomenclature',
  '/commande-rapide',
  '/calepinage-treillis',
  '/mon-compte',
  '/mes-adresses',
  '/mes-commandes',
  '/mes-devis',
  '/mes-factures',
  '/mes-nomenclatures',
  '/mes-chantiers',
  '/mes-listes',
  '/panier',
  '/search?q=treillis',
];

test(`logged in, ${PAGES.length} pages loaded one after the other hydrate without a mismatch`, async ({ page, request, hydrationErrors }) => {
  // every page loaded and let settle (its data, then an idle moment): far more than one journey's few pages
  test.setTimeout(120_000);
  const who = { prefix: 'e2e-hydration', civility: 'mme', first_name: 'Maryse', last_name: 'Lubin', company: 'Lubin Construction', address: DEPOT } as const;
  const pro = await newProfessional(request, who, 'Pages-Sans-Ecart-971!');
  await pastOrder(request, pro, [{ slug: 'barre-ha-o12-12-m', quantity: 10 }]);
  await page.goto('/connexion');
  await hydrated(page);
  await page.getByLabel(/^E-mail/).fill(pro.email);
  await page.getByLabel(/^Mot de passe/).fill(pro.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/mon-compte$/);
  // something in the cart, so that the header's cart shortcut differs from the built HTML
  await page.goto('/produit/barre-ha-o12-12-m');
  await hydrated(page);
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByRole('link', { name: /Panier : \d+ articles?/ })).toBeVisible();

  for (const path of PAGES) {
    await page.goto(path);
    await settled(page);
    await expect(page.locator('#header-tools').getByRole('link', { name: 'Mon compte' })).toBeVisible();
    expect(hydrationErrors, path).toEqual([]);
  }
});

/** Whether React has taken the first element `selector` finds (its fiber is set on the node when hydrated). */
const reactOwns = (page: import('@playwright/test').Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber')));

test('a catalogue page leaves its static parts as HTML until first used, then they work', async ({ page, hydrationErrors }) => {
  await page.goto('/categorie/acier-pour-beton-arme');
  await settled(page);
  // live parts hydrated: the burger, the header's tools, a card's add-to-cart button
  expect(await reactOwns(page, '#menu-burger')).toBe(true);
  expect(await reactOwns(page, '#header-tools a')).toBe(true);
  expect(await reactOwns(page, 'main article button')).toBe(true);
  // static parts not: the main menu, the footer, the breadcrumb, a card's title
  for (const selector of ['#menu-principal button', 'footer a', 'nav[aria-label="Fil d’Ariane"] a', 'main article h3 a'])
    expect(await reactOwns(page, selector), selector).toBe(false);

  // first use: a pointer over the footer hydrates it (and nothing else)
  await page.locator('footer a').first().hover();
  await expect.poll(() => reactOwns(page, 'footer a')).toBe(true);
  expect(await reactOwns(page, '#menu-principal button')).toBe(false);

  // the main menu's first click opens it: the click hydrates the menu and reaches its button
  const products = page.locator('#menu-principal').getByRole('button', { name: 'Nos produits' });
  await products.click();
  await expect(products).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(products).toHaveAttribute('aria-expanded', 'false');
  await expect(products).toBeFocused();

  // a card's title reached by keyboard: focus hydrates it, and Enter follows it inside the site
  const title = page.locator('main article h3 a').first();
  const name = await title.textContent();
  await title.focus();
  await expect.poll(() => reactOwns(page, 'main article h3 a')).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: name ?? '' })).toBeVisible();
  expect(hydrationErrors).toEqual([]);
});

test('a listing’s dozens of links watch nothing on load; a sub-category’s data comes ahead on hover; a filter opens in the page', async ({
  page,
  hydrationErrors,
}) => {
  // Gatsby's Link watches itself with an IntersectionObserver: a listing's filters, sub-categories and pages are SiteLinks
  await page.addInitScript(() => {
    const Native = window.IntersectionObserver;
    const w = window as unknown as { observersMade: number; IntersectionObserver: typeof Native };
    w.observersMade = 0;
    w.IntersectionObserver = class extends Native {
      constructor(...args: ConstructorParameters<typeof Native>) {
        super(...args);
        w.observersMade += 1;
      }
    };
  });
  await page.goto('/categorie/acier-pour-beton-arme');
  await settled(page);
  const filters = page.getByRole('navigation', { name: 'Filtres' });
  expect(await filters.locator('a').count()).toBeGreaterThan(10);
  expect(await page.evaluate(() => (window as unknown as { observersMade: number }).observersMade)).toBeLessThan(5);

  await page.evaluate(() => Object.assign(window, { samePage: true }));
  // a sub-category (a built page) has its data fetched ahead when the pointer comes to it
  const child = page.getByRole('list', { name: 'Sous-catégories' }).locator('a').first();
  const childPath = (await child.getAttribute('href')) ?? '';
  const ahead = page.waitForRequest((r) => r.url().includes(`/page-data${childPath}/page-data.json`));
  await child.hover();
  await ahead;
  // a filter opens in the page, without loading it again
  await filters.locator('summary').first().click();
  const filter = filters.locator('a').first();
  const target = (await filter.getAttribute('href')) ?? '';
  await filter.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(filters.locator(`a[href="${target}"]`)).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  expect(hydrationErrors).toEqual([]);
});

test('a link the pointer reaches from a part still asleep has its data fetched ahead too', async ({ page, hydrationErrors }) => {
  await page.goto('/categorie/acier-pour-beton-arme');
  await settled(page);
  // the header's useful links sleep; a pointer that rested there before the page's code came leaves them with no « over » first
  const asleep = page.getByRole('navigation', { name: 'Liens utiles' });
  expect(await reactOwns(page, 'nav[aria-label="Liens utiles"]')).toBe(false);
  const child = page.getByRole('list', { name: 'Sous-catégories' }).locator('a').first();
  const childPath = (await child.getAttribute('href')) ?? '';
  const ahead = page.waitForRequest((r) => r.url().includes(`/page-data${childPath}/page-data.json`));
  const link = await child.elementHandle();
  await asleep.evaluate((from, to) => {
    const init = { bubbles: true, composed: true, pointerType: 'mouse', isPrimary: true };
    from.dispatchEvent(new PointerEvent('pointerout', { ...init, relatedTarget: to }));
    from.dispatchEvent(new PointerEvent('pointerleave', { ...init, bubbles: false, relatedTarget: to }));
    to!.dispatchEvent(new PointerEvent('pointerover', { ...init, relatedTarget: from }));
    to!.dispatchEvent(new PointerEvent('pointerenter', { ...init, bubbles: false, relatedTarget: from }));
  }, link);
  await ahead;
  expect(hydrationErrors).toEqual([]);
});
