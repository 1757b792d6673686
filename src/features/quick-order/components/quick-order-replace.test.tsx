/** @jest-environment ./src/test-support/jsdom-env.ts */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TestApi } from '../../../../backend/src/testing';
import { browserApi, quiet } from '../../../test-support/browser-api';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());

/**
 * Rows already in the table (kept from an earlier visit) and a file
 * imported on top of them (issue 43, a buyer walk): the page asks whether
 * the file's lines replace them or follow them, saying which are there
 * already, and changes nothing until he answers; « Tout effacer » empties the
 * table and the pasted text, and « Annuler l’effacement » gives them back.
 */
let api: TestApi;
let QuickOrderTool: typeof import('./quick-order-tool').QuickOrderTool;

beforeAll(async () => {
  api = await browserApi();
  const nodeForm = await new Response('a=1', { headers: { 'content-type': 'application/x-www-form-urlencoded' } }).formData();
  Object.assign(globalThis, { FormData: nodeForm.constructor });
  ({ QuickOrderTool } = await import('./quick-order-tool'));
});
afterAll(() => api.close());
beforeEach(() => sessionStorage.clear());

const { File: NodeFile } = jest.requireActual<typeof import('node:buffer')>('node:buffer');
const fileOf = (content: string, name: string) => new NodeFile([content], name, { type: 'text/csv' }) as unknown as File;
const PASTE = 'Lignes à coller (une référence et une quantité par ligne)';
const references = () =>
  within(screen.getByRole('table'))
    .getAllByRole('combobox', { name: /^Référence, ligne/ })
    .map((c) => (c as HTMLInputElement).value);
const toolStatus = () => screen.getAllByRole('status').at(-1)!;

/** A table kept from an earlier visit: two rows read from a paste, then the page left and opened again. */
async function keptRows() {
  let user = userEvent.setup({ delay: null, applyAccept: false });
  render(<QuickOrderTool />);
  await user.type(screen.getByLabelText(PASTE), 'HA10-6 3{enter}HA12-12 4');
  await user.click(screen.getByRole('button', { name: 'Lire les lignes' }));
  cleanup();
  user = userEvent.setup({ delay: null, applyAccept: false });
  render(<QuickOrderTool />);
  await waitFor(() => expect(references()).toEqual(['HA10-6', 'HA12-12']));
  return { user, input: screen.getByLabelText<HTMLInputElement>('Ou importez un fichier (CSV ou Excel .xlsx)') };
}
const FILE = 'Référence;Qté\nHA12-12;40\nHA8-6;3\n';

describe('a file imported over rows already there', () => {
  it('asks first, saying which of its lines are in the table already, and changes nothing meanwhile', async () => {
    const { user, input } = await keptRows();
    await user.upload(input, fileOf(FILE, 'liste.csv'));
    const question = await screen.findByRole('group', { name: 'Le tableau contient déjà 2 lignes' });
    expect(question.textContent).toContain('« liste.csv » en apporte 2, dont 1 déjà dans le tableau (HA12-12).');
    expect(references()).toEqual(['HA10-6', 'HA12-12']);
    expect(document.activeElement).toBe(within(question).getByRole('button', { name: 'Remplacer par les lignes du fichier' }));
    await user.click(within(question).getByRole('button', { name: 'Annuler l’import' }));
    expect(screen.queryByRole('group', { name: /^Le tableau contient déjà/ })).toBeNull();
    expect(references()).toEqual(['HA10-6', 'HA12-12']);
  });

  it('replaces the rows with the file’s lines', async () => {
    const { user, input } = await keptRows();
    await user.upload(input, fileOf(FILE, 'liste.csv'));
    const question = await screen.findByRole('group', { name: 'Le tableau contient déjà 2 lignes' });
    await user.click(within(question).getByRole('button', { name: 'Remplacer par les lignes du fichier' }));
    expect(references()).toEqual(['HA12-12', 'HA8-6']);
    expect(toolStatus().textContent).toBe('2 lignes lues dans « liste.csv ».');
  });

  it('adds them after the rows there, when he says so', async () => {
    const { user, input } = await keptRows();
    await user.upload(input, fileOf(FILE, 'liste.csv'));
    const question = await screen.findByRole('group', { name: 'Le tableau contient déjà 2 lignes' });
    await user.click(within(question).getByRole('button', { name: 'Ajouter à la suite' }));
    expect(references()).toEqual(['HA10-6', 'HA12-12', 'HA12-12', 'HA8-6']);
  });

  it('asks nothing when the table is empty', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    render(<QuickOrderTool />);
    await user.upload(screen.getByLabelText('Ou importez un fichier (CSV ou Excel .xlsx)'), fileOf(FILE, 'liste.csv'));
    await screen.findByText('2 lignes lues dans « liste.csv ».');
    expect(references()).toEqual(['HA12-12', 'HA8-6']);
    expect(screen.queryByRole('group', { name: /^Le tableau contient déjà/ })).toBeNull();
  });
});

describe('« Tout effacer »', () => {
  it('empties the rows and the pasted text, and « Annuler l’effacement » gives them back', async () => {
    const { user } = await keptRows();
    const paste = screen.getByLabelText<HTMLTextAreaElement>(PASTE);
    await user.type(paste, 'HA8-6 2');
    await user.click(screen.getByRole('button', { name: 'Tout effacer' }));
    expect(references()).toEqual(['']);
    expect(paste.value).toBe('');
    expect(toolStatus().textContent).toBe('2 lignes et le texte collé effacés.');
    const undo = screen.getByRole('button', { name: 'Annuler l’effacement' });
    expect(document.activeElement).toBe(undo);
    // what the tab keeps is the emptied table: a reload finds nothing
    cleanup();
    render(<QuickOrderTool />);
    await quiet();
    expect(references()).toEqual(['']);
    cleanup();

    const again = await keptRows();
    await again.user.click(screen.getByRole('button', { name: 'Tout effacer' }));
    await again.user.click(screen.getByRole('button', { name: 'Annuler l’effacement' }));
    expect(references()).toEqual(['HA10-6', 'HA12-12']);
    expect(toolStatus().textContent).toBe('2 lignes rétablies.');
    expect(screen.queryByRole('button', { name: 'Annuler l’effacement' })).toBeNull();
  });

  it('is not offered on an empty table, and the undo goes once the table changes again', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    render(<QuickOrderTool />);
    expect((screen.getByRole('button', { name: 'Tout effacer' }) as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByRole('combobox', { name: 'Référence, ligne 1' }), 'HA12-12');
    await user.click(screen.getByRole('button', { name: 'Tout effacer' }));
    await user.type(screen.getByRole('combobox', { name: 'Référence, ligne 1' }), 'HA8-6');
    expect(screen.queryByRole('button', { name: 'Annuler l’effacement' })).toBeNull();
  });
});
