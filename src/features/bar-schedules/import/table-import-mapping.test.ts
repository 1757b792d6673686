import { parseCells } from './cells';
import { checkRow, WARNING_RULES } from '@trefima/domain/bar-schedules/compliance';
import { IMPORT_MESSAGES } from './import-messages';
import { resolveColumns } from './table-import-headers';
import { EDITOR_COLUMNS } from './table-import-orders';
import { duplicateTargets, importColumns, importFromCell, importTable } from './table-import';
import { readSourceTable } from './table-import-source';

/**
 * What the column-mapping step stands on: the editor's own titles and their
 * usual variants (../shared/reference/rebar-schedules.md, "Schedule
 * columns"), « Nombre » read by the other titles present, a table without
 * titles read in the editor's order with its computed columns, and the
 * columns as the buyer corrected them.
 */
const lines = (...rows: string[]) => rows.join('\r\n');
const read = (headers: string[]) => resolveColumns(headers).map((c) => c.target);
const sound = (cells: Parameters<typeof parseCells>[0]) => checkRow(parseCells(cells).row).filter((p) => !WARNING_RULES.has(p.rule));

describe('the editor’s own titles', () => {
  it('reads the grid’s header, its row number and computed columns recognised', () => {
    const header = [
      'N°',
      'Ouvrage',
      'Repère',
      'Nuance',
      'Ø',
      'Élém.',
      'Barres',
      'Total',
      'Code',
      'A',
      'B',
      'C',
      'D',
      'E',
      'F',
      'R',
      'Coupe',
      'Forme',
      'Masse (kg)',
    ];
    expect(resolveColumns(header).map((c) => [c.header, c.target, c.note])).toEqual([
      ['N°', 'ignored', 'rowNumber'],
      ['Ouvrage', 'member', undefined],
      ['Repère', 'mark', undefined],
      ['Nuance', 'grade', undefined],
      ['Ø', 'diameter', undefined],
      ['Élém.', 'members', undefined],
      ['Barres', 'barsEach', undefined],
      ['Total', 'total', 'computed'],
      ['Code', 'shape', undefined],
      ['A', 'A', undefined],
      ['B', 'B', undefined],
      ['C', 'C', undefined],
      ['D', 'D', undefined],
      ['E', 'E', undefined],
      ['F', 'F', undefined],
      ['R', 'R', undefined],
      ['Coupe', 'length', undefined],
      ['Forme', 'ignored', 'drawing'],
      ['Masse (kg)', 'ignored', 'computed'],
    ]);
  });

  it('reads the full names the grid gives its cells', () => {
    expect(
      read([
        'Ouvrage',
        'Repère',
        'Diamètre (mm)',
        'Nombre d’éléments',
        'Barres par élément',
        'Code de forme',
        'Cote A (mm)',
        'Rayon R (mm)',
        'Longueur de coupe (mm)',
      ]),
    ).toEqual(['member', 'mark', 'diameter', 'members', 'barsEach', 'shape', 'A', 'R', 'length']);
  });

  it.each<[string[], string[]]>([
    [
      ['Élément', 'Bar mark', 'Type and size', 'Number of members', 'Bars in each', 'Total number', 'Length', 'Shape code', 'A', 'E/r'],
      ['member', 'mark', 'diameter', 'members', 'barsEach', 'total', 'length', 'shape', 'A', 'E/R'],
    ],
    [
      ['Member', 'Repère', 'Diamètre', 'Nb éléments', 'Barres par élément', 'Total', 'Longueur', 'Code forme', 'B', 'R'],
      ['member', 'mark', 'diameter', 'members', 'barsEach', 'total', 'length', 'shape', 'B', 'R'],
    ],
    [
      ['Ouvrage', 'Rep.', 'Ø', 'Nb élém.', 'Nb barres/élém.', 'Nb total', 'Coupe (m)', 'Forme', 'C', 'D'],
      ['member', 'mark', 'diameter', 'members', 'barsEach', 'total', 'length', 'shape', 'C', 'D'],
    ],
  ])('reads the French and BS 8666 variants %j', (headers, targets) => {
    expect(read(headers)).toEqual(targets);
  });

  it('takes N° for the mark only where no column is named so, and Forme for the code where none is', () => {
    expect(read(['N°', 'Ø', 'Forme', 'A'])).toEqual(['mark', 'diameter', 'shape', 'A']);
    expect(read(['Forme', 'Repère', 'Code de forme', 'N°'])).toEqual(['ignored', 'mark', 'shape', 'ignored']);
  });
});

describe('« Nombre », read by the other titles present', () => {
  it('is the bars in each beside a number of members', () => {
    expect(read(['Repère', 'Ø', 'Nb éléments', 'Nombre'])).toEqual(['mark', 'diameter', 'members', 'barsEach']);
  });

  it('is the number of members beside bars in each', () => {
    expect(read(['Repère', 'Ø', 'Nombre', 'Barres par élément'])).toEqual(['mark', 'diameter', 'members', 'barsEach']);
  });

  it('is the total beside both, checked', () => {
    const columns = resolveColumns(['Repère', 'Élém.', 'Barres', 'Nombre']);
    expect(columns.map((c) => [c.target, c.note])).toEqual([
      ['mark', undefined],
      ['members', undefined],
      ['barsEach', undefined],
      ['total', 'count'],
    ]);
    expect(importTable('Repère\tÉlém.\tBarres\tNombre\n1\t2\t4\t9').problems).toEqual([
      'Ligne 2 (repère 1) : le total (9) n’est pas le nombre d’éléments × barres par élément (8) : il est recalculé, vérifiez ces nombres.',
    ]);
  });

  it('alone is each mark’s number of bars: one member of that many bars, and no row in error', () => {
    const rows = Array.from({ length: 300 }, (_, i) => `${i + 1}\t${[8, 10, 12][i % 3]}\t${(i % 20) + 1}\t00\t6000`);
    const table = importTable(['Repère\tØ\tNombre\tCode\tA', ...rows].join('\n'));
    expect(table.rows[0]).toEqual({ mark: '1', diameter: '8', members: '1', barsEach: '1', shape: '00', A: '6000' });
    expect(table.rows[299]).toEqual({ mark: '300', diameter: '12', members: '1', barsEach: '20', shape: '00', A: '6000' });
    expect(table.rows.filter((r) => sound(r).length > 0)).toHaveLength(0);
    expect(table.columns.map((c) => c.field)).toEqual(['mark', 'diameter', 'barsEach', 'shape', 'A']);
    expect(table.problems).toEqual([IMPORT_MESSAGES.barsFromTotal('Nombre')]);
  });

  it('gives each row one member where the table names no number of members', () => {
    const table = importTable('Repère\tØ\tBarres\tCode\tA\n1\t12\t6\t00\t6000');
    expect(table.rows).toEqual([{ mark: '1', diameter: '12', members: '1', barsEach: '6', shape: '00', A: '6000' }]);
    expect(table.problems).toEqual([IMPORT_MESSAGES.oneMember()]);
  });
});

describe('a table without titles', () => {
  // Ø12 code 11 300/1 250: 1 526 → 1 530 mm; Ø8 code 51 300/200/115: 1 150 mm
  const editorRows = [
    'Poutre P1\t1\tB500B\t12\t2\t4\t8\t11\t300\t1250\t\t\t\t\t\t1530\t\t10,869',
    'Poutre P1\t2\tB500B\t8\t2\t12\t24\t51\t300\t200\t115\t\t\t\t\t1150\t\t10,902',
  ];
  const first = { member: 'Poutre P1', mark: '1', grade: 'B500B', diameter: '12', members: '2', barsEach: '4', shape: '11', A: '300', B: '1250' };
  const second = { member: 'Poutre P1', mark: '2', grade: 'B500B', diameter: '8', members: '2', barsEach: '12', shape: '51', A: '300', B: '200', C: '115' };

  it('is read in the editor’s column order, its Total, Coupe, Forme and Masse in their places', () => {
    const source = readSourceTable(lines(...editorRows));
    expect(source.order).toBe('editor');
    expect(source.columns.map((c) => c.target)).toEqual(EDITOR_COLUMNS.map((c) => c.target));
    const table = importTable(lines(...editorRows));
    expect(table.rows).toEqual([first, second]);
    expect(table.problems).toEqual([IMPORT_MESSAGES.noHeaderEditor()]);
    expect(table.rows.map(sound)).toEqual([[], []]);
  });

  it('with the grid’s row numbers before it', () => {
    const table = importTable(lines(...editorRows.map((row, i) => `${i + 1}\t${row}`)));
    expect(table.rows).toEqual([first, second]);
  });

  it('checks the total it gives', () => {
    const table = importTable(lines(editorRows[0]!, editorRows[1]!.replace('\t24\t', '\t25\t')));
    expect(table.problems).toContain(
      'Ligne 2 (repère 2) : le total (25) n’est pas le nombre d’éléments × barres par élément (24) : il est recalculé, vérifiez ces nombres.',
    );
  });

  it('pasted into a cell, is read from that cell on in the grid’s order, the computed columns skipped', () => {
    expect(importFromCell(lines(...editorRows), 'member').rows).toEqual([first, second]);
    expect(importFromCell('4\t8\t11\t300\t1250', 'barsEach').rows).toEqual([{ barsEach: '4', shape: '11', A: '300', B: '1250' }]);
    expect(importFromCell('12\n10\n8', 'diameter').rows).toEqual([{ diameter: '12' }, { diameter: '10' }, { diameter: '8' }]);
    expect(importFromCell('300\t\t300\n\n400', 'A').rows).toEqual([{ A: '300', C: '300' }, {}, { A: '400' }]);
  });
});

describe('the columns as the buyer corrects them', () => {
  const text = lines('Poste\tØ\tNombre\tCode\tLg (m)\tObservations', 'P1\t12\t3\t99\t2,45\tvoir plan', 'P2\t10\t4\t00\t6\t');

  it('shows each column with its first values and its reading', () => {
    const source = readSourceTable(text);
    expect(source.order).toBe('header');
    expect(source.rowCount).toBe(2);
    expect(source.columns.map((c) => [c.header, c.target, c.samples])).toEqual([
      ['Poste', 'ignored', ['P1', 'P2']],
      ['Ø', 'diameter', ['12', '10']],
      ['Nombre', 'total', ['3', '4']],
      ['Code', 'shape', ['99', '00']],
      ['Lg (m)', 'length', ['2,45', '6']],
      ['Observations', 'ignored', ['voir plan']],
    ]);
  });

  it('reads the columns as set, a header’s unit kept', () => {
    const source = readSourceTable(text);
    const table = importColumns(source, ['mark', 'diameter', 'members', 'shape', 'length', 'member']);
    expect(table.rows).toEqual([
      { member: 'voir plan', mark: 'P1', diameter: '12', members: '3', shape: '99', length: '2,45 m' },
      { mark: 'P2', diameter: '10', members: '4', shape: '00' },
    ]);
    expect(table.columns.map((c) => `${c.field}:${c.header}`)).toEqual([
      'mark:Poste',
      'diameter:Ø',
      'members:Nombre',
      'shape:Code',
      'length:Lg (m)',
      'member:Observations',
    ]);
    expect(table.ignored).toEqual([]);
    expect(parseCells(table.rows[0]!).row.givenLengthMm).toBe(2450);
  });

  it('keeps the first of two columns set to one field, and says which', () => {
    expect(duplicateTargets(['mark', 'diameter', 'mark', 'ignored', 'ignored', 'diameter'])).toEqual(
      new Map([
        [2, 0],
        [5, 1],
      ]),
    );
    const table = importColumns(readSourceTable(text), ['mark', 'diameter', 'barsEach', 'shape', 'length', 'mark']);
    expect(table.rows[0]!.mark).toBe('P1');
    expect(table.ignored).toEqual(['Observations']);
  });
});
