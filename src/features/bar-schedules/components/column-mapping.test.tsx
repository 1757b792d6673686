/** @jest-environment ./src/test-support/jsdom-env.ts */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readSourceTable } from '../import/table-import-source';
import ColumnMapping from './column-mapping';

/**
 * The column-mapping step alone: each column of the table with its first
 * values and a labelled select of the editor's columns (« Ignorer »
 * included), the reading of the computed columns said, every change
 * announced, and the keyboard enough for all of it.
 */
function step(text: string) {
  const onApply = jest.fn();
  const onCancel = jest.fn();
  render(<ColumnMapping source={readSourceTable(text)} origin="le copier-coller" onApply={onApply} onCancel={onCancel} />);
  return { onApply, onCancel, user: userEvent.setup(), region: screen.getByRole('region', { name: 'Colonnes du tableau à importer' }) };
}
const choice = (column: string) => screen.getByRole<HTMLSelectElement>('combobox', { name: `Colonne de la nomenclature pour « ${column} »` });
const EDITOR_HEADER = 'N°\tOuvrage\tRepère\tNuance\tØ\tÉlém.\tBarres\tTotal\tCode\tA\tB\tC\tD\tE\tF\tR\tCoupe\tForme\tMasse (kg)';

it('takes the focus, and lists each column with its first values and the editor’s columns to choose from', () => {
  const { region } = step(['Repère\tØ\tNombre\tObservations', '1\t12\t10\tvoir plan', '2\t10\t4\t', '3\t8\t6\t', '4\t8\t2\t'].join('\n'));
  expect(document.activeElement).toBe(within(region).getByRole('heading', { name: 'Colonnes du tableau à importer' }));
  expect(region.textContent).toContain('4 lignes lues depuis le copier-coller.');
  const rows = within(region).getAllByRole('row').slice(1);
  expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['Repère', 'Ø', 'Nombre', 'Observations']);
  expect(rows.map((r) => r.querySelectorAll('td')[0]!.textContent)).toEqual(['1 · 2 · 3', '12 · 10 · 8', '10 · 4 · 6', 'voir plan']);
  const options = within(choice('Nombre'))
    .getAllByRole('option')
    .map((o) => o.textContent);
  expect(options[0]).toBe('Ignorer');
  expect(options).toEqual(expect.arrayContaining(['Nombre d’éléments', 'Barres par élément', 'Total de barres (contrôle)', 'Code de forme', 'Cote A (mm)']));
  expect(choice('Observations').value).toBe('ignored');
  expect(choice('Nombre').value).toBe('total');
  // why « Nombre » reads as it does
  expect(choice('Nombre').getAttribute('aria-describedby')).toBeTruthy();
  expect(document.getElementById(choice('Nombre').getAttribute('aria-describedby')!)!.textContent).toBe(
    'Lue d’après les autres titres. Sans colonne de barres par élément : lu comme le nombre de barres de chaque ligne.',
  );
  expect(within(region).getByRole('list').textContent).toContain('Aucune colonne ne donne le nombre d’éléments : chaque ligne comptera 1 élément.');
  expect(within(region).getByRole('button', { name: 'Ajouter les 4 lignes' })).toBeTruthy();
});

it('says the editor’s computed columns and row number are left to it', () => {
  step([EDITOR_HEADER, '1\tP1\t1\tB500B\t12\t2\t4\t8\t11\t300\t1250\t\t\t\t\t\t1530\t\t10,869'].join('\n'));
  const hint = (column: string) => document.getElementById(choice(column).getAttribute('aria-describedby')!)!.textContent;
  expect(choice('N°').value).toBe('ignored');
  expect(hint('N°')).toBe('Numéro de ligne de la grille.');
  expect(choice('Total').value).toBe('total');
  expect(hint('Total')).toBe('Comparé au nombre d’éléments × barres par élément, qui le recalcule.');
  expect(hint('Masse (kg)')).toBe('Calculée par la nomenclature.');
  expect(hint('Forme')).toBe('Dessin de la forme, refait par la nomenclature.');
  expect(hint('Coupe')).toBe('Gardée pour le code 99, comparée au calcul pour les autres formes.');
  expect(choice('Élém.').value).toBe('members');
});

it('says a table without titles is read in the grid’s order', () => {
  const { region } = step('P1\t1\tB500B\t12\t2\t4\t8\t11\t300\t1250');
  expect(region.textContent).toContain('Aucune ligne de titres : les colonnes sont lues dans l’ordre de la grille');
  expect(choice('Colonne 7 (sans titre)').value).toBe('total');
  expect(choice('Colonne 8 (sans titre)').value).toBe('shape');
  expect(within(region).getByRole('button', { name: 'Ajouter la ligne' })).toBeTruthy();
});

it('is worked with the keyboard alone, each change announced, and gives the columns as corrected', async () => {
  const { user, onApply } = step(['Repère\tØ\tNombre\tCode\tA', '1\t12\t10\t00\t6000'].join('\n'));
  await user.tab();
  expect(document.activeElement).toBe(choice('Repère'));
  await user.tab();
  await user.tab();
  expect(document.activeElement).toBe(choice('Nombre'));
  await user.selectOptions(choice('Nombre'), 'barsEach');
  const live = document.querySelector('[aria-live="polite"]')!;
  expect(live.textContent).toBe('« Nombre » va dans « Barres par élément ». Aucune colonne ne donne le nombre d’éléments : chaque ligne comptera 1 élément.');
  await user.selectOptions(choice('Code'), 'ignored');
  expect(live.textContent).toMatch(/^« Code » va dans « Ignorer »\. .*Aucune colonne ne donne le code de forme/);
  await user.selectOptions(choice('Code'), 'shape');
  await user.tab();
  await user.tab();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ajouter la ligne' }));
  await user.keyboard('{Enter}');
  expect(onApply).toHaveBeenCalledWith(['mark', 'diameter', 'barsEach', 'shape', 'A']);
});

it('refuses two columns for one field, says which, and takes the buyer to it', async () => {
  const { user, onApply, region } = step(['Repère\tØ\tNombre\tCode\tA', '1\t12\t10\t00\t6000'].join('\n'));
  await user.selectOptions(choice('A'), 'diameter');
  expect(choice('A').getAttribute('aria-invalid')).toBe('true');
  expect(document.getElementById(choice('A').getAttribute('aria-describedby')!.split(' ')[0]!)!.textContent).toBe(
    'Déjà choisie pour « Ø » : choisissez une autre colonne ou « Ignorer ».',
  );
  await user.click(within(region).getByRole('button', { name: 'Ajouter la ligne' }));
  expect(onApply).not.toHaveBeenCalled();
  expect(within(region).getByRole('alert').textContent).toBe(
    'Deux colonnes vont dans la même colonne de la nomenclature : corrigez celles qui sont signalées.',
  );
  expect(document.activeElement).toBe(choice('A'));
  await user.selectOptions(choice('A'), 'A');
  expect(within(region).queryByRole('alert')).toBeNull();
  await user.click(within(region).getByRole('button', { name: 'Ajouter la ligne' }));
  expect(onApply).toHaveBeenCalledWith(['mark', 'diameter', 'total', 'shape', 'A']);
});

it('cancels on Échap or « Annuler »', async () => {
  const { user, onCancel, region } = step(['Repère\tØ', '1\t12'].join('\n'));
  await user.keyboard('{Escape}');
  expect(onCancel).toHaveBeenCalledTimes(1);
  await user.click(within(region).getByRole('button', { name: 'Annuler' }));
  expect(onCancel).toHaveBeenCalledTimes(2);
});
