import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { samples } from '../backend/src/test-files';
import { expect, test } from './support/fixtures';
import { hydrated } from './support/hydrated';
import { newProfessional } from './support/accounts';
import { cell, paste, totals } from './support/schedule-editor';

/**
 * A contractor's bar schedule, from his spreadsheet to the cart, a new
 * revision, the PDF, the bending machines' file and a quotation. The 20 rows
 * are a small house's (foundations, columns, beams, slab, stairs); row 19 is
 * a U whose 50 mm leg the factory cannot bend (P of Ø8 is 115 mm). Its
 * figures were worked out with domain/bar-schedules (the API's code):
 *   before the fix, the 19 sound rows weigh 1 095 611 g;
 *   row 19 fixed to A = 115: 115 + 400 + 200 − 16 − 16 = 683 → 685 mm,
 *   90 bars × 0,685 m × 395 g/m = 24 352 g → 1 119 963 g, 1,12 t.
 * A professional of Guadeloupe with a discount of 5 %, the test's own: the
 * schedule, the cart and the quotation he makes are no other journey's.
 */
test.use({ territory: 2 });
const CONTRACTOR = {
  prefix: 'e2e-nomenclature-pro',
  civility: 'm',
  first_name: 'Rodolphe',
  last_name: 'Bellance',
  company: 'Bellance BTP',
  terms: { discount_rate: 5 },
} as const;

const BLOCK = [
  'NOMENCLATURE D’ARMATURES – Maison Lamentin',
  'Ouvrage\tRepère\tØ\tNb éléments\tBarres par élément\tCode de forme\tA\tB\tC',
  'Semelle S1\t1\t12\t4\t6\t00\t2 400\t\t',
  'Semelle S1\t2\t8\t4\t10\t51\t400\t250\t115',
  'Longrine L1\t3\t12\t2\t4\t21\t300\t4 500\t300',
  'Longrine L1\t4\t8\t2\t30\t51\t200\t300\t115',
  'Poteau P1\t5\t12\t6\t4\t11\t3 000\t400\t',
  'Poteau P1\t6\t8\t6\t14\t51\t200\t200\t115',
  'Poutre P1\t7\t14\t3\t3\t21\t350\t5 200\t350',
  'Poutre P1\t8\t10\t3\t2\t00\t5 400\t\t',
  'Poutre P1\t9\t8\t3\t28\t51\t250\t400\t115',
  'Poutre P2\t10\t12\t2\t3\t21\t300\t3 800\t300',
  'Poutre P2\t11\t8\t2\t22\t51\t200\t350\t115',
  'Chaînage\t12\t10\t8\t4\t00\t6 000\t\t',
  'Chaînage\t13\t6\t8\t40\t51\t150\t150\t110',
  'Dalle\t14\t10\t1\t60\t00\t4 200\t\t',
  'Dalle\t15\t10\t1\t45\t21\t150\t5 600\t150',
  'Dalle\t16\t8\t1\t80\t11\t600\t200\t',
  'Escalier\t17\t12\t1\t12\t11\t1 200\t500\t',
  'Escalier\t18\t10\t1\t20\t00\t3 100\t\t',
  'Acrotère\t19\t8\t1\t90\t21\t50\t400\t200',
  'Acrotère\t20\t8\t1\t45\t00\t6 000\t\t',
].join('\r\n');

/** Cents from a French amount: « 1 234,56 € HT » → 123456. */
const euros = (text: string) =>
  Math.round(
    Number(
      /[\d\s\u202f]+(,\d+)?/
        .exec(text.replace(/^\D+/, ''))![0]
        .replace(/[\s\u202f]/g, '')
        .replace(',', '.'),
    ) * 100,
  );

/** The grid renders the rows in view: scrolled as a person would to reach row `n`. */
const showRow = (page: Page, n: number) =>
  page.getByRole('region', { name: 'Lignes de la nomenclature' }).evaluate((el, top) => el.scrollTo(0, top), Math.max(0, n - 3) * 44);

/** The column-mapping step of the pasted block, applied as read. */
const addColumns = (page: Page) =>
  page.getByRole('region', { name: 'Colonnes du tableau à importer' }).getByRole('button', { name: 'Ajouter les 20 lignes' }).click();

test('a contractor pastes his schedule, fixes a row, sends it to the cart, revises it, prints it and asks a quotation', async ({ page, request }) => {
  // nine pages loaded (the editor four times, the sign-in, the cart, the quotation and the two lists), the PDF and a BVBS
  // file built by the API and a plan uploaded and checked: more than a short journey's time on a loaded machine
  test.slow();
  const pro = await newProfessional(request, CONTRACTOR, 'Nomenclature-Maison-971!');
  await page.goto('/nomenclature');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nomenclature d’armatures en ligne');
  await page.getByRole('textbox', { name: 'Chantier' }).fill('Résidence Les Flamboyants');
  await page.getByRole('textbox', { name: 'Référence du plan' }).fill('PL-204');

  // the spreadsheet's block, its title and header included, pasted into the first cell
  await paste(cell(page, 'Ouvrage', 1), BLOCK);
  // its columns, read by their titles, shown before they go in
  await addColumns(page);
  await expect(page.getByText(/^20 lignes ajoutées depuis le copier-coller\./)).toBeVisible();
  const grid = page.getByRole('table', { name: /^Lignes de la nomenclature/ });
  // row 1: Ø12 straight 2 400 mm, 24 bars × 2,4 m × 888 g/m = 51,149 kg
  await expect(grid.getByRole('row').nth(1)).toContainText('51,149');

  // the one row the factory cannot bend says what to change, and the totals leave it out
  await showRow(page, 19);
  await expect(cell(page, 'Cote A (mm)', 19)).toHaveAttribute('aria-invalid', 'true');
  await cell(page, 'Cote A (mm)', 19).focus();
  await expect(page.getByRole('region', { name: 'Ligne 19' })).toContainText('La cote A (50 mm) est plus courte que le retour minimal de 115 mm pour un Ø8');
  await expect(totals(page)).toContainText('1 ligne à corriger, non comptée.');
  await expect(totals(page)).toContainText(/Total : 1\s095,611 kg/);
  await cell(page, 'Cote A (mm)', 19).fill('115');
  await expect(cell(page, 'Cote A (mm)', 19)).not.toHaveAttribute('aria-invalid');
  await expect(totals(page)).toContainText(/Total : 1\s119,963 kg, soit 1,12 t/);
  await expect(totals(page)).not.toContainText('à corriger');
  // kg by diameter: Ø8 is 307,33 kg once row 19 counts
  await expect(totals(page).getByRole('row', { name: /^Ø8 / })).toContainText('307,33');
  const price = (await totals(page)
    .getByText(/^Prix : /)
    .textContent())!;

  // keyboard: down the column with the arrows, as in a spreadsheet
  await showRow(page, 1);
  await cell(page, 'Diamètre (mm)', 1).focus();
  await page.keyboard.press('ArrowDown');
  await expect(cell(page, 'Diamètre (mm)', 2)).toBeFocused();

  // the bending machines' file, written in the browser before any sign-in
  const bvbs = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter en BVBS' }).click();
  const file = readFileSync((await (await bvbs).path())!, 'latin1');
  // every shape of this schedule is flat with right angles: 20 lines, the first the straight Ø12; a draft never saved
  // has no revision letter to give the machine's tags (`i` empty, as BVBS allows)
  expect(file.split('\r\n').filter(Boolean)).toHaveLength(20);
  expect(file).toMatch(/^BF2D@HjResidence Les Flamboyants@rPL-204@i@p1@l2400@n24@/);

  // signing in keeps the draft
  await page.getByRole('link', { name: 'Se connecter' }).click();
  const form = page.getByRole('form', { name: 'Connexion à votre compte' });
  await hydrated(page);
  await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(pro.email);
  await form.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(pro.password);
  await form.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/nomenclature$/);
  await expect(cell(page, 'Ouvrage', 3)).toHaveValue('Longrine L1');
  await expect(totals(page)).toContainText('Votre remise de 5 % est comprise.');

  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  const sent = page.getByRole('main').getByText(/^Nomenclature NOM-\d{4}-\d{6} révision A ajoutée au panier : 1\s119,963 kg\./);
  await expect(sent).toBeVisible();
  const number = /NOM-\d{4}-\d{6}/.exec((await sent.textContent())!)![0];
  const proPrice = (await totals(page)
    .getByText(/^Prix : /)
    .textContent())!;
  expect(proPrice).not.toBe(price);

  await page.getByRole('link', { name: 'Voir le panier' }).click();
  const lines = page.getByRole('list', { name: 'Articles du panier' }).getByRole('listitem');
  // one line per product: shaping Ø6–8, Ø10–12, Ø14–16 and cutting Ø8–12; their total is the schedule's price
  const scheduleLines = lines.filter({ hasText: `Nomenclature ${number}, révision A` });
  await expect(scheduleLines).toHaveCount(4);
  const lineTotals = await scheduleLines.locator('p', { hasText: 'Total HT' }).locator('strong').allTextContents();
  expect(lineTotals.reduce((sum, text) => sum + euros(text), 0)).toBe(euros(proPrice));
  await expect(scheduleLines.first()).toContainText('1 nomenclature');

  // a change after sending opens revision B; the cart keeps A
  await page.goBack();
  await hydrated(page);
  await showRow(page, 20);
  await cell(page, 'Barres par élément', 20).fill('50');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText(`Nomenclature ${number} enregistrée, révision B.`)).toBeVisible();

  const pdf = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger le PDF' }).click();
  const pdfFile = await pdf;
  expect(pdfFile.suggestedFilename()).toBe(`${number}-B.pdf`);
  expect(
    readFileSync((await pdfFile.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  await page.getByText('Demander un devis pour cette nomenclature').click();
  await page.getByRole('textbox', { name: /Précisions pour le bureau technique/ }).fill('Livraison par niveau.');
  // the plan goes with it: one too big is said on its field before anything is sent, and nothing typed is lost
  const plan = page.getByLabel(/^Plan de ferraillage \(facultatif\)/);
  await plan.setInputFiles({ name: 'PL-204.pdf', mimeType: 'application/pdf', buffer: samples.pdf(5 * 1024 * 1024 + 1) });
  await expect(page.getByText('Le fichier « Plan de ferraillage » dépasse la taille maximale de 5 Mo.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Envoyer la demande de devis' })).toBeDisabled();
  await plan.setInputFiles({ name: 'PL-204 ind c.pdf', mimeType: 'application/pdf', buffer: samples.pdf() });
  await expect(page.getByRole('textbox', { name: /Précisions pour le bureau technique/ })).toHaveValue('Livraison par niveau.');
  await page.getByRole('button', { name: 'Envoyer la demande de devis' }).click();
  await expect(page.getByText(/^Demande de devis DEV-\d{4}-\d{6} envoyée\./)).toBeVisible();
  await page.getByRole('link', { name: 'Voir le devis' }).click();
  await expect(page.getByText(`Nomenclature ${number}, révision B`).first()).toBeVisible();
  await expect(page.getByText('Livraison par niveau.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'PL-204-ind-c.pdf (2 Ko)' })).toBeVisible();

  // the customer space lists the quotation and the schedule at its latest revision
  await page.goto('/mes-devis');
  await expect(page.getByRole('table')).toContainText(/DEV-\d{4}-\d{6}/);
  await page.goto('/mes-nomenclatures');
  await hydrated(page);
  const fromList = page.waitForEvent('download');
  await page.getByRole('button', { name: `BVBS : télécharger le fichier de la nomenclature ${number}` }).click();
  const listed = await fromList;
  expect(listed.suggestedFilename()).toBe(`${number}-B.abs`);
  expect(readFileSync((await listed.path())!, 'latin1')).toMatch(/@iB@p1@l2400@n24@/);
  await page.getByRole('link', { name: `${number} rév. B : ouvrir la nomenclature` }).click();

  // the same schedule read at phone width: the grid scrolls on its own, the page does not
  await page.setViewportSize({ width: 412, height: 915 });
  await showRow(page, 20);
  await expect(cell(page, 'Ouvrage', 20)).toHaveValue('Acrotère');
  await expect(totals(page)).toContainText(/Total : 1\s\d{3},\d{3} kg/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await totals(page).scrollIntoViewIfNeeded();
  await expect(totals(page)).toBeInViewport();
});

for (const [label, viewport] of [
  ['1280 px', { width: 1280, height: 800 }],
  ['390 px', { width: 390, height: 844 }],
] as const) {
  test(`the editor with a schedule in it, a row to correct and the shapes open, has no axe violation (WCAG 2 A and AA, ${label})`, async ({ page }) => {
    // axe reads every node of the editor with its 20 rows, the shapes' catalogue and the import open: as long as a few page loads
    test.slow();
    await page.setViewportSize(viewport);
    await page.goto('/nomenclature');
    await hydrated(page);
    await paste(cell(page, 'Ouvrage', 1), BLOCK);
    await addColumns(page);
    await expect(page.getByText(/^20 lignes ajoutées/)).toBeVisible();
    await page.getByText('Catalogue des formes').click();
    await page.getByText('Importer des lignes (copier-coller, CSV, BVBS)').click();
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
  });
}
