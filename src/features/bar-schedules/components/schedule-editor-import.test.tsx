/** @jest-environment ./src/test-support/jsdom-env.ts */
import { act, createEvent, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { SWRConfig } from 'swr';
import type { TestApi } from '../../../../backend/src/testing';
import { browserApi } from '../../../test-support/browser-api';
import { bf2dLine } from '@trefima/domain/bar-schedules/bvbs';
import { EXAMPLE_RECORD } from '@trefima/domain/bar-schedules/bvbs-example.fixture';
import { DRAFT_KEY } from '../state';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());

/**
 * A table pasted into /nomenclature goes through the column-mapping step:
 * each column shown with the editor's column it goes to, corrected by the
 * buyer before anything is added, and nothing lost when he cancels. A block
 * without titles pasted into a cell goes in as a spreadsheet pastes, the
 * grid's computed columns in their places.
 */
let api: TestApi;
let ScheduleEditor: typeof import('./schedule-editor').ScheduleEditor;
beforeAll(async () => {
  api = await browserApi();
  ({ ScheduleEditor } = await import('./schedule-editor'));
});
afterAll(() => api.close());
beforeEach(() => localStorage.removeItem(DRAFT_KEY));

const cell = (name: string, row: number) => screen.getByRole<HTMLInputElement>('textbox', { name: `${name}, ligne ${row}` });
const step = () => screen.findByRole('region', { name: 'Colonnes du tableau à importer' });
const choice = (column: string) => screen.getByRole<HTMLSelectElement>('combobox', { name: `Colonne de la nomenclature pour « ${column} »` });

async function editor() {
  const user = userEvent.setup();
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Provider>
        <ScheduleEditor openId={null} />
      </Provider>
    </SWRConfig>,
  );
  await screen.findByRole('region', { name: 'Lignes de la nomenclature' });
  return user;
}

/** Into the import panel's box, then « Ajouter ces lignes ». */
async function pasteInPanel(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.click(screen.getByText(/^Importer des lignes/));
  const box = screen.getByRole<HTMLTextAreaElement>('textbox', { name: /^Lignes copiées depuis Excel/ });
  await user.click(box);
  await user.paste(text);
  await user.click(screen.getByRole('button', { name: 'Ajouter ces lignes' }));
  return box;
}

/** A block pasted into a cell, as a browser delivers a spreadsheet's copy. */
function pasteInCell(input: HTMLElement, text: string) {
  act(() => input.focus());
  const event = createEvent.paste(input, { clipboardData: { getData: () => text } });
  fireEvent(input, event);
}

const NOMBRE = ['Repère\tØ\tNombre\tCode\tA', '1\t12\t10\t00\t6000', '2\t10\t4\t00\t5400'].join('\n');

it('shows each column, its first values and where it goes, and adds the rows as the buyer corrected them', async () => {
  const user = await editor();
  await pasteInPanel(user, NOMBRE);
  const region = await step();
  expect(within(region).getByRole('rowheader', { name: 'Nombre' }).closest('tr')!.textContent).toContain('10 · 4');
  // « Nombre » alone: each row's number of bars
  expect(choice('Nombre').value).toBe('total');
  expect(choice('Repère').value).toBe('mark');
  expect(cell('Repère', 1).value).toBe('');

  // the buyer's schedule counts members in that column
  await user.selectOptions(choice('Nombre'), 'Nombre d’éléments');
  expect(within(region).getByText(/^« Nombre » va dans « Nombre d’éléments »/, { selector: '[aria-live]' })).toBeTruthy();
  await user.click(within(region).getByRole('button', { name: 'Ajouter les 2 lignes' }));

  await waitFor(() => expect(cell('Repère', 1).value).toBe('1'));
  expect(cell('Nombre d’éléments', 1).value).toBe('10');
  expect(cell('Diamètre (mm)', 2).value).toBe('10');
  expect(screen.queryByRole('region', { name: 'Colonnes du tableau à importer' })).toBeNull();
  expect(screen.getByText(/^2 lignes ajoutées depuis le copier-coller\./, { selector: '[aria-live] p' })).toBeTruthy();
  // the panel's button is disabled once its box is empty: the focus goes to the rows
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Lignes de la nomenclature' })));
});

it('refuses two columns for one field until the buyer picks', async () => {
  const user = await editor();
  await pasteInPanel(user, NOMBRE);
  const region = await step();
  await user.selectOptions(choice('A'), 'Repère');
  expect(choice('A').getAttribute('aria-invalid')).toBe('true');
  await user.click(within(region).getByRole('button', { name: 'Ajouter les 2 lignes' }));
  expect(within(region).getByRole('alert').textContent).toMatch(/^Deux colonnes vont dans la même colonne/);
  expect(document.activeElement).toBe(choice('A'));
  expect(cell('Repère', 1).value).toBe('');
});

it('adds nothing when the buyer cancels, and keeps what he pasted', async () => {
  const user = await editor();
  const box = await pasteInPanel(user, NOMBRE);
  await step();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Colonnes du tableau à importer' })).toBeNull());
  expect(box.value).toBe(NOMBRE);
  expect(cell('Repère', 1).value).toBe('');
  expect(screen.getByText(/^Import annulé/, { selector: '[aria-live] p' })).toBeTruthy();
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ajouter ces lignes' })));
});

it('opens the step for a block with titles pasted into a cell, and gives it back after a cancel', async () => {
  const user = await editor();
  pasteInCell(cell('Ouvrage', 1), ['N°\tOuvrage\tRepère\tØ\tÉlém.\tBarres\tTotal\tCode\tA', '1\tSemelle\tS1\t12\t2\t4\t8\t00\t2400'].join('\n'));
  await step();
  expect(choice('Élém.').value).toBe('members');
  expect(choice('Barres').value).toBe('barsEach');
  expect(choice('N°').value).toBe('ignored');
  await user.click(within(await step()).getByRole('button', { name: 'Annuler' }));
  expect(cell('Repère', 1).value).toBe('');
  await user.click(screen.getByRole('button', { name: 'Reprendre le tableau' }));
  await user.click(within(await step()).getByRole('button', { name: 'Ajouter la ligne' }));
  await waitFor(() => expect(cell('Repère', 1).value).toBe('S1'));
  expect(cell('Nombre d’éléments', 1).value).toBe('2');
  expect(cell('Barres par élément', 1).value).toBe('4');
});

it('pastes a block without titles from the cell on, its Total, Coupe, Forme and Masse in their places', async () => {
  await editor();
  pasteInCell(cell('Ouvrage', 1), 'Poutre P1\t1\tB500B\t12\t2\t4\t8\t11\t300\t1250\t\t\t\t\t\t1530\t\t10,869');
  await waitFor(() => expect(cell('Code de forme', 1).value).toBe('11'));
  expect(cell('Barres par élément', 1).value).toBe('4');
  expect(cell('Cote A (mm)', 1).value).toBe('300');
  expect(cell('Cote B (mm)', 1).value).toBe('1250');
  expect(screen.queryByRole('region', { name: 'Colonnes du tableau à importer' })).toBeNull();
});

/** `n` BF2D lines of the reference's example (../shared/reference/rebar-schedules.md), each its own mark. */
const bvbsLines = (n: number, from = 1) =>
  Array.from({ length: n }, (_, i) => (bf2dLine({ ...EXAMPLE_RECORD, mark: String(from + i) }) as { line: string }).line).join('\r\n');
/** the grid's rows: the schedule's, its three spare ones and its titles */
const gridRows = () => document.querySelector('table[aria-rowcount]')!.getAttribute('aria-rowcount');

/** `n` rows of a table with its titles, as a spreadsheet copies them */
const tableLines = (n: number, from = 1) => ['Repère\tØ\tCode\tA', ...Array.from({ length: n }, (_, i) => `T${from + i}\t12\t00\t6000`)].join('\n');
/** `n` lines without titles for the grid's Ouvrage and Repère columns */
const cellLines = (n: number) => Array.from({ length: n }, (_, i) => `Dalle\tP${i + 1}`).join('\n');
/** A draft of `n` straight Ø10 bars kept in this browser, as an earlier visit leaves it. */
function storeDraft(n: number) {
  const rows = Array.from({ length: n }, (_, i) => ({
    member: 'Dalle',
    mark: String(i + 1),
    diameter: '10',
    shape: '00',
    A: '1000',
    members: '1',
    barsEach: '1',
  }));
  localStorage.setItem(DRAFT_KEY, JSON.stringify({ header: { job_site: '', drawing: '', title: '', date: '2026-12-06' }, rows, saved: null, dirty: true }));
}
/** as Testing Library reads it: the narrow no-break spaces that group the thousands read as spaces */
const past = (rows: string) =>
  `Ces lignes porteraient la nomenclature à ${rows} lignes ; elle en compte au plus 10 000 : aucune n’a été ajoutée. Importez-les en plusieurs nomenclatures.`;

it('puts the focus on the rows once a BVBS block went straight in, its box emptied under « Ajouter ces lignes »', async () => {
  const user = await editor();
  const box = await pasteInPanel(user, bvbsLines(2));
  await waitFor(() => expect(cell('Repère', 2).value).toBe('2'));
  expect(screen.queryByRole('region', { name: 'Colonnes du tableau à importer' })).toBeNull();
  expect(box.value).toBe('');
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Lignes de la nomenclature' })));
});

it('adds nothing that would take the schedule past the 10 000 rows it holds, says so, and keeps the box', async () => {
  const user = await editor();
  const box = await pasteInPanel(user, bvbsLines(10_001));
  expect(await screen.findByText(past('10 001'), { selector: '[aria-live] p' })).toBeTruthy();
  expect(cell('Repère', 1).value).toBe('');
  expect(gridRows()).toBe(String(5 + 1));
  // the block is still there to split
  expect(box.value).toBe(bvbsLines(10_001).replace(/\r\n/g, '\n'));
});

it('counts the rows already typed, takes an import that reaches 10 000 exactly, and a paste that only replaces rows', async () => {
  const user = await editor();
  await pasteInPanel(user, bvbsLines(5));
  await waitFor(() => expect(cell('Repère', 5).value).toBe('5'));
  await pasteInPanel(user, bvbsLines(9_996, 6));
  expect(await screen.findByText(past('10 001'), { selector: '[aria-live] p' })).toBeTruthy();
  expect(cell('Repère', 6).value).toBe('');
  await user.clear(screen.getByRole<HTMLTextAreaElement>('textbox', { name: /^Lignes copiées depuis Excel/ }));
  await pasteInPanel(user, bvbsLines(9_995, 6));
  expect(await screen.findByText(/^9995 lignes ajoutées depuis le copier-coller\./, { selector: '[aria-live] p' })).toBeTruthy();
  expect(cell('Repère', 6).value).toBe('6');
  expect(gridRows()).toBe(String(10_000 + 3 + 1));
  // full: a block pasted over rows already typed replaces them
  await user.click(cell('Ouvrage', 1));
  pasteInCell(cell('Ouvrage', 1), 'Radier\tR1');
  await waitFor(() => expect(cell('Repère', 1).value).toBe('R1'));
  expect(gridRows()).toBe(String(10_000 + 3 + 1));
});

it('lets a draft already past 10 000 rows, from before the bound, have rows replaced but none added', async () => {
  storeDraft(10_001);
  await editor();
  pasteInCell(cell('Ouvrage', 1), 'Radier\tR1');
  await waitFor(() => expect(cell('Repère', 1).value).toBe('R1'));
  pasteInCell(cell('Ouvrage', 1), 'Radier\tR1\nRadier\tR2');
  await waitFor(() => expect(cell('Repère', 2).value).toBe('R2'));
  expect(gridRows()).toBe(String(10_001 + 3 + 1));
});

it('counts the rows a paste just added, before the page has shown them: two imports in a row cannot pass 10 000', async () => {
  storeDraft(9_998);
  const user = await editor();
  await user.click(screen.getByText(/^Importer des lignes/));
  const box = screen.getByRole<HTMLTextAreaElement>('textbox', { name: /^Lignes copiées depuis Excel/ });
  fireEvent.change(box, { target: { value: bvbsLines(1, 20_000) } });
  // a block over the schedule from its first row, two rows longer; then the file at once, before either is shown
  pasteInCell(cell('Ouvrage', 1), cellLines(10_000));
  fireEvent.click(screen.getByRole('button', { name: 'Ajouter ces lignes' }));
  expect(await screen.findByText(past('10 001'), { selector: '[aria-live] p' })).toBeTruthy();
  await waitFor(() => expect(cell('Repère', 1).value).toBe('P1'));
  expect(gridRows()).toBe(String(10_000 + 3 + 1));
});

it('refuses a table past the 10 000 rows whole, before its columns are asked, as a BVBS file, and keeps the box', async () => {
  const user = await editor();
  const box = await pasteInPanel(user, tableLines(10_001));
  expect(await screen.findByText(past('10 001'), { selector: '[aria-live] p' })).toBeTruthy();
  expect(screen.queryByRole('region', { name: 'Colonnes du tableau à importer' })).toBeNull();
  expect(cell('Repère', 1).value).toBe('');
  expect(box.value).toBe(tableLines(10_001));
});

it('refuses a block without titles pasted into a cell that would pass 10 000 rows, rather than cutting it', async () => {
  await editor();
  pasteInCell(cell('Ouvrage', 1), cellLines(10_001));
  expect(await screen.findByText(past('10 001'), { selector: '[aria-live] p' })).toBeTruthy();
  expect(cell('Repère', 1).value).toBe('');
  expect(gridRows()).toBe(String(5 + 1));
});

it('refuses a table whose rows no longer fit once the buyer typed more while its columns were asked, and keeps it to take up', async () => {
  const user = await editor();
  pasteInCell(cell('Ouvrage', 1), cellLines(9_998));
  await waitFor(() => expect(cell('Repère', 1).value).toBe('P1'));
  await pasteInPanel(user, tableLines(2));
  const region = await step();
  expect(within(region).getByRole('button', { name: 'Ajouter les 2 lignes' })).toBeTruthy();
  pasteInCell(cell('Ouvrage', 1), cellLines(9_999));
  await user.click(within(region).getByRole('button', { name: 'Ajouter les 2 lignes' }));
  expect(await screen.findByText(past('10 001'), { selector: '[aria-live] p' })).toBeTruthy();
  await user.click(await screen.findByRole('button', { name: 'Reprendre le tableau' }));
  expect(within(await step()).getByRole('button', { name: 'Ajouter les 2 lignes' })).toBeTruthy();
});

it('says a block pasted into a cell was pasted from that row, not added, when it writes over rows', async () => {
  await editor();
  pasteInCell(cell('Ouvrage', 1), cellLines(3));
  expect(await screen.findByText('3 lignes collées à partir de la ligne 1.', { selector: '[aria-live] p' })).toBeTruthy();
  pasteInCell(cell('Ouvrage', 2), 'Radier\tR2');
  expect(await screen.findByText('1 ligne collée à partir de la ligne 2.', { selector: '[aria-live] p' })).toBeTruthy();
  await waitFor(() => expect(cell('Repère', 2).value).toBe('R2'));
  expect(cell('Repère', 3).value).toBe('P3');
});

it('marks a row whose mark the machine would read as an earlier row’s « hors cintreuse », and says why', async () => {
  const user = await editor();
  pasteInCell(cell('Ouvrage', 1), 'Dalle\tE1\tB500B\t12\t1\t1\t\t00\t1000\nDalle\tÉ1\tB500B\t12\t1\t1\t\t00\t2000');
  await waitFor(() => expect(cell('Repère', 2).value).toBe('É1'));
  const marked = screen.getAllByText('hors cintreuse');
  expect(marked).toHaveLength(1);
  expect(marked[0]!.closest('tr')).toBe(cell('Repère', 2).closest('tr'));
  await user.click(cell('Repère', 2));
  expect(await screen.findByText(/^Hors cintreuse : Son repère « É1 » s’écrit « E1 » pour la cintreuse, comme celui de la ligne 1 \(« E1 »\)/)).toBeTruthy();
});
