import type { PriceClass } from '@trefima/domain/bar-schedules/pricing';
import { cellsOfApiRows, figuresOf, rowsForApi, summarise } from './model';
import { pasteBlock, importText } from './import-rows';

const FAC: PriceClass = {
  productId: 1,
  reference: 'FAC-D10-12',
  name: 'Façonnage Ø10 à Ø12',
  service: 'shaping',
  minDiameterMm: 10,
  maxDiameterMm: 12,
  pricePerTonneHt: 199_000,
  leadTimeDays: 5,
};
// Ø12 U 300/1 200/300: 1 755 mm; 10 bars × 1,755 m × 888 g/m = 15 584 g
const U = { member: 'Poutre', mark: '1', diameter: '12', shape: '21', A: '300', B: '1 200', C: '300', members: '2', barsEach: '5' };

describe('the editor’s schedule', () => {
  it('keeps each row’s figures, so that an edit works out one row again', () => {
    const row = { ...U };
    expect(figuresOf(row)).toBe(figuresOf(row));
    expect(figuresOf({ ...row })).not.toBe(figuresOf(row));
    expect(figuresOf(row).computed).toMatchObject({ cutLengthMm: 1755, massG: 15584, totalBars: 10, sound: true });
  });

  it('totals the sound rows and prices them, counting apart the rows to correct and leaving out blank ones', () => {
    const s = summarise([U, {}, { ...U, A: '50' }, { ...U, diameter: 'douze' }], [FAC]);
    expect(s.filled).toBe(3);
    expect(s.wrong).toBe(2);
    expect(s.totals.byDiameter).toEqual([{ diameterMm: 12, bars: 10, lengthMm: 17550, massG: 15584 }]);
    // 15 584 g × 1 990 €/t = 31,01 €
    expect(s.price?.totalHt).toBe(3101);
    expect(summarise([U], null).price).toBeNull();
  });

  it('sends the API the rows as read, without blank rows, and reads a saved schedule back into cells', () => {
    const api = rowsForApi([U, {}]);
    expect(api).toEqual([
      {
        member: 'Poutre',
        mark: '1',
        grade: 'B500B',
        diameter: 12,
        shape_code: '21',
        dimensions: { A: 300, B: 1200, C: 300 },
        given_length_mm: null,
        members: 2,
        bars_per_member: 5,
        cut_length_mm: 1755,
        mass_g: 15584,
      },
    ]);
    const back = cellsOfApiRows(api)[0];
    expect(back).toMatchObject({ member: 'Poutre', mark: '1', diameter: '12', shape: '21', A: '300', B: '1200', C: '300', members: '2', barsEach: '5' });
    expect(figuresOf(back).computed.massG).toBe(15584);
  });
});

describe('text from outside', () => {
  it('reads a block with its header by the columns’ names', () => {
    const text = 'Repère\tØ\tNb éléments\tBarres par élément\tCode de forme\tA\tB\tC\n7\t12\t2\t5\t21\t300\t1200\t300\n';
    const { rows } = pasteBlock(text, 'A');
    expect(rows).toHaveLength(1);
    expect(figuresOf(rows[0]).computed.massG).toBe(15584);
  });

  it('reads a block without header column after column from the cell pasted into, as a spreadsheet', () => {
    const { rows } = pasteBlock('300\t1200\t300\n400\t1000\t400', 'A');
    expect(rows).toEqual([
      { A: '300', B: '1200', C: '300' },
      { A: '400', B: '1000', C: '400' },
    ]);
    expect(pasteBlock('12\n10\n8', 'diameter').rows).toEqual([{ diameter: '12' }, { diameter: '10' }, { diameter: '8' }]);
  });

  it('reads a BVBS file from CAD software', () => {
    const { rows, notes } = importText('BF2D@HjOCE-DEMO@r312@ib@p1@l1000@n10@e0.888@d12@gB500B@s48@v@Gl300@w90@l700@w0@C93@\r\n');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ mark: '1', diameter: '12', shape: '11', A: '300', B: '700', grade: 'B500B' });
    expect(notes[0]).toBe('1 forme lue dans le fichier BVBS.');
  });
});
