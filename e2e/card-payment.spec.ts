import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { hydrated } from './support/hydrated';
import { ADMIN, API, DEPOT, newProfessional } from './support/accounts';
import { orderAgainFromItsPage, pastOrder } from './support/orders';

/**
 * Card payment online as a buyer lives it: the shop sends him to the
 * provider's hosted page (the e2e stack's Stripe double, e2e/stack.mjs, which
 * takes Stripe's test cards and plays the bank's 3-D Secure page), he pays
 * there, comes back, and the shop says « Payée » once the provider's signed
 * notification reached the API. Each journey works on a new account of its own.
 */
const PASSWORD = 'Carte-Bancaire-972!';
// refundFails: paid, then its refund refused by the bank (the double's, as Stripe's test card of that number)
const CARD = { ok: '4242 4242 4242 4242', challenge: '4000 0027 6000 3184', declined: '4000 0000 0000 9995', refundFails: '4000 0000 0000 5126' };
let seq = 0;

/** A private buyer with a home in Fort-de-France, signed in through the cookie. */
async function newBuyer(page: Page, request: APIRequestContext, baseURL: string) {
  const email = `e2e-carte-${Date.now()}-${process.pid}-${seq++}@trefima.example`;
  const res = await request.post(`${API}/customer?site_id=1&lang=fr&sales_plan_id=1`, {
    data: {
      type: 'particulier',
      civility: 'mme',
      first_name: 'Léa',
      last_name: 'Joseph-Angélique',
      email,
      phone: '0696112233',
      password: PASSWORD,
      password_confirm: PASSWORD,
      accept_terms: true,
      newsletter: false,
    },
  });
  expect(res.status()).toBe(201);
  const { data } = (await res.json()) as { data: { token: string; customer: { customer_id: number } } };
  const address = await request.post(`${API}/customer/${data.customer.customer_id}/address?site_id=1&lang=fr&sales_plan_id=1`, {
    headers: { authorization: `Bearer ${data.token}` },
    data: {
      label: 'Maison',
      civility: 'mme',
      first_name: 'Léa',
      last_name: 'Joseph-Angélique',
      street: '3 rue Victor Hugo',
      zipcode: '97200',
      city: 'Fort-de-France',
      country_code: 'FR',
      phone: '0696112233',
    },
  });
  expect(address.status()).toBe(201);
  await page.context().addCookies([{ name: 'jwt_token', value: encodeURIComponent(data.token), url: baseURL }]);
  return data.token;
}

/** Two bars in the cart, the address kept, then the recap with the card chosen: the order is placed and the provider's page opens. */
async function orderByCard(page: Page) {
  await page.goto('/produit/barre-ha-o12-12-m');
  await hydrated(page);
  await page.getByLabel(/^Quantité \(/).fill('2');
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByText(/^Ajouté au panier/)).toBeVisible();
  await page.goto('/adresse');
  await hydrated(page);
  await expect(page.getByRole('group', { name: 'Adresse de livraison' }).getByRole('radio', { name: /Maison/ })).toBeChecked();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(/\/recapitulatif$/);
  await page.getByRole('radio', { name: /Livraison sur chantier \(camion plateau\)/ }).check();
  const card = page.getByRole('radio', { name: /^Carte bancaire \(paiement sécurisé 3-D Secure\)/ });
  await card.check();
  await page.getByLabel('J’ai lu et j’accepte les conditions générales de vente').check();
  await page.getByRole('button', { name: 'Valider et payer par carte' }).click();
  await onProviderPage(page);
}

async function onProviderPage(page: Page) {
  await expect(page.getByRole('heading', { name: 'Paiement par carte bancaire' })).toBeVisible();
  await expect(page.getByText('Mode démonstration : aucun paiement réel')).toBeVisible();
  return (await page.getByText(/^Référence de la commande :/).textContent())!.replace(/^Référence de la commande :\s*/, '').trim();
}

async function payWith(page: Page, number: string) {
  await page.getByLabel('Numéro de carte').fill(number);
  await page.getByLabel('Date d’expiration (MM/AA)').fill('12/34');
  await page.getByLabel('Cryptogramme visuel (CVC)').fill('123');
  await page.getByRole('button', { name: /^Payer / }).click();
}

/** Back in the shop: the state waits for the bank's word (the notification), then reads « Payée ». */
async function seesPaid(page: Page, what: RegExp) {
  await expect(page.getByText('Payée', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(what)).toBeVisible();
}

test.describe('a private buyer of Martinique pays by card online', () => {
  test('passes the 3-D Secure challenge on the hosted page and sees « Payée » back in the shop, the order confirmed', async ({ page, request, baseURL }) => {
    // five pages of the shop, two of the provider, an order placed and a notification awaited
    test.slow();
    await newBuyer(page, request, baseURL!);
    await orderByCard(page);
    const number = await onProviderPage(page);
    expect(number).toMatch(/^CMD-/);
    await payWith(page, CARD.challenge);
    await expect(page.getByRole('heading', { name: 'Authentification 3-D Secure' })).toBeVisible();
    await page.getByRole('button', { name: 'Valider l’authentification' }).click();

    await expect(page).toHaveURL(new RegExp(`/commande/paiement\\?commande=${number}$`));
    await expect(page.getByRole('heading', { name: `Paiement de la commande ${number}` })).toBeVisible();
    await seesPaid(page, new RegExp(`Merci : votre commande ${number} est confirmée\\.`));

    await page.getByRole('link', { name: 'Voir mes commandes' }).click();
    await expect(page).toHaveURL(/\/mes-commandes\/?$/);
    const row = page.getByRole('row').filter({ hasText: number });
    // confirmed by the bank's word: the order is received, no longer waiting for its payment
    await expect(row).toContainText('Reçue');
  });

  test('a declined card leaves the order unpaid with the bank’s refusal in French, and « Réessayer » pays it', async ({ page, request, baseURL }) => {
    test.slow();
    await newBuyer(page, request, baseURL!);
    await orderByCard(page);
    const number = await onProviderPage(page);
    await payWith(page, CARD.declined);
    await expect(page.getByRole('alert')).toContainText(/refus/i);
    // he gives up on the provider's page: the shop says what the bank said, and nothing was taken
    await page.getByRole('link', { name: 'Retour à la boutique' }).click();
    await expect(page).toHaveURL(new RegExp(`/commande/paiement\\?commande=${number}&retour=abandon$`));
    await expect(page.getByText('Paiement refusé par votre banque : aucun montant n’a été débité.')).toBeVisible({ timeout: 20_000 });

    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await page.getByRole('button', { name: 'Réessayer' }).click();
    expect(await onProviderPage(page)).toBe(number);
    await payWith(page, CARD.ok);
    await expect(page).toHaveURL(new RegExp(`/commande/paiement\\?commande=${number}$`));
    await seesPaid(page, new RegExp(`Merci : votre commande ${number} est confirmée\\.`));
  });

  test('leaves the provider’s page, gives the order up at once, and puts its articles back in the cart to order otherwise', async ({
    page,
    request,
    baseURL,
  }) => {
    test.slow();
    await newBuyer(page, request, baseURL!);
    await orderByCard(page);
    const number = await onProviderPage(page);
    await page.getByRole('link', { name: 'Retour à la boutique' }).click();
    await expect(page).toHaveURL(new RegExp(`/commande/paiement\\?commande=${number}&retour=abandon$`));
    await hydrated(page);
    await page.getByRole('button', { name: 'Renoncer à cette commande' }).click();
    await expect(page.getByRole('group', { name: new RegExp(`^Renoncer à la commande ${number} \\?`) })).toBeVisible();
    await page.getByRole('button', { name: 'Oui, renoncer' }).click();
    await expect(page.getByText(`Vous avez renoncé à la commande ${number} : elle est annulée et ses articles sont remis en vente.`)).toBeFocused();
    await expect(page.getByText('Paiement annulé : la commande est annulée')).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    await page.getByRole('link', { name: 'Commander à nouveau avec d’autres choix' }).click();
    await expect(page.getByRole('heading', { level: 2, name: `Commande ${number}` })).toBeVisible();
    await expect(page.getByText('Annulée', { exact: true }).first()).toBeVisible();
    expect(await orderAgainFromItsPage(page)).toBe(number);
  });

  // the provider's word that a refund failed reached the API (refund-failed.test.ts) and the buyer's pages said nothing of it
  test('an order the office cancels after its payment, whose refund then fails: the buyer reads « Remboursement échoué » and what follows', async ({
    page,
    request,
    baseURL,
  }) => {
    test.slow();
    const token = await newBuyer(page, request, baseURL!);
    await orderByCard(page);
    const number = await onProviderPage(page);
    await payWith(page, CARD.refundFails);
    await seesPaid(page, new RegExp(`Merci : votre commande ${number} est confirmée\\.`));
    const placed = await request.get(`${API}/order/${number}?site_id=1&lang=fr&sales_plan_id=1`, { headers: { authorization: `Bearer ${token}` } });
    const { id } = ((await placed.json()) as { data: { id: number } }).data;
    const cancelled = await request.post(`${API}/admin/order/${id}/status`, { headers: ADMIN, data: { status: 'annulee', message: 'Rupture de stock' } });
    expect(cancelled.status(), await cancelled.text()).toBe(200);

    // the bank's refusal of the refund comes later, as a notification: the buyer reads his payment's page again until it is there
    const failed = 'Le remboursement sur votre carte a échoué : notre service commercial vous contacte pour vous rembourser autrement.';
    await expect(async () => {
      await page.goto(`/commande/paiement?commande=${number}`);
      await expect(page.getByText(failed)).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    // and nothing that says the money went back (the page said both)
    await expect(page.getByText(/Le montant a été remboursé/)).toHaveCount(0);
    await page.goto(`/mes-commandes/${number}`);
    await expect(page.getByText('Paiement par carte en ligne : Remboursement échoué')).toBeVisible();
  });

  test.describe('on a 390 px phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('orders, pays on the hosted page and reads « Payée », nothing wider than the screen', async ({ page, request, baseURL }) => {
      test.slow();
      await newBuyer(page, request, baseURL!);
      await orderByCard(page);
      const number = await onProviderPage(page);
      await payWith(page, CARD.ok);
      await expect(page).toHaveURL(new RegExp(`/commande/paiement\\?commande=${number}$`));
      await seesPaid(page, new RegExp(`Merci : votre commande ${number} est confirmée\\.`));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
});

test.describe('a professional pays an open invoice by card', () => {
  test('from « Mes factures », on the hosted page, and back to the invoice shown paid', async ({ page, request, baseURL }) => {
    test.slow();
    const pro = await newProfessional(
      request,
      { prefix: 'e2e-facture-carte', civility: 'm', first_name: 'Rodolphe', last_name: 'Bellance', company: 'Bellance BTP', address: DEPOT },
      'Facture-Carte-971!',
    );
    // an order on account (30 days end of month) taken at the depot, set aside: its invoice is issued, due
    const order = await pastOrder(request, pro, [{ slug: 'barre-ha-o12-12-m', quantity: 3 }], 'compte-client');
    for (const status of ['en_preparation', 'prete_retrait']) {
      const moved = await request.post(`${API}/admin/order/${order.id}/status`, { headers: ADMIN, data: { status } });
      expect(moved.status(), await moved.text()).toBe(200);
    }
    const invoices = await request.get(`${API}/invoice?site_id=1&lang=fr&sales_plan_id=2`, { headers: { authorization: `Bearer ${pro.token}` } });
    const invoice = ((await invoices.json()) as { data: { items: { number: string; paid: boolean }[] } }).data.items[0]!;
    expect(invoice.paid).toBe(false);

    await page.context().addCookies([{ name: 'jwt_token', value: encodeURIComponent(pro.token), url: baseURL! }]);
    await page.goto('/mes-factures');
    await hydrated(page);
    await page.getByRole('button', { name: `Payer par carte la facture ${invoice.number}` }).click();
    expect(await onProviderPage(page)).toBe(invoice.number);
    await payWith(page, CARD.ok);

    await expect(page).toHaveURL(new RegExp(`/mes-factures\\?facture=${invoice.number}$`));
    await seesPaid(page, new RegExp(`Merci : la facture ${invoice.number} est réglée\\.`));
    await expect(page.getByRole('button', { name: `Payer par carte la facture ${invoice.number}` })).toHaveCount(0);
  });
});
