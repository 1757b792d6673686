/** @jest-environment ./src/test-support/jsdom-env.ts */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TestApi } from '../../../../backend/src/testing';
import { browserApi } from '../../../test-support/browser-api';

jest.mock('gatsby', () => jest.requireActual('../../../test-support/gatsby-mock').gatsbyMock());

/**
 * A pasted count of things the product is not sold by (« 10 sacs » of wire sold by the roll) is refused on its row
 * with what to write instead. The row shows the things it counts as its unit, and the buyer corrects it there: a
 * unit chosen is what the line says from then on. The things were kept out of sight on the row through every edit,
 * so the same refusal came back on every check (found by an audit of the quick order).
 */
let api: TestApi;
let QuickOrderTool: typeof import('./quick-order-tool').QuickOrderTool;
beforeAll(async () => {
  api = await browserApi();
  ({ QuickOrderTool } = await import('./quick-order-tool'));
});
afterAll(() => api.close());
beforeEach(() => sessionStorage.clear());

const quantity = (n: number) => screen.getByRole<HTMLInputElement>('textbox', { name: `Quantité, ligne ${n}` });
const unit = (n: number) => screen.getByRole<HTMLSelectElement>('combobox', { name: `Unité, ligne ${n}` });
const selected = (n: number) => unit(n).selectedOptions[0]?.textContent;

it('shows « sacs » as the unit of a line refused for its sacs, and takes the unit the buyer chooses instead', async () => {
  const user = userEvent.setup({ delay: null });
  render(<QuickOrderTool />);
  await user.type(screen.getByLabelText('Lignes à coller (une référence et une quantité par ligne)'), 'FIL-REC-11-2 10 sacs');
  await user.click(screen.getByRole('button', { name: 'Lire les lignes' }));
  expect(selected(1)).toBe('sacs');
  await user.click(screen.getByRole('button', { name: 'Vérifier les lignes' }));
  await screen.findByText(/se vend au rouleau, pas au sac : indiquez un nombre de rouleaux/);
  // a quantity changed alone still counts sacs, and says so
  await user.clear(quantity(1));
  await user.type(quantity(1), '12');
  expect(selected(1)).toBe('sacs');

  await user.selectOptions(unit(1), 'piece');
  expect(selected(1)).toBe('pièces');
  await user.click(screen.getByRole('button', { name: 'Vérifier les lignes' }));
  const row = within(screen.getByRole('table')).getAllByRole('row')[1]!;
  await waitFor(() => expect(within(row).getByText(/Fil recuit/i)).toBeTruthy());
  expect(within(row).queryByText(/pas au sac/)).toBeNull();
});
