/** @jest-environment ./src/test-support/jsdom-env.ts */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatPrice } from '@trefima/domain/i18n/format';
import { centsOfLength } from '@trefima/domain/money/money';
import type { TestApi } from '../../../../backend/src/testing';
import { browserApi, quiet } from '../../../test-support/browser-api';
import { spyOnPageCalls, type PageCalls } from '../../../test-support/held-calls';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());

/**
 * The quick order's file upload as a buyer meets it, against the real
 * reference API: the file's lines fill the rows with what the API found,
 * and a refused file says why in French, the pasted text kept.
 */
let api: TestApi;
let QuickOrderTool: typeof import('./quick-order-tool').QuickOrderTool;
let pageCalls: PageCalls;

beforeAll(async () => {
  api = await browserApi();
  pageCalls = spyOnPageCalls();
  // the file goes as the browser sends it: Node's fetch takes Node's own FormData and File
  const nodeForm = await new Response('a=1', { headers: { 'content-type': 'application/x-www-form-urlencoded' } }).formData();
  Object.assign(globalThis, { FormData: nodeForm.constructor });
  ({ QuickOrderTool } = await import('./quick-order-tool'));
});
afterAll(() => api.close());

// each test starts from an empty page: the rows are kept for the tab's session
beforeEach(() => sessionStorage.clear());

const { File: NodeFile } = jest.requireActual<typeof import('node:buffer')>('node:buffer');
const fileOf = (content: string | Uint8Array, name: string) => new NodeFile([content], name, { type: 'text/csv' }) as unknown as File;

function renderTool() {
  const user = userEvent.setup({ delay: null, applyAccept: false });
  render(<QuickOrderTool />);
  return { user, input: screen.getByLabelText<HTMLInputElement>('Ou importez un fichier (CSV ou Excel .xlsx)') };
}
describe('QuickOrderTool, file upload', () => {
  it('fills the rows with the file’s lines and what the API found, after the rows already typed when he says so', async () => {
    const { user, input } = renderTool();
    await user.type(screen.getByRole('combobox', { name: 'Référence, ligne 1' }), 'HA10-6');
    await user.upload(input, fileOf('Référence;Qté\nHA12-12;40\nHA13-12;1,5\n', 'liste.csv'));
    await user.click(await screen.findByRole('button', { name: 'Ajouter à la suite' }));
    await screen.findByText('2 lignes lues dans « liste.csv ». 1 ligne est à corriger.');
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((tr) => (within(tr).getByRole('combobox', { name: /^Référence/ }) as HTMLInputElement).value)).toEqual(['HA10-6', 'HA12-12', 'HA13-12']);
    expect(rows.map((tr) => (within(tr).getByRole('textbox', { name: /^Quantité/ }) as HTMLInputElement).value)).toEqual(['', '40', '1,5']);
    expect(within(rows[1]).getByText('Barre HA Ø12 – 12 m')).toBeTruthy();
    expect(within(rows[2]).getByText('La référence « HA13-12 » n’existe pas : vérifiez-la.')).toBeTruthy();
  });

  it('says in French why a file was refused, and keeps the pasted text and the rows', async () => {
    const { user, input } = renderTool();
    const paste = screen.getByLabelText<HTMLTextAreaElement>('Lignes à coller (une référence et une quantité par ligne)');
    await user.type(paste, 'HA12-12 10');
    await user.upload(input, fileOf(new Uint8Array(), 'vide.csv'));
    await screen.findByText('« vide.csv » n’a pas été lu : le fichier est vide.');
    expect(paste.value).toBe('HA12-12 10');
    await user.upload(input, fileOf(new Uint8Array(1024 * 1024 + 1), 'gros.csv'));
    await screen.findByText(
      '« gros.csv » n’a pas été lu : le fichier dépasse 1 Mo : partagez-le en plusieurs fichiers, ou gardez seulement les colonnes utiles.',
    );
    expect(paste.value).toBe('HA12-12 10');
  });
});

describe('QuickOrderTool, rows kept and corrected', () => {
  const reference = (n: number) => screen.getByRole<HTMLInputElement>('combobox', { name: `Référence, ligne ${n}` });
  // the tool's own, after each reference box's
  const toolStatus = () => screen.getAllByRole('status').at(-1)!;
  const quantity = (n: number) => screen.getByRole<HTMLInputElement>('textbox', { name: `Quantité, ligne ${n}` });

  it('finds the rows and the pasted text again after leaving the page (a reload, the cart and back)', async () => {
    const { user } = renderTool();
    await user.type(quantity(1), '40');
    await user.type(reference(1), 'HA12-12');
    const paste = screen.getByLabelText<HTMLTextAreaElement>('Lignes à coller (une référence et une quantité par ligne)');
    await user.type(paste, 'HA10-6 ');
    cleanup();

    renderTool();
    await waitFor(() => expect(reference(1).value).toBe('HA12-12'));
    expect(quantity(1).value).toBe('40');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Lignes à coller (une référence et une quantité par ligne)').value).toBe('HA10-6 ');
    expect(toolStatus().textContent).toBe('1 ligne reprise de votre saisie précédente.');
  });

  it('after « Tout ajouter au panier » refused, puts the focus on the message that says why, not on the page’s body', async () => {
    const { user } = renderTool();
    await user.type(reference(1), 'HA13-12');
    await user.type(quantity(1), '2');
    const toCart = screen.getByRole('button', { name: 'Tout ajouter au panier' });
    await user.click(toCart);
    // the focus still on the button pressed, the tool's status takes it, with what went wrong
    await waitFor(() => expect(toolStatus().textContent).not.toBe(''));
    await waitFor(() => expect(document.activeElement).toBe(toolStatus()));
  });

  it('leaves the focus where the buyer went while the check was on its way, and keeps what he types there', async () => {
    const { user } = renderTool();
    await user.type(reference(1), 'HA13-12');
    await user.type(quantity(1), '2');
    const held = pageCalls.hold({ reads: true });
    try {
      await user.click(screen.getByRole('button', { name: 'Vérifier les lignes' }));
      await held.sent('POST');
      await user.click(quantity(1));
    } finally {
      held.release();
    }
    await screen.findByText('La référence « HA13-12 » n’existe pas : vérifiez-la.');
    await waitFor(() => expect(toolStatus().textContent).not.toBe(''));
    await quiet();
    expect(document.activeElement).toBe(quantity(1));
    await user.keyboard('0');
    expect(quantity(1).value).toBe('20');
  });

  it('keeps a line typed while the others were on their way to the cart, and only that one', async () => {
    const { user } = renderTool();
    await user.type(reference(1), 'HA12-12');
    await user.type(quantity(1), '2');
    const held = pageCalls.hold();
    try {
      await user.click(screen.getByRole('button', { name: 'Tout ajouter au panier' }));
      await held.sent('POST');
      // on a slow network the buyer goes on with his next line
      await user.click(screen.getByRole('button', { name: 'Ajouter une ligne' }));
      await user.type(reference(2), 'HA10-6');
      await user.type(quantity(2), '5');
    } finally {
      held.release();
    }
    await screen.findByText('1 ligne ajoutée au panier.');
    await quiet();
    expect([reference(1).value, quantity(1).value]).toEqual(['HA10-6', '5']);
    expect(screen.queryByRole('combobox', { name: 'Référence, ligne 2' })).toBeNull();
  });

  it('keeps nothing once the lines went to the cart', async () => {
    const { user } = renderTool();
    await user.type(reference(1), 'HA12-12');
    await user.type(quantity(1), '2');
    await user.click(screen.getByRole('button', { name: 'Tout ajouter au panier' }));
    await screen.findByText('1 ligne ajoutée au panier.');
    cleanup();

    renderTool();
    await quiet();
    expect(reference(1).value).toBe('');
    expect(toolStatus().textContent).toBe('');
  });

  it('moves the focus to the line that takes a removed one’s place, and says which was removed', async () => {
    const { user } = renderTool();
    const paste = screen.getByLabelText<HTMLTextAreaElement>('Lignes à coller (une référence et une quantité par ligne)');
    await user.type(paste, 'HA10-6 3{enter}HA12-12 4{enter}HA8-6 5');
    await user.click(screen.getByRole('button', { name: 'Lire les lignes' }));
    await user.click(screen.getByRole('button', { name: 'Retirer la ligne 2' }));
    expect(reference(2).value).toBe('HA8-6');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Retirer la ligne 2' }));
    expect(toolStatus().textContent).toBe('Ligne 2 retirée (HA12-12).');
    await user.click(screen.getByRole('button', { name: 'Retirer la ligne 2' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Retirer la ligne 1' }));
    await user.click(screen.getByRole('button', { name: 'Retirer la ligne 1' }));
    expect(reference(1).value).toBe('');
    expect(document.activeElement).toBe(reference(1));
  });

  it('ties what the API said of a line to the field it is about', async () => {
    const { user } = renderTool();
    await user.type(reference(1), 'HA13-12');
    await user.type(quantity(1), '2');
    await user.click(screen.getByRole('button', { name: 'Vérifier les lignes' }));
    const said = await screen.findByText('La référence « HA13-12 » n’existe pas : vérifiez-la.');
    expect(reference(1).getAttribute('aria-invalid')).toBe('true');
    expect(reference(1).getAttribute('aria-describedby')?.split(' ')).toContain(said.id);
    expect(quantity(1).getAttribute('aria-invalid')).toBeNull();

    await user.clear(reference(1));
    await user.type(reference(1), 'HA12-12');
    await user.clear(quantity(1));
    await user.type(quantity(1), '0');
    await user.click(screen.getByRole('button', { name: 'Vérifier les lignes' }));
    await waitFor(() => expect(quantity(1).getAttribute('aria-invalid')).toBe('true'));
    expect(reference(1).getAttribute('aria-invalid')).toBeNull();
    const about = document.getElementById(quantity(1).getAttribute('aria-describedby')!.split(' ')[0])!;
    expect(about.textContent).toMatch(/quantité/i);
  });

  it('lets the buyer give the length of a sheet cut to length, which the API then prices', async () => {
    const sheet = 'BAC-T40-9010-063';
    const { user } = renderTool();
    const paste = screen.getByLabelText<HTMLTextAreaElement>('Lignes à coller (une référence et une quantité par ligne)');
    await user.type(paste, `${sheet} 2`);
    await user.click(screen.getByRole('button', { name: 'Lire les lignes' }));
    expect(screen.queryByRole('textbox', { name: 'Longueur (m), ligne 1' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Vérifier les lignes' }));
    const said = await screen.findByText(/^La longueur de « .+ » doit être comprise entre 1 m et 12 m\.$/);
    const length = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Longueur (m), ligne 1' });
    // the message is the length's, not the quantity's
    expect(length().getAttribute('inputmode')).toBe('decimal');
    expect(length().getAttribute('aria-invalid')).toBe('true');
    expect(length().getAttribute('aria-describedby')?.split(' ')).toContain(said.id);
    expect(quantity(1).getAttribute('aria-invalid')).toBeNull();
    expect(quantity(1).getAttribute('aria-describedby')).toBeNull();

    // « 3, » is not yet a number: nothing typed is lost
    await user.type(length(), '3,');
    expect(length().value).toBe('3,');
    expect(length().getAttribute('aria-invalid')).toBeNull();
    await user.type(length(), '5');
    expect(length().value).toBe('3,5');
    // kept through a reload of the page
    cleanup();
    renderTool();
    await waitFor(() => expect(length().value).toBe('3,5'));

    await user.click(screen.getByRole('button', { name: 'Vérifier les lignes' }));
    const row = within(screen.getByRole('table')).getAllByRole('row')[1];
    await within(row).findByText(/HT \/ tôle de 3,5 m$/);
    expect(within(row).queryByText(/doit être comprise/)).toBeNull();
    const perMetre = api.db
      .prepare('SELECT pp.price_ht FROM product_price pp JOIN product p ON p.id = pp.product_id WHERE p.reference = ? AND pp.sales_plan_id = 1')
      .pluck()
      .get(sheet) as number;
    const flat = (s: string | null) => (s ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();
    expect(flat(row.textContent)).toContain(`${flat(formatPrice(centsOfLength(perMetre, 3500)))} HT / tôle de 3,5 m`);
    expect(length().value).toBe('3,5');
  });
});
