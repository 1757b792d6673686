/** @jest-environment ./src/test-support/jsdom-env.ts */
import { act, render, screen } from '@testing-library/react';
import type { CellRow } from '../import/cells';
import { figuresOf } from '../model';
import { RowDetail } from './row-detail';

/**
 * A sketch's row (code 99): its length as typed is rounded up to the 5 mm
 * step to be cut, weighed and billed (cut-length.ts); the row's detail says
 * the length the figures use when the two differ.
 */
const sketch = (length: string): CellRow => ({ mark: 'S1', diameter: '12', shape: '99', length, members: '1', barsEach: '6' });
// the shape's drawing comes on first use (lazy-shape-drawing.tsx): rendered in act, so that its coming is awaited
const show = (cells: CellRow) =>
  act(async () => {
    render(<RowDetail index={0} cells={cells} figures={figuresOf(cells)} />);
  });

it('says the cut length of a sketch whose typed length is not on the step', async () => {
  await show(sketch('1232'));
  expect(screen.getByText('Longueur de coupe : 1 235 mm, la longueur tapée arrondie au pas de 5 mm : c’est elle qui est pesée et facturée.')).toBeTruthy();
});

it('says nothing more when the typed length is on the step', async () => {
  await show(sketch('1235'));
  expect(screen.queryByText(/^Longueur de coupe/)).toBeNull();
});
