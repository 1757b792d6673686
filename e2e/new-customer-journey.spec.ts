import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { hydrated } from './support/hydrated';
import { field } from './support/accounts';

/**
 * One new professional from Guadeloupe, from his first visit to his second
 * session: territory, search, cart, signup with a SIRET, order, quotation,
 * logout and login again with his cart still there.
 */
test.use({ territory: null });

const cartLink = (page: Page) => page.getByRole('link', { name: /^Panier/ });
const lines = (page: Page) => page.getByRole('list', { name: 'Articles du panier' }).getByRole('listitem');
const PASSWORD = 'Ferraille-971!';

test('a new professional from Guadeloupe orders, asks for a quotation and finds his cart again', async ({ page }) => {
  test.setTimeout(90_000);
  const email = `e2e-journey-${Date.now()}-${process.pid}@trefima.example`;

  // First visit: the territory
  await page.goto('/');
  await page.getByRole('dialog', { name: 'Où se trouve votre chantier ?' }).getByRole('button', { name: 'Guadeloupe' }).click();

  // Search "treillis" with the keyboard and open a suggestion
  await hydrated(page);
  await page.locator('#recherche').focus();
  await page.keyboard.type('treillis', { delay: 30 });
  await expect(page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/(produit|categorie)\//);

  // Two products in the cart, one quantity changed, one removed
  await page.goto('/produit/treillis-soude-st25c-2-40-x-6-00-m');
  await hydrated(page);
  await expect(page.getByText('Prix Guadeloupe, hors taxes')).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByText(/^Ajouté au panier/)).toBeVisible();
  await page.goto('/produit/barre-ha-o12-12-m');
  await hydrated(page);
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(cartLink(page)).toHaveAccessibleName(/Panier : 2 articles/);
  await page.goto('/panier');
  await hydrated(page);
  await expect(lines(page)).toHaveCount(2);
  await page.getByRole('button', { name: 'Augmenter la quantité de Treillis soudé ST25C – 2,40 × 6,00 m' }).click();
  await expect(page.getByRole('spinbutton', { name: 'Quantité de Treillis soudé ST25C – 2,40 × 6,00 m', exact: true })).toHaveValue('2');
  await page.getByRole('button', { name: 'Retirer Barre HA Ø12 – 12 m du panier' }).click();
  await expect(lines(page)).toHaveCount(1);

  // Sign up as a professional: the anonymous cart comes along
  await page.goto('/inscription');
  await hydrated(page);
  await page.getByRole('radio', { name: 'Professionnel' }).check();
  await field(page, 'Société').fill('Charpentes de Sainte-Rose');
  await field(page, 'SIRET').fill('90876123400016');
  await field(page, 'Civilité').selectOption('m');
  await field(page, 'Prénom').fill('Harry');
  await field(page, 'Nom').fill('Lautric');
  await field(page, 'E-mail').fill(email);
  await field(page, 'Téléphone').fill('0690 12 34 56');
  await field(page, 'Mot de passe').fill(PASSWORD);
  await field(page, 'Confirmation du mot de passe').fill(PASSWORD);
  await page.getByLabel(/J’accepte les conditions générales/).check();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(/\/mon-compte$/);
  await expect(cartLink(page)).toHaveAccessibleName(/Panier : 1 article/);

  // A delivery address, then the order
  await page.goto('/adresse');
  await hydrated(page);
  const newAddress = page.getByRole('button', { name: /Ajouter une adresse/ });
  if (await newAddress.isVisible()) await newAddress.click();
  await field(page, 'Nom de l’adresse').fill('Chantier Sainte-Rose');
  await field(page, 'Adresse').fill('Lotissement Bel Air');
  await field(page, 'Code postal').fill('97115');
  await field(page, 'Ville').fill('Sainte-Rose');
  await page.getByRole('button', { name: /Enregistrer l’adresse|Ajouter l’adresse/ }).click();
  // his one address: chosen for delivery, and billed as his default billing address
  await expect(page.getByRole('group', { name: 'Adresse de livraison' }).getByRole('radio', { name: /Chantier Sainte-Rose/ })).toBeChecked();
  await expect(page.getByRole('group', { name: 'Choisir l’adresse de facturation' }).getByRole('radio', { name: /Chantier Sainte-Rose/ })).toBeChecked();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(/\/recapitulatif$/);
  await page.getByRole('radio', { name: /Retrait au dépôt de Jarry/ }).check();
  // a professional who signed up himself has no payment on account until the sales office has checked his account
  const onAccount = page.getByRole('radio', { name: /Paiement sur compte client/ });
  await expect(onAccount).toBeDisabled();
  await expect(page.getByRole('listitem').filter({ has: onAccount })).toContainText(
    'Réservé aux comptes professionnels vérifiés par notre service commercial.',
  );
  await page.getByRole('radio', { name: /Virement bancaire/ }).check();
  await page.getByLabel('J’ai lu et j’accepte les conditions générales de vente').check();
  await page.getByRole('button', { name: 'Valider la commande' }).click();
  await expect(page.getByRole('heading', { name: /^Votre commande n°CMD-\S+ est confirmée\.$/ })).toBeVisible();

  // A second cart becomes a quotation request, found in /mes-devis
  await page.goto('/produit/barre-ha-o12-12-m');
  await hydrated(page);
  await page.getByLabel(/^Quantité \(/).fill('40');
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByText(/^Ajouté au panier/)).toBeVisible();
  await page.goto('/panier');
  await hydrated(page);
  await page.getByRole('button', { name: 'Demander un devis' }).click();
  const sent = page.getByRole('heading', { name: /^Votre demande de devis n°DEV-\S+ a bien été envoyée\.$/ });
  await expect(sent).toBeVisible();
  const number = /n°(DEV-\S+) a bien/.exec((await sent.textContent()) ?? '')![1];
  await page.goto('/mes-devis');
  await expect(page.getByText(number).first()).toBeVisible();

  // Something in the cart, log out, log back in: the cart is there
  await page.goto('/produit/barre-ha-o12-12-m');
  await hydrated(page);
  await page.getByLabel(/^Quantité \(/).fill('7');
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(cartLink(page)).toHaveAccessibleName(/Panier : 1 article/);
  await page.goto('/mon-compte');
  await hydrated(page);
  await page.getByRole('button', { name: 'Se déconnecter', exact: true }).click();
  await expect(page.getByText('Vous avez bien été déconnecté.')).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Panier vide');
  await page.goto('/connexion');
  await hydrated(page);
  const form = page.getByRole('form', { name: 'Connexion à votre compte' });
  await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await form.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Se connecter' }).click();
  await expect(cartLink(page)).toHaveAccessibleName(/Panier : 1 article/);
  await page.goto('/panier');
  await expect(page.getByRole('spinbutton', { name: 'Quantité de Barre HA Ø12 – 12 m', exact: true })).toHaveValue('7');
});
