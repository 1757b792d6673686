import { expect, test } from './support/fixtures';
import { legacyRedirects } from '../redirects';
import { timeToRead } from './support/sitemap';

test.describe('legacy addresses', () => {
  test('every legacy path answers one 301 to its target, which answers 200', async ({ request }) => {
    // every legacy path and its target, read one after the other
    test.setTimeout(timeToRead(2 * legacyRedirects.length));
    for (const { from, to } of legacyRedirects) {
      const res = await request.get(from, { maxRedirects: 0 });
      expect([from, res.status()]).toEqual([from, 301]);
      const location = new URL(res.headers().location, 'http://x').pathname;
      expect([from, location]).toEqual([from, to]);
      const target = await request.get(to, { maxRedirects: 0 });
      expect([to, target.status()]).toEqual([to, 200]);
    }
  });

  test('a visitor following an old link lands on its page', async ({ page }) => {
    const hops: number[] = [];
    page.on('response', (r) => {
      if (r.request().isNavigationRequest()) hops.push(r.status());
    });
    await page.goto('/fr/produits/treillis-soudes.html');
    await expect(page).toHaveURL(/\/nos-gammes$/);
    expect(hops).toEqual([301, 200]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nos gammes');
  });
});

test.describe('error pages', () => {
  test('an unknown path answers 404 with the French 404 page', async ({ page }) => {
    const res = await page.goto('/cette-page-n-existe-pas');
    expect(res?.status()).toBe(404);
    await expect(page).toHaveTitle(/Page non trouvée/);
    await expect(page.getByText('Oups !')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page non trouvée');
    await expect(page.getByRole('navigation', { name: 'Accès rapides' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contactez-nous' })).toHaveAttribute('href', '/contact');
    await page.getByRole('link', { name: 'Retour à l’accueil' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the 401 and 500 pages say what happened and link home', async ({ page }) => {
    await page.goto('/401');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accès non autorisé');
    await expect(page.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
    await page.goto('/500');
    await expect(page).toHaveTitle(/Une erreur a eu lieu/);
    await expect(page.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
  });

  /** The 404 content, which no crawler may index. */
  const shows404 = async (page: import('@playwright/test').Page) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page non trouvée');
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByText(/\d+ produits?|\d+ résultats?|\d+ offres?/)).toHaveCount(0);
  };

  test('a page past the last of a listing shows the 404 content, noindex', async ({ page }) => {
    for (const url of [
      '/categorie/couverture-et-bardage/_p__99',
      '/categorie/couverture-et-bardage/tri__nouveautes/_p__8',
      '/categorie/bacs-acier/color__RAL-7016/_p__5',
      '/actualites/_tag__guadeloupe/_categorie__produits/_p__40',
    ]) {
      await page.goto(url);
      await shows404(page);
    }
  });

  test('an unknown tag, category or filter value of a list, or a bad sort or price, shows the 404 content, noindex', async ({ page }) => {
    for (const url of [
      '/actualites/_tag__inexistant/_categorie__produits',
      '/conseils/_tag__corrosion/_categorie__inexistante',
      '/carrieres/_societe__inexistante/_localisation__le-lamentin',
      '/categorie/bacs-acier/tri__au-hasard',
      '/categorie/bacs-acier/price__50__10',
      '/categorie/bacs-acier/_999',
      '/categorie/bacs-acier/color__RAL-9999',
      '/categorie/bacs-acier/tags__inexistant/tri__prix-croissant',
    ]) {
      await page.goto(url);
      await shows404(page);
    }
  });

  test('the host answers 404 where it knows: an unknown article, offer, category, a single unknown tag, or what no listing reads', async ({
    page,
    request,
  }) => {
    for (const url of [
      '/actualites/inexistant',
      '/conseils/inexistant',
      '/carrieres/offre-inexistante',
      '/categorie/inexistante',
      '/categorie/inexistante/_p__2',
      '/actualites/_tag__inexistant',
      '/services/_p__99',
      // below a category: a segment no category reads, a page 1 (the category itself), a kind of segment twice
      '/categorie/treillis-soudes/n-importe-quoi',
      '/categorie/treillis-soudes/_p__1',
      '/categorie/treillis-soudes/_p__999999',
      '/categorie/bacs-acier/tri__au-hasard',
      '/categorie/bacs-acier/color__RAL-7016/color__RAL-3009',
      // below a content list: filters twice or out of the spec's order, a page 1
      '/actualites/_tag__guadeloupe/_tag__guadeloupe',
      '/actualites/_categorie__produits/_tag__guadeloupe',
      '/actualites/_tag__guadeloupe/_categorie__produits/_p__1',
    ]) {
      const res = await request.get(url, { maxRedirects: 0 });
      expect([url, res.status()]).toEqual([url, 404]);
    }
    for (const url of ['/actualites/_tag__inexistant', '/categorie/treillis-soudes/n-importe-quoi', '/categorie/treillis-soudes/_p__1']) {
      const res = await page.goto(url);
      expect([url, res?.status()]).toEqual([url, 404]);
      await shows404(page);
    }
  });

  test('the host answers 200 to what a listing reads, in any order for a category, an unknown value of a filter included (the page tells it)', async ({
    request,
  }) => {
    for (const url of [
      '/categorie/acier-pour-beton-arme/_p__2',
      '/categorie/acier-pour-beton-arme/tri__prix-croissant/price__10__50',
      '/categorie/bacs-acier/color__RAL-9999',
      '/actualites/_tag__guadeloupe/_categorie__produits/_p__2',
    ]) {
      const res = await request.get(url, { maxRedirects: 0 });
      expect([url, res.status()]).toEqual([url, 200]);
    }
  });

  test('an unknown listing variant shows the 404 content, not a flash of products', async ({ page }) => {
    await page.goto('/categorie/treillis-soudes/n-importe-quoi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page non trouvée');
  });
});
