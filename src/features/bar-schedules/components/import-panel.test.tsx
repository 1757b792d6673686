/** @jest-environment ./src/test-support/jsdom-env.ts */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ImportPanel } from './import-panel';

/**
 * The import panel: a pasted block stays in its box until rows were read
 * from it (a block with nothing readable is for the buyer to mend, not to
 * type again), and a file refused is said at once.
 */
function panel(rowsRead: number) {
  const onText = jest.fn(async () => rowsRead);
  render(<ImportPanel disabled={false} onText={onText} />);
  return { onText, user: userEvent.setup(), box: screen.getByRole('textbox', { name: /^Lignes copiées depuis Excel/ }) };
}

it('keeps a pasted block nothing could be read from', async () => {
  const { onText, user, box } = panel(0);
  await user.click(screen.getByText(/^Importer des lignes/));
  await user.type(box, 'pas une nomenclature');
  await user.click(screen.getByRole('button', { name: 'Ajouter ces lignes' }));
  expect(onText).toHaveBeenCalledWith('pas une nomenclature', 'le copier-coller');
  // the panel empties its box, if it does, once the rows it handed over are counted
  await act(() => onText.mock.results[0]!.value);
  expect((box as HTMLTextAreaElement).value).toBe('pas une nomenclature');
});

it('empties the box once its rows were added', async () => {
  const { user, box } = panel(2);
  await user.click(screen.getByText(/^Importer des lignes/));
  await user.type(box, 'Repère;Ø');
  await user.click(screen.getByRole('button', { name: 'Ajouter ces lignes' }));
  await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
});

it('says a file too large as an alert, tied to the file field', async () => {
  const { user } = panel(0);
  await user.click(screen.getByText(/^Importer des lignes/));
  const input = screen.getByLabelText('Ou un fichier CSV ou BVBS (.csv, .abs)');
  const big = new File(['x'], 'plan.csv', { type: 'text/csv' });
  Object.defineProperty(big, 'size', { value: 9 * 1024 * 1024 });
  await user.upload(input, big);
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toMatch(/^Ce fichier dépasse 8 Mo/);
  expect(input.getAttribute('aria-describedby')).toBe(alert.id);
});
