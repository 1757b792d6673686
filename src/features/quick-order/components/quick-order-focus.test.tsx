/** @jest-environment ./src/test-support/jsdom-env.ts */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TestApi } from '../../../../backend/src/testing';
import { browserApi, quiet } from '../../../test-support/browser-api';
import { spyOnPageCalls, type PageCalls } from '../../../test-support/held-calls';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());

/**
 * The quick order with the keyboard, against the real reference API: a
 * button that goes (a suggestion taken) or can no longer be used (« Lire les
 * lignes » once the box is emptied, the file input while a file is read)
 * never leaves the focus on the page's body.
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
beforeEach(() => sessionStorage.clear());

const { File: NodeFile } = jest.requireActual<typeof import('node:buffer')>('node:buffer');
const reference = (n: number) => screen.getByRole<HTMLInputElement>('combobox', { name: `Référence, ligne ${n}` });
const paste = () => screen.getByLabelText<HTMLTextAreaElement>('Lignes à coller (une référence et une quantité par ligne)');

function renderTool() {
  const user = userEvent.setup({ delay: null, applyAccept: false });
  render(<QuickOrderTool />);
  return user;
}

describe('QuickOrderTool, the focus', () => {
  it('gives the row’s reference the focus once a suggested reference is taken, its button gone', async () => {
    const user = renderTool();
    await user.type(paste(), 'HA12-12 4\nPAF10 2');
    await user.click(screen.getByRole('button', { name: 'Lire les lignes' }));
    await user.click(screen.getByRole('button', { name: 'Vérifier les lignes' }));
    const take = await screen.findByRole('button', { name: /^Prendre PAF10-P360 / });
    take.focus();
    await user.keyboard('{Enter}');
    expect(take.isConnected).toBe(false);
    await waitFor(() => expect(reference(2).value).toBe('PAF10-P360'));
    await waitFor(() => expect(document.activeElement).toBe(reference(2)));
    await quiet();
  });

  it('gives the first row read the focus once every pasted line is read and « Lire les lignes » can no longer be used', async () => {
    const user = renderTool();
    await user.type(paste(), 'HA12-12 4\nHA10-6 2');
    const read = screen.getByRole('button', { name: 'Lire les lignes' });
    read.focus();
    await user.keyboard('{Enter}');
    expect(paste().value).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(reference(1)));
    expect(reference(1).value).toBe('HA12-12');

    // a line left in the box to correct: the button is still there, and so is the focus
    await user.type(paste(), 'HA12-12 1 200');
    screen.getByRole('button', { name: 'Lire les lignes' }).focus();
    await user.keyboard('{Enter}');
    expect(paste().value).toBe('HA12-12 1 200');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Lire les lignes' }));
  });

  it('gives the file input the focus back once a file was refused', async () => {
    const user = renderTool();
    const input = screen.getByLabelText<HTMLInputElement>('Ou importez un fichier (CSV ou Excel .xlsx)');
    const held = pageCalls.hold();
    try {
      await user.upload(input, new NodeFile([new Uint8Array()], 'vide.csv', { type: 'text/csv' }) as unknown as File);
      await held.sent('POST');
      // the input is disabled while the file is read: a browser then drops its focus to the page's body
      expect(input.disabled).toBe(true);
      (document.activeElement as HTMLElement | null)?.blur();
    } finally {
      held.release();
    }
    await screen.findByText('« vide.csv » n’a pas été lu : le fichier est vide.');
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(input.disabled).toBe(false);
  });
});
