/** @jest-environment ./src/test-support/jsdom-env.ts */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ImportPanel } from './import-panel';
import { GRID_REGION_ID } from './schedule-grid';

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

it('says its button unavailable while the box is empty, without taking it out of the keyboard’s way, and sends nothing', async () => {
  const { onText, user } = panel(2);
  await user.click(screen.getByText(/^Importer des lignes/));
  const add = screen.getByRole<HTMLButtonElement>('button', { name: 'Ajouter ces lignes' });
  expect(add.disabled).toBe(false);
  expect(add.getAttribute('aria-disabled')).toBe('true');
  await user.click(add);
  expect(onText).not.toHaveBeenCalled();
});

it('puts the focus on the rows once a block went straight in, the box emptied under the button', async () => {
  const onText = jest.fn(async () => 3);
  render(
    <>
      <ImportPanel disabled={false} onText={onText} />
      <div id={GRID_REGION_ID} role="region" aria-label="Lignes de la nomenclature" tabIndex={-1} />
    </>,
  );
  const user = userEvent.setup();
  await user.click(screen.getByText(/^Importer des lignes/));
  await user.type(screen.getByRole('textbox', { name: /^Lignes copiées depuis Excel/ }), 'BF2D@');
  const add = screen.getByRole<HTMLButtonElement>('button', { name: 'Ajouter ces lignes' });
  await user.click(add);
  await waitFor(() => expect(add.getAttribute('aria-disabled')).toBe('true'));
  expect(add.disabled).toBe(false);
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Lignes de la nomenclature' })));
});
