import { expect, test } from './support/fixtures';
import { hydrated } from './support/hydrated';
import { DEPOT, newProfessional } from './support/accounts';
import { orderAgainFromItsPage, pastOrder } from './support/orders';

/**
 * « Commander à nouveau » from /mes-commandes: the order's products back in the cart at today's prices.
 * A professional of his own with an earlier order: the cart he fills is no other journey's.
 */
test.use({ territory: 2 });

test('a contractor puts a past order back in his cart from his orders', async ({ page, request }) => {
  const who = { prefix: 'e2e-reorder', civility: 'm', first_name: 'Rodolphe', last_name: 'Bellance', company: 'Bellance BTP', address: DEPOT } as const;
  const pro = await newProfessional(request, who, 'Commande-Encore-971!');
  await pastOrder(request, pro, [
    { slug: 'barre-ha-o12-12-m', quantity: 40 },
    { slug: 'treillis-soude-st25c-2-40-x-6-00-m', quantity: 24 },
  ]);
  await page.goto('/connexion/%2Fmes-commandes');
  await hydrated(page);
  const form = page.getByRole('form', { name: 'Connexion à votre compte' });
  await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(pro.email);
  await form.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(pro.password);
  await form.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/mes-commandes$/);
  await page
    .getByRole('link', { name: /^Commande CMD-/ })
    .first()
    .click();
  await orderAgainFromItsPage(page);
});
