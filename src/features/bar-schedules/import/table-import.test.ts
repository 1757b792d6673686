import { parseCells } from './cells';
import { checkRow } from '@trefima/domain/bar-schedules/compliance';
import { importTable } from './table-import';

const lines = (...rows: string[]) => rows.join('\r\n');

describe('importing a table', () => {
  it('reads a LibreOffice paste with French numbers and a Ø header', () => {
    const paste = lines(
      'Ouvrage\tRepère\tØ\tNb éléments\tBarres par élément\tCode de forme\tA\tB\tC\tLongueur de coupe\tMasse (kg)',
      'Poutre P1\t1\t12\t2\t4\t11\t300\t1\u00a0250\t\t1\u202f530\t10,87',
      'Poutre P1\t2\t8\t2\t12\t51\t300\t200\t115\t1\u202f150\t10,90',
      'Voile V1\t3\tHA10\t1\t6\t99\t\t\t\t2\u202f400,5\t8,88',
      '\t\t\t\t\t\t\t\t\t\t',
      '',
    );
    const table = importTable(paste);
    expect(table.rows).toEqual([
      { member: 'Poutre P1', mark: '1', diameter: '12', members: '2', barsEach: '4', shape: '11', A: '300', B: '1\u00a0250' },
      { member: 'Poutre P1', mark: '2', diameter: '8', members: '2', barsEach: '12', shape: '51', A: '300', B: '200', C: '115' },
      { member: 'Voile V1', mark: '3', diameter: 'HA10', members: '1', barsEach: '6', shape: '99', length: '2\u202f400,5' },
    ]);
    expect(table.columns).toEqual([
      { field: 'member', header: 'Ouvrage' },
      { field: 'mark', header: 'Repère' },
      { field: 'diameter', header: 'Ø' },
      { field: 'members', header: 'Nb éléments' },
      { field: 'barsEach', header: 'Barres par élément' },
      { field: 'shape', header: 'Code de forme' },
      { field: 'A', header: 'A' },
      { field: 'B', header: 'B' },
      { field: 'C', header: 'C' },
      { field: 'length', header: 'Longueur de coupe' },
    ]);
    expect(table.ignored).toEqual(['Masse (kg)']);
    expect(table.problems).toEqual([]);
    expect(table.rows.map((cells) => checkRow(parseCells(cells).row))).toEqual([[], [], []]);
    expect(parseCells(table.rows[2]!).row.givenLengthMm).toBe(2400.5);
  });

  it('reads an English BS 8666 CSV, E/r as R for code 12 and E otherwise', () => {
    const csv = lines(
      'Member,Bar mark,Type and size,No. of mbrs,No. of bars in each,Total no.,Length of each bar mm,Shape code,A mm,B mm,C mm,D mm,E/r mm,Rev',
      'Beam B1,01,H12,2,4,8,1530,11,300,1250,,,,',
      'Beam B1,02,H16,1,2,2,2675,12,800,1950,,,150,A',
      'Slab S1,03,H10,1,10,12,1320,41,200,300,400,300,200,',
    );
    const table = importTable(csv);
    expect(table.rows).toEqual([
      { member: 'Beam B1', mark: '01', diameter: 'H12', members: '2', barsEach: '4', shape: '11', A: '300', B: '1250' },
      { member: 'Beam B1', mark: '02', diameter: 'H16', members: '1', barsEach: '2', shape: '12', A: '800', B: '1950', R: '150' },
      { member: 'Slab S1', mark: '03', diameter: 'H10', members: '1', barsEach: '10', shape: '41', A: '200', B: '300', C: '400', D: '300', E: '200' },
    ]);
    expect(table.columns.map((c) => `${c.field}:${c.header}`)).toEqual([
      'member:Member',
      'mark:Bar mark',
      'diameter:Type and size',
      'members:No. of mbrs',
      'barsEach:No. of bars in each',
      'length:Length of each bar mm',
      'shape:Shape code',
      'A:A mm',
      'B:B mm',
      'C:C mm',
      'D:D mm',
      'E:E/r mm',
    ]);
    expect(table.ignored).toEqual(['Total no.', 'Rev']);
    // 2 675 is 2 670 rounded up to 25 mm, as BS 8666 allows: no remark
    expect(table.problems).toEqual([
      'Ligne 4 (repère 03) : le total (12) n’est pas le nombre d’éléments × barres par élément (10) : il est recalculé, vérifiez ces nombres.',
    ]);
  });

  it('reads a French CSV: semicolons, decimal commas, a title above the header, a length in metres', () => {
    const csv = lines(
      'NOMENCLATURE D’ARMATURES;;;;;;;',
      'Repère;Ø;Nombre d’éléments;Nb;Code;A;B;Longueur (m)',
      '1;12;1;10;00;6000;;',
      '2;10;2;5;99;;;2,45',
      '3;8;1;4;11;300;612,5;',
    );
    const table = importTable(csv);
    expect(table.rows).toEqual([
      { mark: '1', diameter: '12', members: '1', barsEach: '10', shape: '00', A: '6000' },
      { mark: '2', diameter: '10', members: '2', barsEach: '5', shape: '99', length: '2,45 m' },
      { mark: '3', diameter: '8', members: '1', barsEach: '4', shape: '11', A: '300', B: '612,5' },
    ]);
    expect(table.problems).toEqual([]);
    expect(parseCells(table.rows[1]!).row.givenLengthMm).toBe(2450);
    expect(parseCells(table.rows[2]!).row.dims).toEqual({ A: 300, B: 612.5 });
  });

  // a cell is one line in the grid (an input shows no line break) and on the bending machine's label
  it('reads quoted cells holding a line break, a tab or a quote, each break a space and nothing invisible kept', () => {
    const paste = lines('Ouvrage\tRepère\tØ\tCode\tA\tNb éléments\tNb', '"Poutre\u000bP1\r\n(niveau 1)"\t"A""1\u0007"\t12\t0\t"6\t000"\t1\t2', '');
    expect(importTable(paste).rows).toEqual([
      { member: 'Poutre P1 (niveau 1)', mark: 'A"1', diameter: '12', shape: '0', A: '6 000', members: '1', barsEach: '2' },
    ]);
  });

  it('reads a table without header in the order of the BS 8666 form, and says so', () => {
    const paste = lines('Poutre P1\t1\tH12\t2\t4\t8\t1530\t11\t300\t1250\t\t\t', 'Poutre P1\t2\tH12\t2\t4\t9\t1600\t11\t300\t1250\t\t\t');
    const table = importTable(paste);
    const row = { member: 'Poutre P1', diameter: 'H12', members: '2', barsEach: '4', shape: '11', A: '300', B: '1250' };
    expect(table.rows).toEqual([
      { ...row, mark: '1' },
      { ...row, mark: '2' },
    ]);
    expect(table.columns.map((c) => c.field)).toEqual(['member', 'mark', 'diameter', 'members', 'barsEach', 'length', 'shape', 'A', 'B', 'C', 'D', 'E']);
    expect(table.ignored).toEqual([]);
    expect(table.problems).toEqual([
      'Aucune ligne d’en-tête reconnue : les colonnes sont lues dans l’ordre de la nomenclature BS 8666 (ouvrage, repère, type et diamètre, nombre d’éléments, barres par élément, total, longueur, code de forme, A, B, C, D, E/R) : vérifiez-les.',
      'Ligne 2 (repère 2) : le total (9) n’est pas le nombre d’éléments × barres par élément (8) : il est recalculé, vérifiez ces nombres.',
      'Ligne 2 (repère 2) : la longueur donnée (1\u202f600 mm) diffère de celle que donnent la forme et les cotes (1\u202f530 mm) : elle est recalculée, vérifiez les cotes.',
    ]);
  });

  it('skips a title alone on its line above a table without header', () => {
    const table = importTable(lines('NOMENCLATURE', '', 'P1\t1\t12\t1\t2\t2\t\t00\t6000'));
    expect(table.rows).toEqual([{ member: 'P1', mark: '1', diameter: '12', members: '1', barsEach: '2', shape: '00', A: '6000' }]);
  });
});
