import { expect, test } from './support/fixtures';
import { newProfessional } from './support/accounts';
import { fillJobSite } from './support/job-site-form';
import { signInThroughForm } from './support/shopper';

/**
 * A professional creates the job site he delivers to, fixes its address, archives it and brings it back.
 * His account is his own: the job sites he writes are no other journey's.
 */
test.use({ territory: 2 });

test('a contractor creates a job site with its access constraints, and archives it', async ({ page, request }) => {
  const name = `Résidence Les Flamboyants ${Date.now().toString(36)}`;
  const who = { prefix: 'e2e-chantier', civility: 'm', first_name: 'Joël', last_name: 'Bellance', company: 'Bellance BTP' } as const;
  await signInThroughForm(page, await newProfessional(request, who, 'Chantier-Neuf-971!'), '/mes-chantiers');
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
