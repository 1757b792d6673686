import { expect, type Page } from '@playwright/test';
import { hydrated } from './hydrated';

/**
 * A buyer signs in through the sign-in page's form, and lands where it sends him: his account, or `then`, the page he
 * was on his way to (/connexion/<way back>).
 */
export async function signInThroughForm(page: Page, who: { email: string; password: string }, then = '/mon-compte') {
  await page.goto(then === '/mon-compte' ? '/connexion' : `/connexion/${encodeURIComponent(then)}`);
  await hydrated(page);
  const form = page.getByRole('form', { name: 'Connexion à votre compte' });
  await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(who.email);
  await form.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(who.password);
  await form.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(new RegExp(`${then.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
}

/** From a product's page, a quantity (and a length, for a product cut to length) put in the cart, as the page says. */
export async function addFromProductPage(page: Page, slug: string, { quantity, length }: { quantity?: number; length?: string } = {}) {
  await page.goto(`/produit/${slug}`);
  await hydrated(page);
  if (quantity) await page.getByLabel(/^Quantité \(/).fill(String(quantity));
  if (length) await page.getByLabel('Longueur (m)').fill(length);
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByText(/^Ajouté au panier/)).toBeVisible();
}

/**
 * From the cart page, the way to the recap as a professional takes it: his address as it is, then the depot of
 * Jarry, payment by transfer and the sales conditions accepted; the order is left to the caller to send.
 */
export async function recapForCollection(page: Page) {
  await page.getByRole('link', { name: 'Commander' }).click();
  await expect(page).toHaveURL(/\/adresse$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mon adresse');
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(/\/recapitulatif$/);
  await hydrated(page);
  await expect(page.getByText(/^Masse totale : /)).toBeVisible();
  await page.getByRole('radio', { name: /Retrait au dépôt de Jarry/ }).check();
  await page.getByRole('radio', { name: /Virement bancaire/ }).check();
  await page.getByLabel('J’ai lu et j’accepte les conditions générales de vente').check();
}
