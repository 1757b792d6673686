import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { hydrated } from './support/hydrated';
import { DEPOT, newProfessional } from './support/accounts';
import { addFromProductPage, recapForCollection, signInThroughForm } from './support/shopper';

/**
 * A professional signed in on his phone on the site and at the office shares one cart. The office orders it; the
 * phone still shows the cart page it opened before. A change made there is not made to the ordered cart (its order
 * stays as placed) and the phone is told why and shown the cart to go on with, which then takes what he adds.
 */
const BARRE = 'Barre HA Ø12 – 12 m';
const TREILLIS = 'Treillis soudé ST25C';

test.use({ territory: 2 });

/** A browser of his own, at a phone's width, in Guadeloupe as the office's (fixtures.ts). */
async function phoneOf(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await context.addInitScript(() => {
    if (localStorage.getItem('trefima.plan') === null) localStorage.setItem('trefima.plan', '2');
  });
  return { context, page: await context.newPage() };
}

const lines = (page: Page) => page.getByRole('list', { name: 'Articles du panier' }).getByRole('listitem');
const quantityOf = (page: Page, name: string) => page.getByRole('spinbutton', { name: `Quantité de ${name}`, exact: true });

test('a cart ordered at the office: the phone’s cart page says so, keeps the order as placed, and goes on with a new cart', async ({
  page: office,
  browser,
  baseURL,
  request,
}) => {
  // two browsers, five pages each and an order placed between them
  test.slow();
  const pro = await newProfessional(
    request,
    { prefix: 'e2e-deux-appareils', civility: 'm', first_name: 'Fabrice', last_name: 'Lollia', company: 'Lollia Maçonnerie', address: DEPOT },
    'Deux-Appareils-971!',
  );
  const phone = await phoneOf(browser, baseURL!);

  // on the site, the phone fills the cart and leaves its page open
  await signInThroughForm(phone.page, pro);
  await addFromProductPage(phone.page, 'barre-ha-o12-12-m', { quantity: 2 });
  await phone.page.goto('/panier');
  await hydrated(phone.page);
  await expect(quantityOf(phone.page, BARRE)).toHaveValue('2');

  // at the office, the same account finds the same cart and orders it
  await signInThroughForm(office, pro);
  await office.goto('/panier');
  await hydrated(office);
  await expect(quantityOf(office, BARRE)).toHaveValue('2');
  await recapForCollection(office);
  await office.getByRole('button', { name: 'Valider la commande' }).click();
  const confirmed = office.getByRole('heading', { name: /^Votre commande n°CMD-\S+ est confirmée\.$/ });
  await expect(confirmed).toBeVisible();
  const number = (await confirmed.textContent())!.match(/CMD-\S+?(?=\s|\.)/)![0];

  // the phone, on the page it showed before, adds a bar to that line: not to the ordered cart, and it says why
  await phone.page.getByRole('button', { name: `Augmenter la quantité de ${BARRE}` }).click();
  await expect(
    phone.page
      .getByRole('status')
      .filter({ hasText: `${BARRE} n’a pas été modifié : ce panier a été commandé ou transformé en devis entre-temps, depuis un autre onglet ou appareil.` }),
  ).toBeAttached();
  // and where the buyer reads it, not only to a screen reader
  await expect(
    phone.page.getByText('Ce panier a été commandé ou transformé en devis entre-temps, depuis un autre onglet ou appareil : voici votre panier en cours.'),
  ).toBeVisible();
  await expect(lines(phone.page)).toHaveCount(0);
  await expect(phone.page.getByText('Votre panier est vide.')).toBeVisible();

  // what it adds now goes to the cart to go on with, from any page
  await addFromProductPage(phone.page, 'treillis-soude-st25c-2-40-x-6-00-m', { quantity: 3 });
  await expect(phone.page.getByRole('link', { name: /^Panier : 1 article/ })).toBeVisible();
  await phone.page.goto('/panier');
  await hydrated(phone.page);
  await expect(lines(phone.page)).toHaveCount(1);
  await expect(lines(phone.page).first()).toContainText(TREILLIS);
  await expect(lines(phone.page).first()).not.toContainText(BARRE);
  await phone.context.close();

  // the order is as the office placed it: two bars, nothing of the phone's
  await office.goto(`/mes-commandes/${number}`);
  await hydrated(office);
  const detail = office.getByRole('article', { name: `Commande ${number}` });
  await expect(detail.getByRole('rowheader')).toHaveCount(1);
  await expect(detail.getByRole('rowheader').first()).toContainText(BARRE);
  await expect(detail.getByRole('row').filter({ hasText: BARRE })).toContainText('2 barres');
  await expect(detail).not.toContainText(TREILLIS);
});
