import { test } from './support/fixtures';
import { DEPOT, newProfessional } from './support/accounts';
import { orderAgainFromItsPage, pastOrder } from './support/orders';
import { signInThroughForm } from './support/shopper';

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
  await signInThroughForm(page, pro, '/mes-commandes');
  await page
    .getByRole('link', { name: /^Commande CMD-/ })
    .first()
    .click();
  await orderAgainFromItsPage(page);
});
