import { readFileSync } from 'node:fs';
import { expect, test } from './support/fixtures';
import { hydrated } from './support/hydrated';
import { button, cell, gridRow, said, save, signInAsPro, tag, totals, typeRow } from './support/schedule-editor';

/**
 * The editor's drafts and revisions: a visitor's PDF, a saved schedule opened
 * over an unsaved draft, a save on a revision another tab moved on, the « new
 * schedule » confirmation, and a Ø40 schedule that only a quotation prices.
 */
test.use({ territory: 2 });

test('a visitor who has not signed in downloads his draft as a PDF', async ({ page }) => {
  await page.goto('/nomenclature');
  await hydrated(page);
  await expect(page.getByRole('link', { name: 'Se connecter' }).first()).toBeVisible();
  await expect(button(page, 'Enregistrer')).toBeDisabled();
  await typeRow(page, 1, { member: 'Dalle', mark: `${tag()}-1`, diameter: '12', members: '2', barsEach: '5', shape: '21', A: '300', B: '1200', C: '300' });
  await expect(totals(page)).toContainText('Total : 15,584 kg');

  const download = page.waitForEvent('download');
  await button(page, 'Télécharger le PDF').click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toBe('nomenclature-brouillon.pdf');
  expect(
    readFileSync((await pdf.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  await expect(said(page, 'PDF téléchargé.')).toBeVisible();
});

test('opening a saved schedule over an unsaved draft keeps the draft, and saving it opens the schedule', async ({ page, request }) => {
  // six pages loaded (the sign-in, the editor three times, the list twice) and two schedules saved
  test.slow();
  const t = tag();
  await signInAsPro(page, request);
  await typeRow(page, 1, { member: 'Voile V1', mark: `${t}-S`, diameter: '12', members: '1', barsEach: '4', shape: '00', A: '3000' });
  const number = await save(page);

  // a new draft, not saved
  await button(page, 'Nouvelle nomenclature').click();
  await button(page, 'Confirmer : effacer ce brouillon').click();
  await expect(cell(page, 'Repère', 1)).toHaveValue('');
  await typeRow(page, 1, { member: 'Dallage', mark: `${t}-D`, diameter: '10', members: '2', barsEach: '6', shape: '00', A: '4000' });

  await page.goto('/mes-nomenclatures');
  await hydrated(page);
  await page.getByRole('link', { name: `${number} rév. A : ouvrir la nomenclature` }).click();
  await expect(page).toHaveURL(/\/nomenclature\?id=\d+$/);
  await expect(
    said(page, `Votre brouillon en cours n’est pas enregistré : il est gardé. Enregistrez-le ou effacez-le (« Nouvelle nomenclature ») pour ouvrir ${number}.`),
  ).toBeVisible();
  await expect(cell(page, 'Repère', 1)).toHaveValue(`${t}-D`);
  await expect(cell(page, 'Barres par élément', 1)).toHaveValue('6');
  await expect(page.getByText('Brouillon non enregistré')).toBeVisible();

  // saved, the draft becomes a schedule of its own and the one asked for opens
  const kept = await save(page);
  expect(kept).not.toBe(number);
  await expect(page.getByText(`${number}, révision A`, { exact: true })).toBeVisible();
  await expect(cell(page, 'Repère', 1)).toHaveValue(`${t}-S`);

  await page.goto('/mes-nomenclatures');
  await hydrated(page);
  await page.getByRole('link', { name: `${kept} rév. A : ouvrir la nomenclature` }).click();
  await expect(page.getByText(`${kept}, révision A`, { exact: true })).toBeVisible();
  await expect(cell(page, 'Repère', 1)).toHaveValue(`${t}-D`);
  await expect(cell(page, 'Ouvrage', 1)).toHaveValue('Dallage');
});

test('saving in a tab left on a revision another tab moved on is refused in French, and the rows stay', async ({ page, request }) => {
  // two tabs, four pages loaded (the sign-in, the editor, the list and the schedule in the other tab), three saves and the cart
  test.slow();
  const t = tag();
  await signInAsPro(page, request);
  await typeRow(page, 1, { member: 'Mur M2', mark: `${t}-1`, diameter: '12', members: '1', barsEach: '4', shape: '00', A: '3000' });
  const number = await save(page);

  const other = await page.context().newPage();
  await other.goto('/mes-nomenclatures');
  await hydrated(other);
  await other.getByRole('link', { name: `${number} rév. A : ouvrir la nomenclature` }).click();
  await expect(other.getByText(`${number}, révision A`, { exact: true })).toBeVisible();
  await expect(cell(other, 'Repère', 1)).toHaveValue(`${t}-1`);

  // the first tab sends revision A to the cart, then changes it: revision B
  await page.bringToFront();
  await button(page, 'Ajouter au panier').click();
  await expect(page.getByRole('main').getByText(new RegExp(`^Nomenclature ${number} révision A ajoutée au panier`))).toBeVisible();
  await cell(page, 'Barres par élément', 1).fill('6');
  await save(page, 'B');

  await other.bringToFront();
  await typeRow(other, 2, { member: 'Mur M2', mark: `${t}-2`, diameter: '10', members: '1', barsEach: '8', shape: '00', A: '2500' });
  await button(other, 'Enregistrer').click();
  await expect(
    said(other, `La nomenclature ${number} est passée en révision B depuis que vous l’avez ouverte : rechargez-la. Vos lignes restent dans votre brouillon.`),
  ).toBeVisible();
  await expect(cell(other, 'Repère', 1)).toHaveValue(`${t}-1`);
  await expect(cell(other, 'Barres par élément', 1)).toHaveValue('4');
  await expect(cell(other, 'Repère', 2)).toHaveValue(`${t}-2`);
  await expect(cell(other, 'Cote A (mm)', 2)).toHaveValue('2500');
  await expect(other.getByText(`${number}, révision A`, { exact: true })).toBeVisible();
  await other.close();
});

test('« Nouvelle nomenclature » erases the draft only once confirmed', async ({ page }) => {
  await page.goto('/nomenclature');
  await hydrated(page);
  await page.getByRole('textbox', { name: 'Chantier' }).fill('Villa Bellevue');
  await typeRow(page, 1, { member: 'Poteau', mark: `${tag()}-1`, diameter: '12', members: '1', barsEach: '4', shape: '00', A: '3000' });
  await expect(totals(page)).toContainText('Total : 10,656 kg');

  // the first click only asks
  await button(page, 'Nouvelle nomenclature').click();
  await expect(button(page, 'Confirmer : effacer ce brouillon')).toBeVisible();
  await expect(button(page, 'Nouvelle nomenclature')).toHaveCount(0);
  await expect(cell(page, 'Ouvrage', 1)).toHaveValue('Poteau');
  await expect(page.getByRole('textbox', { name: 'Chantier' })).toHaveValue('Villa Bellevue');
  await expect(totals(page)).toContainText('Total : 10,656 kg');
  await expect(page.getByText('Nouvelle nomenclature : le brouillon précédent est effacé.')).toHaveCount(0);

  await button(page, 'Confirmer : effacer ce brouillon').click();
  await expect(said(page, 'Nouvelle nomenclature : le brouillon précédent est effacé.')).toBeVisible();
  await expect(cell(page, 'Ouvrage', 1)).toHaveValue('');
  await expect(cell(page, 'Diamètre (mm)', 1)).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Chantier' })).toHaveValue('');
  await expect(totals(page)).toContainText('Total : 0 kg, soit 0 t');
  await expect(button(page, 'Nouvelle nomenclature')).toBeVisible();

  // erased for good: the browser's copy too
  await page.reload();
  await hydrated(page);
  await expect(cell(page, 'Ouvrage', 1)).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Chantier' })).toHaveValue('');
});

test('a Ø40 schedule, without an online price, is refused by the cart and goes to a quotation', async ({ page, request }) => {
  const t = tag();
  await signInAsPro(page, request);
  await page.getByRole('textbox', { name: 'Chantier' }).fill(`Pont ${t}`);
  await typeRow(page, 1, { member: 'Pile P1', mark: `${t}-1`, diameter: '40', members: '1', barsEach: '2', shape: '00', A: '6000' });
  await expect(cell(page, 'Diamètre (mm)', 1)).not.toHaveAttribute('aria-invalid');
  await expect(gridRow(page, 1)).toContainText('118,38');
  await expect(totals(page)).toContainText('Total : 118,38 kg, soit 0,118 t');
  await expect(totals(page)).toContainText('Sans prix en ligne : Ø40. Demandez un devis pour ces diamètres.');
  await expect(totals(page)).not.toContainText('Prix :');

  await button(page, 'Ajouter au panier').click();
  await expect(said(page, 'La nomenclature a des lignes à corriger ou des diamètres sans prix en ligne : voyez le récapitulatif.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voir le panier' })).toHaveCount(0);
  const reference = page.getByText(/^NOM-\d{4}-\d{6}, révision A$/);
  await expect(reference).toBeVisible();
  const number = /NOM-\d{4}-\d{6}/.exec((await reference.textContent())!)![0];

  await page.getByText('Demander un devis pour cette nomenclature').click();
  await button(page, 'Envoyer la demande de devis').click();
  await expect(page.getByText(/^Demande de devis DEV-\d{4}-\d{6} envoyée\./)).toBeVisible();
  await page.getByRole('link', { name: 'Voir le devis' }).click();
  await expect(page.getByText('Rien n’est chiffré en ligne dans cette demande : notre bureau technique la chiffre et vous répond.')).toBeVisible();
  await expect(
    page.getByText(`Nomenclature ${number}, révision A : Ø40 (2 barres, 118,38 kg) sans prix de façonnage en ligne, à chiffrer par l’usine.`),
  ).toBeVisible();
});

test('a first save whose answer is lost, saved again with a row more, makes one schedule with both rows', async ({ page, request }) => {
  const t = tag();
  await signInAsPro(page, request);
  await typeRow(page, 1, { member: 'Dalle', mark: `${t}-1`, diameter: '10', members: '1', barsEach: '12', shape: '00', A: '6000' });

  // the API writes the schedule; its answer never comes back (an island's network)
  const created = /\/nomenclature\?[^/]*$/;
  await page.route(created, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    await route.fetch();
    await route.abort('internetdisconnected');
  });
  await button(page, 'Enregistrer').click();
  await expect(said(page, 'Le serveur est injoignable. Vérifiez votre connexion et réessayez.')).toBeVisible();
  await page.unroute(created);

  await typeRow(page, 2, { member: 'Dalle', mark: `${t}-2`, diameter: '10', members: '1', barsEach: '6', shape: '00', A: '3000' });
  const number = await save(page);
  await page.goto('/mes-nomenclatures');
  await hydrated(page);
  await expect(page.getByRole('link', { name: /rév\. A : ouvrir la nomenclature$/ })).toHaveCount(1);
  await page.getByRole('link', { name: `${number} rév. A : ouvrir la nomenclature` }).click();
  await expect(cell(page, 'Repère', 2)).toHaveValue(`${t}-2`);
});
