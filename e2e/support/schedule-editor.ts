import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { hydrated } from './hydrated';
import { newProfessional } from './accounts';
import { signInThroughForm } from './shopper';

/*
 * What the bar-schedule editor's journeys share (bar-schedule-imports,
 * bar-schedule-drafts, bar-schedule-contractor and cutting-plan). Figures (domain/bar-schedules): Ø8 395 g/m, Ø10 617, Ø12 888, Ø16 1 578, Ø40 9 865;
 *   Ø12 code 21 300/1200/300: 1 800 − 24 − 24 = 1 752 → 1 755 mm, 10 bars = 15 584 g;
 *   Ø16 straight 6 000 mm, 8 bars = 75 744 g (with the above, 91 328 g);
 *   Ø10 straight 5 400 mm, 12 bars = 39 982 g; Ø8 code 21 115/400/200 → 685 mm, 20 bars = 5 412 g;
 *   Ø40 straight 6 000 mm, 2 bars = 118 380 g.
 */

export const cell = (page: Page, name: string, row: number) => page.getByRole('textbox', { name: `${name}, ligne ${row}`, exact: true });
/** A block pasted into a cell, as the browser delivers a spreadsheet's copy. */
export async function paste(into: Locator, text: string) {
  await into.focus();
  await into.evaluate((el, t) => {
    const data = new DataTransfer();
    data.setData('text/plain', t);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}
export const totals = (page: Page) => page.getByRole('region', { name: 'Récapitulatif' });
export const gridRow = (page: Page, n: number) =>
  page
    .getByRole('table', { name: /^Lignes de la nomenclature/ })
    .getByRole('row')
    .nth(n);
export const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
/** A whole message, as said: the status line ends with a space before its link. */
export const said = (page: Page, text: string) => page.getByText(new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`));

/** Marks unlike any other test's, so that what a test finds on a page is its own. */
export const tag = () => `${Date.now().toString(36).slice(-5)}${test.info().parallelIndex}`;

export interface TypedRow {
  member?: string;
  mark: string;
  diameter: string;
  members: string;
  barsEach: string;
  shape: string;
  A: string;
  B?: string;
  C?: string;
}

export async function typeRow(page: Page, n: number, r: TypedRow) {
  const cells: [string, string | undefined][] = [
    ['Ouvrage', r.member],
    ['Repère', r.mark],
    ['Diamètre (mm)', r.diameter],
    ['Nombre d’éléments', r.members],
    ['Barres par élément', r.barsEach],
    ['Code de forme', r.shape],
    ['Cote A (mm)', r.A],
    ['Cote B (mm)', r.B],
    ['Cote C (mm)', r.C],
  ];
  for (const [name, value] of cells) if (value) await cell(page, name, n).fill(value);
}

/**
 * Signs in as a professional of the test's own (the schedules he saves and the
 * cart he fills are no other journey's) and comes back to the editor, ready to save.
 */
export async function signInAsPro(page: Page, request: APIRequestContext) {
  const who = { prefix: 'e2e-nomenclature', civility: 'm', first_name: 'Rodolphe', last_name: 'Bellance', company: 'Bellance BTP' } as const;
  const pro = await newProfessional(request, who, 'Nomenclature-971!');
  await signInThroughForm(page, pro, '/nomenclature');
  await expect(button(page, 'Enregistrer')).toBeEnabled();
}

/** Saves the draft and gives the number the editor announces. */
export async function save(page: Page, revision = 'A') {
  await button(page, 'Enregistrer').click();
  const saved = page.getByText(new RegExp(`^Nomenclature NOM-\\d{4}-\\d{6} enregistrée, révision ${revision}\\.`));
  await expect(saved).toBeVisible();
  return /NOM-\d{4}-\d{6}/.exec((await saved.textContent())!)![0];
}

export async function openImport(page: Page) {
  await page.goto('/nomenclature');
  await hydrated(page);
  await page.getByText('Importer des lignes (copier-coller, CSV, BVBS)').click();
  return page.getByLabel('Ou un fichier CSV ou BVBS (.csv, .abs)');
}
