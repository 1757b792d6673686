import { scheduleToBf2d } from '../src/lib/rebar/bvbs-schedule';
import { expect, test } from './support/fixtures';
import { cell, gridRow, openImport, said, tag, totals } from './support/schedule-editor';

/** Rows from files the editor reads: a CSV from French Excel (Windows-1252 too) and a BVBS file from CAD software. Figures: support/schedule-editor.ts. */
test.use({ territory: 2 });

test('a CSV file saved by French Excel (semicolons, decimal commas, French headers) fills the grid and the totals', async ({ page }) => {
  const t = tag();
  const file = await openImport(page);
  const csv = [
    'Ouvrage;Repère;Ø;Nb éléments;Barres par élément;Code de forme;A;B;C;Longueur (m);Masse (kg)',
    `Semelle S3;${t}-1;12;2;5;21;300;1 200;300;1,755;15,584`,
    `Poteau P3;${t}-2;16;4;2;00;6 000;;;6;75,744`,
  ].join('\r\n');
  await file.setInputFiles({ name: `poteaux-${t}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });

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
