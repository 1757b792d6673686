import { expect, test } from './support/fixtures';
import { hydrated } from './support/hydrated';

/** « Commander à nouveau » from /mes-commandes: the order's products back in the cart at today's prices. */
const PRO = { email: 'pro@trefima.example', password: 'Demo-Pro-971!' };
test.use({ territory: 2 });

test('a contractor puts a past order back in his cart from his orders', async ({ page }) => {
  await page.goto('/connexion/%2Fmes-commandes');
  await hydrated(page);
  const form = page.getByRole('form', { name: 'Connexion à votre compte' });
  await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(PRO.email);
  await form.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(PRO.password);
  await form.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/mes-commandes$/);
  await page
    .getByRole('link', { name: /^Commande CMD-/ })
    .first()
    .click();
  const number = (await page.getByRole('heading', { level: 2, name: /^Commande CMD-/ }).textContent())!.replace(/^Commande /, '');
  const first = (await page.getByRole('rowheader').first().textContent())!.trim();
  await page.getByRole('button', { name: 'Remettre ces produits dans le panier' }).click();
  await expect(page.getByText(`Les produits de la commande ${number} sont dans votre panier, aux prix du jour.`).last()).toBeVisible();
  await page.getByRole('link', { name: 'Voir le panier' }).click();
  await expect(page).toHaveURL(/\/panier$/);
  await expect(page.getByRole('heading', { level: 3, name: first.split('\n')[0] }).first()).toBeVisible();
});
