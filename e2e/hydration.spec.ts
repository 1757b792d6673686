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
