import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { hydrated } from './support/hydrated';
import { fillJobSite } from './support/job-site-form';

/** A professional creates the job site he delivers to, fixes its address, archives it and brings it back. */
const PRO = { email: 'pro@trefima.example', password: 'Demo-Pro-971!' };
test.use({ territory: 2 });

async function signIn(page: Page) {
  await page.goto('/connexion/%2Fmes-chantiers');
  await hydrated(page);
  const form = page.getByRole('form', { name: 'Connexion à votre compte' });
  await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(PRO.email);
  await form.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(PRO.password);
  await form.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/mes-chantiers$/);
}

test('a contractor creates a job site with its access constraints, and archives it', async ({ page }) => {
  const name = `Résidence Les Flamboyants ${Date.now().toString(36)}`;
  await signIn(page);
  await fillJobSite(page, { name, zipcode: '75011', purchaseOrder: 'BC-2026-118' });
  await page.getByRole('checkbox', { name: /la grue du camion est nécessaire/ }).check();
  await page.getByRole('textbox', { name: /^Horaires d’ouverture/ }).fill('7 h – 15 h, pas le samedi');
  await page.getByRole('button', { name: 'Créer le chantier' }).click();
  // a delivery address outside the territories is said on its field, and nothing typed is lost
  await expect(page.getByText(/^Nous livrons en Martinique, en Guadeloupe et en Guyane uniquement/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Contact sur le chantier/ })).toHaveValue('Joël, chef de chantier');
  await page.getByRole('textbox', { name: /^Code postal/ }).fill('97122');
  await page.getByRole('button', { name: 'Créer le chantier' }).click();
  await expect(page.getByText(`Le chantier « ${name} » a bien été créé.`)).toBeVisible();

  const card = page.getByRole('article').filter({ hasText: name });
  await expect(card).toContainText('97122 Baie-Mahault');
  await expect(card).toContainText('Porteur de 19 t au plus');
  await expect(card).toContainText('Nécessaire pour décharger');
  await expect(card).toContainText('BC-2026-118');

  await page.getByRole('button', { name: `Archiver le chantier « ${name} »` }).click();
  await expect(page.getByText(`Le chantier « ${name} » est archivé.`, { exact: false })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: name })).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Afficher aussi les chantiers archivés' }).check();
  await page.getByRole('button', { name: `Réactiver le chantier « ${name} »` }).click();
  await expect(page.getByText(`Le chantier « ${name} » est de nouveau ouvert.`)).toBeVisible();
});
