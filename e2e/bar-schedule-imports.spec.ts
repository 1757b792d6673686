import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { EXAMPLE } from '@trefima/domain/bar-schedules/bvbs-example.fixture';
import { MESH, PRESET_HOOKED_LINK } from '@trefima/domain/bar-schedules/bvbs-other-software.fixture';
import { scheduleToBf2d } from '@trefima/domain/bar-schedules/bvbs-schedule';
import { expect, test } from './support/fixtures';
import { hydrated } from './support/hydrated';
import { cell, gridRow, openImport, paste, said, tag, totals } from './support/schedule-editor';

/**
 * Rows from files and pastes the editor reads: a CSV from French Excel
 * (Windows-1252 too) and a pasted schedule, each through the column-mapping
 * step, and a BVBS file from CAD software, read at once. Figures:
 * support/schedule-editor.ts.
 */
test.use({ territory: 2 });

const mapping = (page: Page) => page.getByRole('region', { name: 'Colonnes du tableau à importer' });
const choice = (page: Page, column: string) => mapping(page).getByRole('combobox', { name: `Colonne de la nomenclature pour « ${column} »` });
/** The columns read as the step shows them, applied. */
async function addThem(page: Page, rows: number) {
  await mapping(page)
    .getByRole('button', { name: rows === 1 ? 'Ajouter la ligne' : `Ajouter les ${rows} lignes` })
    .click();
  await expect(mapping(page)).toBeHidden();
}

test('a CSV file saved by French Excel (semicolons, decimal commas, French headers) fills the grid and the totals', async ({ page }) => {
  const t = tag();
  const file = await openImport(page);
  const csv = [
    'Ouvrage;Repère;Ø;Nb éléments;Barres par élément;Code de forme;A;B;C;Longueur (m);Masse (kg)',
    `Semelle S3;${t}-1;12;2;5;21;300;1 200;300;1,755;15,584`,
    `Poteau P3;${t}-2;16;4;2;00;6 000;;;6;75,744`,
  ].join('\r\n');
  await file.setInputFiles({ name: `poteaux-${t}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await expect(choice(page, 'Masse (kg)')).toHaveValue('ignored');
  await addThem(page, 2);

  // the stated lengths agree with ours (no remark on them); the mass is the schedule's to work out
  await expect(said(page, `2 lignes ajoutées depuis poteaux-${t}.csv. Colonnes ignorées : Masse (kg).`)).toBeVisible();
  await expect(cell(page, 'Ouvrage', 1)).toHaveValue('Semelle S3');
  await expect(cell(page, 'Repère', 1)).toHaveValue(`${t}-1`);
  await expect(cell(page, 'Diamètre (mm)', 1)).toHaveValue('12');
  await expect(cell(page, 'Code de forme', 1)).toHaveValue('21');
  await expect(cell(page, 'Nombre d’éléments', 1)).toHaveValue('2');
  await expect(gridRow(page, 1)).toContainText(/1\s755/);
  await expect(gridRow(page, 1)).toContainText('15,584');
  await expect(cell(page, 'Repère', 2)).toHaveValue(`${t}-2`);
  await expect(cell(page, 'Code de forme', 2)).toHaveValue('00');
  await expect(gridRow(page, 2)).toContainText('75,744');
  await expect(cell(page, 'Ouvrage', 3)).toHaveValue('');

  await expect(totals(page)).toContainText('Total : 91,328 kg, soit 0,091 t');
  await expect(totals(page).getByRole('row', { name: /^Ø12 / })).toContainText('15,584');
  await expect(totals(page).getByRole('row', { name: /^Ø16 / })).toContainText('75,744');
  await expect(totals(page)).toContainText(/Prix : [\d\s\u202f]+,\d{2}\s€ HT/);
  await expect(totals(page)).not.toContainText('à corriger');
});

test('a Windows-1252 CSV (accented headers and names) is read with its accents', async ({ page }) => {
  const t = tag();
  const file = await openImport(page);
  const csv = [
    "Ouvrage;Repère;Diamètre;Nombre d'éléments;Barres par élément;Code forme;A;B;C",
    `Poutre Rez-de-chaussée;${t}-1;10;3;4;00;5400;;`,
    `Linteau Entrée;${t}-2;8;2;10;21;115;400;200`,
  ].join('\r\n');
  const bytes = Buffer.from(csv, 'latin1');
  expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();
  await file.setInputFiles({ name: `rez-de-chaussée-${t}.csv`, mimeType: 'text/csv', buffer: bytes });
  await expect(mapping(page).getByRole('rowheader', { name: 'Diamètre' })).toBeVisible();
  await addThem(page, 2);

  await expect(said(page, `2 lignes ajoutées depuis rez-de-chaussée-${t}.csv.`)).toBeVisible();
  await expect(cell(page, 'Ouvrage', 1)).toHaveValue('Poutre Rez-de-chaussée');
  await expect(cell(page, 'Ouvrage', 2)).toHaveValue('Linteau Entrée');
  await expect(cell(page, 'Diamètre (mm)', 1)).toHaveValue('10');
  await expect(cell(page, 'Nombre d’éléments', 1)).toHaveValue('3');
  await expect(cell(page, 'Barres par élément', 2)).toHaveValue('10');
  await expect(gridRow(page, 1)).toContainText('39,982');
  await expect(gridRow(page, 2)).toContainText('685');
  await expect(gridRow(page, 2)).toContainText('5,412');
  await expect(totals(page)).toContainText('Total : 45,394 kg, soit 0,045 t');
});

test('a BVBS file from CAD software gives its shapes, and a tampered line is named', async ({ page }) => {
  const t = tag();
  const out = scheduleToBf2d(
    [
      { grade: 'B500B', mark: `${t}1`, diameterMm: 16, shapeCode: '00', dims: { A: 6000 }, members: 1, barsEach: 8 },
      { grade: 'B500B', mark: `${t}2`, diameterMm: 12, shapeCode: '21', dims: { A: 300, B: 1200, C: 300 }, members: 1, barsEach: 10 },
    ],
    { project: 'Residence Les Alizes', drawing: 'PL-31', index: 'A' },
  );
  expect(out.lines).toBe(2);
  const [straight, bent] = out.file.split('\r\n');
  // one more bar on the third line, its checksum left as it was
  const file = [straight, bent, bent!.replace('@n10@', '@n11@'), ''].join('\r\n');
  await (await openImport(page)).setInputFiles({ name: `plan-${t}.abs`, mimeType: 'text/plain', buffer: Buffer.from(file, 'latin1') });

  await expect(
    page.getByText(
      new RegExp(
        `^2 lignes ajoutées depuis plan-${t}\\.abs\\. 2 formes lues dans le fichier BVBS\\. Ligne 3 : la somme de contrôle vaut \\d+ au lieu de \\d+ : la ligne a été altérée, refaites l’export\\.\\s*$`,
      ),
    ),
  ).toBeVisible();
  await expect(cell(page, 'Repère', 1)).toHaveValue(`${t}1`);
  await expect(cell(page, 'Diamètre (mm)', 1)).toHaveValue('16');
  await expect(cell(page, 'Code de forme', 1)).toHaveValue('00');
  await expect(cell(page, 'Cote A (mm)', 1)).toHaveValue('6000');
  await expect(cell(page, 'Barres par élément', 1)).toHaveValue('8');
  await expect(gridRow(page, 1)).toContainText(/6\s000/);
  await expect(gridRow(page, 1)).toContainText('75,744');
  await expect(cell(page, 'Repère', 2)).toHaveValue(`${t}2`);
  await expect(cell(page, 'Diamètre (mm)', 2)).toHaveValue('12');
  await expect(cell(page, 'Code de forme', 2)).toHaveValue('21');
  await expect(cell(page, 'Cote B (mm)', 2)).toHaveValue('1200');
  await expect(gridRow(page, 2)).toContainText(/1\s755/);
  await expect(gridRow(page, 2)).toContainText('15,584');
  await expect(cell(page, 'Repère', 3)).toHaveValue('');
  await expect(totals(page)).toContainText('Total : 91,328 kg, soit 0,091 t');
});

test('a BVBS file keeps its own lengths beside the shop’s, marks what stays off the machine, and a file of meshes says what it holds', async ({ page }) => {
  // the guideline's example (1000 mm in the file, 980 mm by BS 8666) and a bending machine's hooked link, read as code 99
  const file = await openImport(page);
  await file.setInputFiles({ name: 'plan-312.abs', mimeType: 'text/plain', buffer: Buffer.from(`${EXAMPLE}\r\n${PRESET_HOOKED_LINK}\r\n`, 'latin1') });
  await expect(
    said(
      page,
      '2 lignes ajoutées depuis plan-312.abs. 2 formes lues dans le fichier BVBS. Ligne 1 (repère 1) : longueur du fichier 1\u202f000 mm, calcul 980 mm : vérifiez le plan.',
    ),
  ).toBeVisible();
  await expect(gridRow(page, 1)).toContainText(/980\s*fichier : 1\s000/);
  await expect(gridRow(page, 2)).toContainText('hors cintreuse');
  await cell(page, 'Repère', 1).focus();
  await expect(page.getByText('Longueur du fichier 1\u202f000 mm, calcul 980 mm : vérifiez le plan.', { exact: true })).toBeVisible();
  await cell(page, 'Repère', 2).focus();
  await expect(page.getByText(/^Hors cintreuse : La forme 99 n’a pas de géométrie connue/)).toBeVisible();

  await file.setInputFiles({ name: 'dalle.abs', mimeType: 'text/plain', buffer: Buffer.from(`${MESH}\r\n`, 'latin1') });
  await expect(
    said(
      page,
      '0 ligne ajoutée depuis dalle.abs. 0 forme lue dans le fichier BVBS. Ce fichier contient des treillis (BFMA) : la nomenclature ne lit que les barres BF2D.',
    ),
  ).toBeVisible();
});

// 300 marks of Ø12 straight 6 000 mm, « Nombre » 1 to 5 bars each: 900 bars × 6 m × 888 g/m = 4 795 200 g
const nombre = (t: string) =>
  ['Repère\tØ\tNombre\tCode\tA\tDésignation', ...Array.from({ length: 300 }, (_, i) => `${t}-${i + 1}\t12\t${(i % 5) + 1}\t00\t6000\tVoile V${i + 1}`)].join(
    '\r\n',
  );

async function pasteInPanel(page: Page, text: string) {
  await openImport(page);
  const box = page.getByRole('textbox', { name: /^Lignes copiées depuis Excel/ });
  await box.fill(text);
  await page.getByRole('button', { name: 'Ajouter ces lignes' }).click();
  return box;
}

test('a buyer pastes a schedule counted in « Nombre », checks its columns, corrects one and adds it, no row in error', async ({ page }) => {
  const t = tag();
  await pasteInPanel(page, nombre(t));

  // the step has the focus and shows each column, its first values and where it goes
  await expect(mapping(page).getByRole('heading', { name: 'Colonnes du tableau à importer' })).toBeFocused();
  await expect(mapping(page)).toContainText('300 lignes lues depuis le copier-coller.');
  await expect(mapping(page).getByRole('rowheader', { name: 'Nombre', exact: true }).locator('xpath=..')).toContainText('1 · 2 · 3');
  await expect(choice(page, 'Nombre')).toHaveValue('total');
  await expect(mapping(page)).toContainText('Sans colonne de barres par élément : lu comme le nombre de barres de chaque ligne.');
  await expect(choice(page, 'Désignation')).toHaveValue('ignored');
  await expect(mapping(page)).toContainText('Titre inconnu.');
  // the buyer says where « Désignation » goes, with the keyboard
  await choice(page, 'Désignation').focus();
  await choice(page, 'Désignation').selectOption({ label: 'Ouvrage' });
  await expect(mapping(page).locator('[aria-live="polite"]')).toHaveText(/^« Désignation » va dans « Ouvrage »\./);
  await addThem(page, 300);

  await expect(page.getByText(/^300 lignes ajoutées depuis le copier-coller\. La colonne « Nombre » est lue comme le nombre total de barres/)).toBeVisible();
  await expect(cell(page, 'Repère', 1)).toHaveValue(`${t}-1`);
  await expect(cell(page, 'Ouvrage', 1)).toHaveValue('Voile V1');
  await expect(cell(page, 'Nombre d’éléments', 2)).toHaveValue('1');
  await expect(cell(page, 'Barres par élément', 2)).toHaveValue('2');
  await expect(totals(page)).toContainText(/Total : 4\s795,2 kg, soit 4,795 t/);
  await expect(totals(page)).not.toContainText('à corriger');
});

test('a buyer who cancels the step (axe-clean) finds his schedule as it was and his paste kept', async ({ page }) => {
  // axe reads every node of the editor with the column-mapping step open: as long as a few page loads
  test.slow();
  const t = tag();
  const box = await pasteInPanel(page, nombre(t));
  await expect(choice(page, 'Nombre')).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(mapping(page)).toBeHidden();
  await expect(said(page, 'Import annulé : aucune ligne ajoutée, la nomenclature est inchangée.')).toBeVisible();
  await expect(cell(page, 'Repère', 1)).toHaveValue('');
  // a text box gives its line breaks as LF
  await expect(box).toHaveValue(nombre(t).replace(/\r\n/g, '\n'));
  // taken up again, as it was read
  await page.getByRole('button', { name: 'Reprendre le tableau' }).click();
  await expect(choice(page, 'Nombre')).toHaveValue('total');
});

test('rows copied without titles from a schedule laid out as the grid, its Total included, go in their columns', async ({ page }) => {
  const t = tag();
  await page.goto('/nomenclature');
  await hydrated(page);
  // Ouvrage, Repère, Nuance, Ø, Élém., Barres, Total, Code, A, B, C, then D, E, F, R, Coupe, Forme, Masse
  const block = [
    `Semelle S3\t${t}-1\tB500B\t12\t2\t5\t10\t21\t300\t1200\t300\t\t\t\t\t1755\t\t15,584`,
    `Poteau P3\t${t}-2\tB500B\t16\t4\t2\t8\t00\t6000\t\t\t\t\t\t\t6000\t\t75,744`,
  ].join('\r\n');
  await paste(cell(page, 'Ouvrage', 1), block);
  await expect(cell(page, 'Code de forme', 1)).toHaveValue('21');
  await expect(cell(page, 'Barres par élément', 1)).toHaveValue('5');
  await expect(cell(page, 'Cote C (mm)', 1)).toHaveValue('300');
  await expect(cell(page, 'Code de forme', 2)).toHaveValue('00');
  await expect(cell(page, 'Cote A (mm)', 2)).toHaveValue('6000');
  await expect(totals(page)).toContainText('Total : 91,328 kg, soit 0,091 t');
  await expect(totals(page)).not.toContainText('à corriger');
});

test('at 1280 px the grid shows every column, Coupe, Forme and Masse included', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/nomenclature');
  await hydrated(page);
  const region = page.getByRole('region', { name: 'Lignes de la nomenclature' });
  const box = (await region.boundingBox())!;
  for (const name of ['N°', 'Ouvrage', 'Total', 'Code', 'R', 'Coupe', 'Forme', 'Masse (kg)']) {
    const header = region.getByRole('columnheader', { name, exact: true });
    const edge = (await header.boundingBox())!;
    expect(edge.x + edge.width, name).toBeLessThanOrEqual(box.x + box.width);
  }
  expect(await region.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
