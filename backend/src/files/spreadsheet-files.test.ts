import { LimitPassed } from './limits';
import { samples, zipOf } from '../test-files';
import { xlsxRows } from '../testing-hostile-files';
import { delimiterOf, readTable, UnreadableFile } from './spreadsheet-files';

/** A buyer's spreadsheet read as rows, never further than asked: CSV as French Excel writes it, and XLSX. */

const limits = (rows = 100) => ({ rows, inflatedBytes: 100 * 1024 * 1024 });
const refusal = (read: () => unknown) => {
  try {
    read();
    return 'read';
  } catch (error) {
    return `${(error as Error).constructor.name}: ${(error as Error).message}`;
  }
};

describe('readTable, a CSV', () => {
  it('gives the rows that hold something with their line numbers, blank lines counted but not kept', () => {
    const csv = 'sep=;\r\nRéférence;Qté\r\n\r\n;\r\nHA12-12;"1 200"\r\nST25C-240;2\r\n';
    expect(readTable(Buffer.from(csv), limits())).toEqual({
      rows: [
        { row: 2, cells: ['Référence', 'Qté'] },
        { row: 5, cells: ['HA12-12', '1 200'] },
        { row: 6, cells: ['ST25C-240', '2'] },
      ],
      more: false,
    });
  });

  it('stops at the row bound and says there is more, however long the file', () => {
    const csv = Buffer.from('\n'.repeat(400_000) + 'HA12-12;1\n'.repeat(50_000));
    const table = readTable(csv, limits(3));
    expect(table).toEqual({
      rows: [400_001, 400_002, 400_003].map((row) => ({ row, cells: ['HA12-12', '1'] })),
      more: true,
    });
  });

  it('picks the delimiter the first lines agree on, from the first lines only', () => {
    expect(delimiterOf('a\tb;c\nd\te;f\n')).toBe('\t');
    expect(delimiterOf('réf;qté\nHA12;1,5\n')).toBe(';');
    expect(delimiterOf('\n\n\nréf,qté\nHA12,2\n' + 'HA10,3\n'.repeat(8) + 'x;y;z\n'.repeat(100))).toBe(',');
  });

  it('refuses binary and broken quoting in French', () => {
    expect(refusal(() => readTable(samples.exe(), limits()))).toMatch(/^UnreadableFile: Ce fichier n’est ni un CSV ni un classeur Excel/);
    expect(refusal(() => readTable(Buffer.from('"HA12-12;1\nST25C-240;2\n'), limits()))).toMatch(/^UnreadableFile: Le fichier CSV est mal formé/);
  });
});

describe('readTable, an XLSX', () => {
  it('reads an XLSX of 110 000 lines as far as the bound, and no further', () => {
    const table = readTable(xlsxRows(110_000), limits(511));
    expect(table.rows).toHaveLength(511);
    expect(table.more).toBe(true);
    expect(table.rows.slice(0, 2)).toEqual([
      { row: 1, cells: ['Référence', 'Quantité'] },
      { row: 2, cells: ['ST25C-240', 11] },
    ]);
  });

  it('refuses a workbook with macros, another zip, and one that declares more than the bound', () => {
    const xlsx = xlsxRows(3);
    const declaring = Buffer.from(xlsx);
    for (let at = declaring.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])); at >= 0; at = declaring.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), at + 4)) {
      declaring.writeUInt32LE(60 * 1024 * 1024, at + 24);
    }
    expect(refusal(() => readTable(declaring, limits()))).toMatch(/^LimitPassed: Ce fichier se décompresse en plus de 100 Mo/);
    expect(refusal(() => readTable(samples.docx(), limits()))).toMatch(/^UnreadableFile: Ce fichier n’est pas un classeur Excel \(\.xlsx\) lisible/);
    expect(refusal(() => readTable(zipOf({ 'xl/workbook.xml': '<workbook/>', 'xl/vbaProject.bin': 'x' }), limits()))).toMatch(
      /^UnreadableFile: .*ou il contient des macros/,
    );
    expect(LimitPassed.name).toBe('LimitPassed');
    expect(UnreadableFile.name).toBe('UnreadableFile');
  });
});
