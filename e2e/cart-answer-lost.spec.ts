import { expect, test } from './support/fixtures';
import { hydrated } from './support/hydrated';

/**
 * A buyer on an island's network, one bar already in his cart, adds 40 more: the shop adds them, but its answer never
 * comes back. He reads that the shop could not be reached, and presses « Ajouter au panier » again. His cart holds
 * 41 bars, not 81.
 */
test('an addition pressed again after its answer was lost is in the cart once', async ({ page }) => {
  await page.goto('/produit/barre-ha-o12-12-m');
  await hydrated(page);
  const add = page.getByRole('button', { name: 'Ajouter au panier' });
  await add.click();
  await expect(page.getByRole('status').filter({ hasText: 'Ajouté au panier : 1 barre.' })).toBeVisible();
  await page.getByLabel('Quantité (barres)').fill('40');

  const update = '**/cart/update?*';
  await page.route(update, async (route) => {
    await route.fetch();
    await route.abort('internetdisconnected');
  });
  await add.click();
  await expect(page.getByText('Le serveur est injoignable. Vérifiez votre connexion et réessayez.').first()).toBeVisible();
  await page.unroute(update);
  await add.click();
  await expect(page.getByRole('status').filter({ hasText: 'Ajouté au panier : 40 barres.' })).toBeVisible();

  await page.goto('/panier');
  await expect(page.getByRole('spinbutton', { name: 'Quantité de Barre HA Ø12 – 12 m', exact: true })).toHaveValue('41');
});
