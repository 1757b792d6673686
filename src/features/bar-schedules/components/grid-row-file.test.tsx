/** @jest-environment ./src/test-support/jsdom-env.ts */
import { act, render, screen } from '@testing-library/react';
import type { CellRow } from '../import/cells';
import { figuresOf } from '../model';
import { GridRow } from './grid-row';
import { RowDetail } from './row-detail';

/**
 * What a row says of the bending machine and of the file it came from: a
 * shape the BVBS file leaves out is marked « hors cintreuse », and a length
 * the file gave otherwise is shown beside the shop's.
 */
const u: CellRow = { mark: 'P1', diameter: '12', shape: '21', A: '300', B: '1200', C: '300', members: '2', barsEach: '5' };
const hook: CellRow = { mark: 'P2', diameter: '12', shape: '13', A: '300', B: '120', C: '300', members: '1', barsEach: '4' };
// the guideline's example as read from its file: 1000 mm there, 980 mm here
const fromFile = { mark: '1', diameter: '12', shape: '11', A: '300', B: '700', members: '1', barsEach: '10', fileLength: '1000', fileMass: '0.888' } as CellRow;

// the shape's drawing comes on first use (lazy-shape-drawing.tsx): rendered in act, so that its coming is awaited
const row = (cells: CellRow) =>
  act(async () => {
    render(
      <table>
        <tbody>
          <GridRow index={0} cells={cells} figures={figuresOf(cells)} readOnly={false} onEdit={() => {}} />
        </tbody>
      </table>,
    );
  });
const detail = (cells: CellRow) =>
  act(async () => {
    render(<RowDetail index={0} cells={cells} figures={figuresOf(cells)} />);
  });

describe('the grid’s row', () => {
  it('marks a sound row the bending machine does not take, and no other', async () => {
    await row(hook);
    expect(screen.getByText('hors cintreuse')).toBeTruthy();
  });

  it('marks no row the machine takes', async () => {
    await row(u);
    expect(screen.queryByText('hors cintreuse')).toBeNull();
  });

  it('shows the file’s length beside the shop’s when they differ', async () => {
    await row(fromFile);
    expect(screen.getByText('fichier : 1 000')).toBeTruthy();
    await row({ ...fromFile, fileLength: '980' } as CellRow);
    expect(screen.getAllByText(/^fichier :/)).toHaveLength(1);
  });
});

describe('the row’s detail', () => {
  it('says why a row stays on paper', async () => {
    await detail(hook);
    expect(screen.getByText(/^Hors cintreuse : La forme 13 a un pli à 180°/)).toBeTruthy();
  });

  it('says the file’s figures and the length to check', async () => {
    await detail(fromFile);
    expect(screen.getByText('Longueur du fichier 1 000 mm, calcul 980 mm : vérifiez le plan.')).toBeTruthy();
    expect(screen.getByText('Fichier BVBS : 1 000 mm et 0,888 kg la barre.')).toBeTruthy();
  });
});
