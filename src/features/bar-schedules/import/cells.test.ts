import { decodeBf2d } from '@trefima/domain/bar-schedules/bvbs-decode';
import { EXAMPLE } from '@trefima/domain/bar-schedules/bvbs-example.fixture';
import { cellsFromRow, isBlankRow, parseCells, type CellRow, type ParsedRow } from './cells';
import { checkRow } from '@trefima/domain/bar-schedules/compliance';

const rules = (row: ParsedRow) => checkRow(row).map((p) => `${p.rule}:${p.field}`);

describe('cells of a schedule row', () => {
  it('reads a row as people type it', () => {
    const { row, errors } = parseCells({
      member: ' Poutre P1 ',
      mark: '12',
      diameter: 'HA12',
      shape: '11',
      A: '300',
      B: '1 250',
      members: '2',
      barsEach: '4',
    });
    expect(errors).toEqual({});
    expect(row).toEqual({
      member: 'Poutre P1',
      mark: '12',
      grade: 'B500B',
      diameterMm: 12,
      shapeCode: '11',
      dims: { A: 300, B: 1250 },
      members: 2,
      barsEach: 4,
    });
    expect(checkRow(row)).toEqual([]);
  });

  it('reads the forms of each field', () => {
    const { row } = parseCells({ grade: 'b500c', diameter: 'Ø 8', shape: "'0", A: '2,4 m', members: '1\u202f000', barsEach: '1' });
    expect(row).toMatchObject({ grade: 'B500C', diameterMm: 8, shapeCode: '00', dims: { A: 2400 }, members: 1000 });
    expect(parseCells({ diameter: 'T16', shape: '0' }).row).toMatchObject({ diameterMm: 16, shapeCode: '00' });
  });

  it('leaves an unreadable cell out of the row, for compliance.ts to report what is missing', () => {
    const { row, errors } = parseCells({ diameter: '12', shape: '11', A: 'trois cents', B: '700', members: '2,5', barsEach: '4' });
    expect(errors).toEqual({
      A: 'Écrivez un nombre de millimètres, par exemple 1\u202f250 ou 12,5.',
      members: 'Écrivez un nombre entier, par exemple 4.',
    });
    expect(row.dims).toEqual({ B: 700 });
    expect(rules(row)).toEqual(['count:members', 'missing-dimension:A']);
  });

  it('leaves empty cells out, a missing diameter or count as 0 and a missing code as none', () => {
    const { row, errors } = parseCells({ mark: '  ', A: '', members: '3' });
    expect(errors).toEqual({});
    expect(row).toEqual({ grade: 'B500B', diameterMm: 0, shapeCode: '', dims: {}, members: 3, barsEach: 0 });
    expect(rules(row)).toEqual(['count:barsEach', 'unknown-diameter:diameterMm', 'unknown-shape:shapeCode']);
  });

  it('reads the turns of a helix, and says so when they are not a number', () => {
    expect(parseCells({ shape: '77', C: '7,5' }).row.dims).toEqual({ C: 7.5 });
    expect(parseCells({ shape: '77', C: 'sept' }).errors).toEqual({ C: 'Écrivez un nombre de spires, par exemple 7 ou 7,5.' });
    expect(parseCells({ shape: '11', C: 'sept' }).errors).toEqual({ C: 'Écrivez un nombre de millimètres, par exemple 1\u202f250 ou 12,5.' });
  });

  it('takes the length of a code 99, and keeps one typed for another code for compliance.ts to refuse', () => {
    const sketch = parseCells({ diameter: '10', shape: '99', length: '2 400', members: '1', barsEach: '6' }).row;
    expect(sketch.givenLengthMm).toBe(2400);
    expect(checkRow(sketch)).toEqual([]);
    const bent = parseCells({ diameter: '12', shape: '11', A: '300', B: '700', length: '1000', members: '1', barsEach: '1' }).row;
    expect(rules(bent)).toEqual(['given-length:givenLengthMm']);
  });

  it('refuses more bars on a row than the API takes, on the bars-each cell, and leaves them out', () => {
    const typed: CellRow = { diameter: '12', shape: '11', A: '300', B: '700', members: '1 000', barsEach: '101' };
    const { row, errors } = parseCells(typed);
    expect(errors).toEqual({
      barsEach:
        'Le nombre total de barres (101\u202f000) dépasse 100\u202f000 sur une ligne : vérifiez le nombre d’éléments et de barres par élément, ou partagez le repère sur plusieurs lignes.',
    });
    expect(row).toMatchObject({ members: 1000, barsEach: 0 });
    expect(parseCells({ ...typed, barsEach: '100' }).errors).toEqual({});
  });

  it('refuses texts the API would refuse', () => {
    const { row, errors } = parseCells({ member: 'x'.repeat(61), mark: 'y'.repeat(21) });
    expect(errors).toEqual({ member: 'Écrivez au plus 60 caractères.', mark: 'Écrivez au plus 20 caractères.' });
    expect(row.member).toBeUndefined();
  });
});

describe('cells from a row', () => {
  it('writes numbers the French way, without thousands separator', () => {
    expect(cellsFromRow({ mark: '3', diameterMm: 12, shapeCode: '21', dims: { A: 1250, B: 312.5, C: 400 }, members: 2, barsEach: 10 })).toEqual({
      mark: '3',
      diameter: '12',
      shape: '21',
      A: '1250',
      B: '312,5',
      C: '400',
      members: '2',
      barsEach: '10',
    });
  });

  it.each<[string, ParsedRow]>([
    ['a bent bar', { member: 'Poutre P1', mark: 'A12', grade: 'B500B', diameterMm: 12, shapeCode: '11', dims: { A: 300, B: 1250 }, members: 2, barsEach: 4 }],
    ['a radius', { mark: '2', grade: 'B500C', diameterMm: 16, shapeCode: '12', dims: { A: 800, B: 1950, R: 150 }, members: 1, barsEach: 2 }],
    ['a helix', { grade: 'B500B', diameterMm: 10, shapeCode: '77', dims: { A: 500, B: 105, C: 7.5 }, members: 3, barsEach: 1 }],
    ['a sketch', { grade: 'B500B', diameterMm: 10, shapeCode: '99', dims: {}, givenLengthMm: 2400.5, members: 1, barsEach: 6 }],
    ['odd decimals', { grade: 'B500B', diameterMm: 8, shapeCode: '21', dims: { A: 1.125, B: 12.25, C: 0.5 }, members: 1, barsEach: 1 }],
  ])('round-trips %s', (_what, row) => {
    const { row: back, errors } = parseCells(cellsFromRow(row));
    expect(errors).toEqual({});
    expect(back).toEqual(row);
  });

  it('loads a BVBS row, which has no grade, as B500B', () => {
    const bvbs = decodeBf2d(EXAMPLE).lines[0]!.row;
    expect(parseCells(cellsFromRow(bvbs)).row).toEqual({ ...bvbs, grade: 'B500B' });
  });

  it('gives back empty cells for what parseCells made of empty cells', () => {
    const typed: CellRow = { mark: '7', A: '300' };
    expect(cellsFromRow(parseCells(typed).row)).toEqual({ ...typed, grade: 'B500B' });
  });
});

describe('blank rows', () => {
  it('is blank with nothing but spaces typed', () => {
    expect(isBlankRow({})).toBe(true);
    expect(isBlankRow({ mark: '  ', A: '', B: undefined })).toBe(true);
    expect(isBlankRow({ mark: '1' })).toBe(false);
  });
});
