import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { hydrated, settled } from './support/hydrated';
import { ADMIN, API, DEPOT, newProfessional } from './support/accounts';
import { addFromProductPage } from './support/shopper';

/**
 * The cart page and the order pipeline, as a Martinique visitor (fixtures):
 * barre HA Ø12 15,45 € HT, bac acier T40 RAL 7016 13,90 € HT the metre,
 * VAT 8,5 %, free delivery from 1 500 € HT.
 */
const BARRE = 'Barre HA Ø12 – 12 m';
const BAC = 'Bac acier T40 prélaqué RAL 7016 – 0,63 mm';

/**
 * A verified professional of Guadeloupe with his depot in Baie-Mahault, as the demo account is, but the
 * test's own: two journeys ordering from one account change each other's cart between a recap and its order.
 */
const newPro = (request: APIRequestContext) =>
  newProfessional(
    request,
    { prefix: 'e2e-commande', civility: 'm', first_name: 'Rodolphe', last_name: 'Bellance', company: 'Bellance BTP', address: DEPOT },
    'Commande-Jarry-971!',
  );

/** On /connexion/<way back>: logs in as that professional. */
async function logInAsPro(page: Page, pro: { email: string; password: string }) {
  await hydrated(page);
  const form = page.getByRole('form', { name: 'Connexion à votre compte' });
  await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(pro.email);
  await form.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(pro.password);
  await form.getByRole('button', { name: 'Se connecter' }).click();
}

const quantityOf = (page: Page, name: string) => page.getByRole('spinbutton', { name: `Quantité de ${name}`, exact: true });
const lines = (page: Page) => page.getByRole('list', { name: 'Articles du panier' }).getByRole('listitem');
const total = (page: Page, label: string | RegExp) =>
  page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: label }) })
    .locator('dd');

test.describe('the cart page', () => {
  test('two products, a quantity changed, one removed: lines and totals follow the API', async ({ page }) => {
    await addFromProductPage(page, 'barre-ha-o12-12-m', { quantity: 2 });
    await addFromProductPage(page, 'bac-acier-t40-prelaque-ral-7016-0-63-mm', { length: '6,5' });
    await page.goto('/panier');
    await expect(page.getByRole('navigation', { name: 'Étapes de la commande' }).locator('[aria-current="step"]')).toContainText('Panier');
    await expect(lines(page)).toHaveCount(2);
    await expect(lines(page).nth(0).getByRole('link', { name: BARRE })).toHaveAttribute('href', '/produit/barre-ha-o12-12-m');
    await expect(lines(page).nth(1)).toContainText('Longueur : 6,5 m');
    // 2 × 15,45 + 6,5 m × 13,90 = 121,25 HT
    await expect(total(page, 'Total HT')).toHaveText(/^121,25\s€ HT$/);
    await expect(total(page, 'TVA (8,5 %)')).toHaveText(/^10,31\s€$/);
    await expect(total(page, 'Total TTC')).toHaveText(/^131,56\s€$/);
    await expect(page.getByText(/^Plus que 1\s378,75\s€ HT d’achats et « Livraison sur chantier \(camion plateau\) » est sans frais$/)).toBeVisible();

    await hydrated(page);
    await page.getByRole('button', { name: `Augmenter la quantité de ${BARRE}` }).click();
    await expect(quantityOf(page, BARRE)).toHaveValue('3');
    await expect(total(page, 'Total HT')).toHaveText(/^136,70\s€ HT$/);
    await expect(page.getByRole('status').filter({ hasText: `Quantité de ${BARRE} : 3.` })).toBeAttached();

    const quantity = quantityOf(page, BARRE);
    await quantity.fill('0');
    await quantity.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'Quantité minimum : 1.' })).toBeVisible();
    await quantity.fill('5');
    await quantity.press('Enter');
    await expect(total(page, 'Total HT')).toHaveText(/^167,60\s€ HT$/);

    await page.getByRole('button', { name: `Retirer ${BAC} (6,5 m) du panier` }).click();
    await expect(lines(page)).toHaveCount(1);
    await expect(total(page, 'Total HT')).toHaveText(/^77,25\s€ HT$/);
    await expect(page.getByRole('link', { name: /^Panier : 1 article, 77,25\s€ HT$/ })).toBeVisible();

    await page.getByRole('button', { name: `Retirer ${BARRE} du panier` }).click();
    await expect(page.getByText('Votre panier est vide.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Découvrir nos gammes' })).toHaveAttribute('href', '/nos-gammes');
  });

  test('before the code arrives, the built page shows the empty cart to a visitor without one, and waits for a cart it cannot see', async ({ page }) => {
    // only the built HTML and its inline scripts: the site's code never arrives
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/panier');
    await expect(page.getByText('Votre panier est vide.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Découvrir nos gammes' })).toBeVisible();
    await expect(page.getByText('Chargement de votre panier…')).toBeHidden();

    await page.addInitScript(() => {
      localStorage.setItem('trefima.cart', JSON.stringify({ id: 'x', validUntil: new Date(Date.now() + 86_400_000).toISOString() }));
    });
    await page.reload();
    await expect(page.getByText('Chargement de votre panier…')).toBeVisible();
    await expect(page.getByText('Votre panier est vide.')).toBeHidden();
  });

  test('the API down: a clear message, nothing lost; the cart comes back with the API', async ({ page }) => {
    await addFromProductPage(page, 'barre-ha-o12-12-m');
    await page.goto('/panier');
    await expect(lines(page)).toHaveCount(1);
    await hydrated(page);
    await page.route('**/api/v1/**', (route) => route.abort());

    await page.getByRole('button', { name: `Augmenter la quantité de ${BARRE}` }).click();
    await expect(page.getByText(/La modification n’a pas été enregistrée\. Le serveur est injoignable/)).toBeVisible();
    await expect(quantityOf(page, BARRE)).toHaveValue('1');

    await page.reload();
    // the reload ends at the load event, before the page's own code and the cart view's are fetched (after it), run, and
    // ask for the cart: on a loaded machine that alone outlasts an expectation's wait, so the page is let settle first
    await settled(page);
    const problem = page.getByRole('alert').filter({ hasText: 'Votre panier n’a pas pu être chargé.' });
    await expect(problem).toContainText('Le serveur est injoignable');
    await expect(page.getByRole('link', { name: /^Panier : 1 article/ })).toBeVisible();

    await page.unroute('**/api/v1/**');
    await problem.getByRole('button', { name: 'Réessayer' }).click();
    await expect(lines(page)).toHaveCount(1);
    await expect(total(page, 'Total HT')).toHaveText(/^15,45\s€ HT$/);
  });

  test('a cart beyond the stock says so on its line and cannot go on to the order', async ({ page, request }) => {
    // a product no other journey uses: its stock is changed for the test through the back office's call
    const setStock = async (stock: number) =>
      expect((await request.patch(`${API}/admin/product/barre-ha-o16-6-m`, { headers: ADMIN, data: { stock } })).status()).toBe(200);
    await addFromProductPage(page, 'barre-ha-o16-6-m', { quantity: 5 });
    await setStock(3);
    try {
      await page.goto('/panier');
      await hydrated(page);
      const line = lines(page).filter({ hasText: 'Barre HA Ø16 – 6 m' });
      await expect(line).toContainText('Plus que 3 barres en stock');
      await expect(line).toContainText('Votre panier en demande plus que le stock (3 barres)');
      const order = page.getByRole('button', { name: 'Commander' });
      await expect(order).toHaveAttribute('aria-disabled', 'true');
      await expect(order).toHaveAccessibleDescription(/Commande impossible pour le moment : la quantité de « Barre HA Ø16 – 6 m » dépasse le stock disponible/);
      await quantityOf(page, 'Barre HA Ø16 – 6 m').fill('3');
      await quantityOf(page, 'Barre HA Ø16 – 6 m').press('Enter');
      await expect(page.getByRole('link', { name: 'Commander' })).toBeVisible();
    } finally {
      await setStock(648);
    }
  });

  test('the order pages need a session: to /connexion with the way back', async ({ page }) => {
    await page.goto('/recapitulatif');
    await expect(page).toHaveURL(/\/connexion\/%2Frecapitulatif$/);
  });
});

test.describe('ordering as a professional', () => {
  test.describe('in Martinique, with his Guadeloupe address', () => {
    test('the address step says the depot is in Guadeloupe before anything is sent, and leads to its territory, prices and VAT', async ({ page, request }) => {
      // five pages loaded (product, cart, sign-in, address, recap), the cart read again in another territory, an order placed
      test.slow();
      const pro = await newPro(request);
      await addFromProductPage(page, 'barre-ha-o12-12-m', { quantity: 2 });
      await page.goto('/panier');
      await hydrated(page);
      await page.getByRole('link', { name: 'Commander' }).click();
      await logInAsPro(page, pro);
      await expect(page).toHaveURL(/\/adresse$/);
      const delivery = page.getByRole('group', { name: 'Adresse de livraison' });
      await expect(delivery.getByRole('radio', { name: /Dépôt/ })).toBeDisabled();
      // the depot's own line
      const depot = delivery.getByRole('listitem').filter({ has: page.getByRole('radio', { name: /Dépôt/ }) });
      await expect(depot.getByText('En Guadeloupe : choisissez le territoire Guadeloupe pour y être livré.')).toBeVisible();
      await page.getByRole('button', { name: 'Continuer' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Aucune de vos adresses n’est en Martinique' })).toBeVisible();
      await expect(page).toHaveURL(/\/adresse$/);

      // what the page offers: the territory of the address, then the order at its prices and VAT
      await page.getByRole('button', { name: 'changez de territoire' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Guadeloupe' }).click();
      await expect(page.getByRole('button', { name: 'Territoire : Guadeloupe' })).toBeVisible();
      await expect(delivery.getByRole('radio', { name: /Dépôt/ })).toBeChecked();
      await page.getByRole('button', { name: 'Continuer' }).click();
      await expect(page).toHaveURL(/\/recapitulatif$/);
      await page.getByRole('radio', { name: /Livraison sur chantier \(camion plateau\)/ }).check();
      await page.getByRole('radio', { name: /Virement bancaire/ }).check();
      await page.getByLabel('J’ai lu et j’accepte les conditions générales de vente').check();
      await page.getByRole('button', { name: 'Valider la commande' }).click();
      await expect(page.getByRole('heading', { name: /^Votre commande n°CMD-\S+ est confirmée\.$/ })).toBeVisible();
    });
  });

  test.describe('in Guadeloupe, his territory', () => {
    test.use({ territory: 2 });

    test('log in on the way, address, carrier, payment, sales conditions: a double click makes one order', async ({ page, request }) => {
      // seven pages loaded (product, cart, sign-in, address, recap, confirmation, then the address and the confirmation again)
      // and an order placed
      test.slow();
      const pro = await newPro(request);
      await addFromProductPage(page, 'treillis-soude-st25c-2-40-x-6-00-m', { quantity: 3 });
      await page.goto('/panier');
      await hydrated(page);
      await page.getByRole('link', { name: 'Commander' }).click();
      await expect(page).toHaveURL(/\/connexion\/%2Fadresse$/);
      await logInAsPro(page, pro);

      await expect(page).toHaveURL(/\/adresse$/);
      await expect(page.getByRole('navigation', { name: 'Étapes de la commande' }).locator('[aria-current="step"]')).toContainText('Mon adresse');
      await expect(page.getByRole('link', { name: 'Retour au Panier' })).toHaveAttribute('href', '/panier');
      await expect(page.getByRole('group', { name: 'Adresse de livraison' }).getByRole('radio', { name: /Dépôt/ })).toBeChecked();
      // billing stays the account's own unless the buyer says to bill the delivery address
      await expect(page.getByLabel('Utiliser l’adresse de livraison pour la facturation')).not.toBeChecked();
      await expect(page.getByRole('group', { name: 'Choisir l’adresse de facturation' }).getByRole('radio', { checked: true })).toHaveCount(1);
      await page.getByRole('button', { name: 'Continuer' }).click();

      await expect(page).toHaveURL(/\/recapitulatif$/);
      await expect(page.getByRole('table')).toContainText('Treillis soudé ST25C');
      await expect(page.getByText('Baie-Mahault').first()).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Adresse de facturation' })).toBeVisible();
      await expect(total(page, 'Livraison')).toHaveText('À choisir');
      // the delay of Guadeloupe, not the range of the three territories; the order's mass in kg and t
      const plateau = page.getByRole('radio', { name: /Livraison sur chantier \(camion plateau\)/ });
      await expect(page.getByText('Délai en Guadeloupe : 5 jours ouvrés').first()).toBeVisible();
      await expect(page.getByText('selon le territoire')).toHaveCount(0);
      await expect(page.getByText(/^Masse totale : [\d\s\u202f]+,\d kg \(\d+,\d\d t\)/)).toBeVisible();
      await plateau.check();
      await expect(total(page, 'Livraison')).not.toHaveText('À choisir');
      await page.getByRole('radio', { name: /Virement bancaire/ }).check();
      await expect(page.getByRole('radio', { name: /Paiement sur compte client/ })).toBeEnabled();
      // his company's own terms beside it, not only the method's « 30 days, or your account's terms »
      await expect(page.getByRole('radio', { name: /Paiement sur compte client/ })).toHaveAccessibleName(/Vos conditions : 30 jours fin de mois\./);
      await page.getByRole('button', { name: 'Valider la commande' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Vous devez accepter les conditions générales de vente.' })).toBeVisible();
      await expect(page.getByRole('link', { name: /conditions générales de vente/ })).toHaveAttribute('href', '/conditions-generales-de-vente');

      await page.getByLabel('J’ai lu et j’accepte les conditions générales de vente').check();
      const posts: string[] = [];
      page.on('request', (r) => r.method() === 'POST' && /\/api\/v1\/order(\?|$)/.test(r.url()) && posts.push(r.url()));
      await page.getByRole('button', { name: 'Valider la commande' }).dblclick();

      await expect(page).toHaveURL(/\/confirmation-commande$/);
      const confirmed = page.getByRole('heading', { name: /^Votre commande n°CMD-\S+ est confirmée\.$/ });
      await expect(confirmed).toBeVisible();
      // paid by transfer: the account, the amount TTC and the reference are on the page
      const bank = page.getByRole('group', { name: 'Coordonnées bancaires pour le virement' });
      await expect(bank).toContainText('FR76 3000 6000 0112 3456 7890 189');
      await expect(bank).toContainText('AGRIFRPP');
      const ttc = (await total(page, 'Total TTC').textContent())!.trim();
      await expect(bank).toContainText(`${ttc} TTC`);
      const number = (await confirmed.textContent())!.match(/CMD-\S+?(?=\s|\.)/)![0];
      await expect(bank).toContainText(number);
      await expect(page.getByText(/pro forma/)).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Suivre mes commandes' })).toHaveAttribute('href', '/mes-commandes');
      await expect(page.getByRole('link', { name: 'Panier vide' })).toBeVisible();
      expect(posts).toHaveLength(1);

      // the cart is empty now: the pipeline sends back to it
      await page.goto('/adresse');
      await expect(page).toHaveURL(/\/panier$/);
      // a reload of the confirmation has no order to show
      await page.goto('/confirmation-commande');
      await expect(page.getByRole('link', { name: 'Voir mes commandes' })).toHaveAttribute('href', '/mes-commandes');
    });

    test('a cart becomes a quotation request, found in /mes-devis', async ({ page, request }) => {
      // five pages loaded (product, cart, sign-in, the cart again, the quotations) and a quotation asked
      test.slow();
      const pro = await newPro(request);
      await addFromProductPage(page, 'barre-ha-o12-12-m', { quantity: 4 });
      await page.goto('/panier');
      await hydrated(page);
      await page.getByRole('button', { name: 'Demander un devis' }).click();
      await expect(page).toHaveURL(/\/connexion\/%2Fpanier$/);
      await logInAsPro(page, pro);

      await expect(page).toHaveURL(/\/panier$/);
      await expect(lines(page).filter({ hasText: BARRE })).toBeVisible();
      await page.getByRole('button', { name: 'Demander un devis' }).click();
      const sent = page.getByRole('heading', { name: /^Votre demande de devis n°DEV-\S+ a bien été envoyée\.$/ });
      await expect(sent).toBeVisible();
      const number = /n°(DEV-\S+) a bien/.exec((await sent.textContent()) ?? '')![1];
      await expect(page.getByRole('link', { name: 'Panier vide' })).toBeVisible();

      await page.getByRole('link', { name: 'Voir mes devis' }).click();
      await expect(page).toHaveURL(/\/mes-devis$/);
      await expect(page.getByText(number).first()).toBeVisible();
    });
  });
});
