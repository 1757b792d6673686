import type { Page } from '@playwright/test';

/** Fills /mes-chantiers' form as a contractor does: a site in Baie-Mahault for a 19 t truck, with its contact and purchase order. */
export async function fillJobSite(page: Page, { name, zipcode = '97122', purchaseOrder }: { name: string; zipcode?: string; purchaseOrder: string }) {
  await page.getByRole('button', { name: 'Créer un chantier' }).click();
  await page.getByRole('textbox', { name: /^Nom du chantier/ }).fill(name);
  await page
    .getByRole('textbox', { name: /^Adresse/ })
    .first()
    .fill('Lotissement Convenance, rue des Flamboyants');
  await page.getByRole('textbox', { name: /^Code postal/ }).fill(zipcode);
  await page.getByRole('textbox', { name: /^Ville/ }).fill('Baie-Mahault');
  await page.getByRole('textbox', { name: /^Contact sur le chantier/ }).fill('Joël, chef de chantier');
  await page.getByRole('textbox', { name: /^Téléphone du contact/ }).fill('0690 11 22 33');
  await page.getByRole('radio', { name: 'Porteur de 19 t au plus (pas de semi-remorque)' }).check();
  await page.getByRole('textbox', { name: /^Référence de commande/ }).fill(purchaseOrder);
}
