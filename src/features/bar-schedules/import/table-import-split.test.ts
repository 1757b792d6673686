import { detectSeparator, splitRecords } from './table-import-split';
import { isHeaderLine } from './table-import-headers';

const hasHeader = (records: string[][]) => records.some(isHeaderLine);

describe('splitting a table into cells', () => {
  it('reads a spreadsheet’s paste: tabs, CRLF, cells quoted when they hold a tab, a line break or a quote', () => {
    const text = 'Poutre\t"P1\tnord"\t"ligne 1\r\nligne 2"\t"12"" bar"\r\nx\ty\r\n';
    expect(splitRecords(text, '\t')).toEqual([
      ['Poutre', 'P1\tnord', 'ligne 1\r\nligne 2', '12" bar'],
      ['x', 'y'],
    ]);
  });

  it('keeps blank lines as empty records, whatever the line breaks', () => {
    expect(splitRecords('a;b\n\nc;d\re;f', ';')).toEqual([['a', 'b'], [''], ['c', 'd'], ['e', 'f']]);
    expect(splitRecords('a,b,\n', ',')).toEqual([['a', 'b', '']]);
    expect(splitRecords('', ',')).toEqual([['']]);
  });

  it('drops the byte order mark of an Excel CSV', () => {
    expect(splitRecords('\uFEFFRepère;Ø', ';')).toEqual([['Repère', 'Ø']]);
  });

  it('keeps a quoted comma in a comma-separated file, and runs an unclosed quote to the end', () => {
    expect(splitRecords('1,"12,5",3', ',')).toEqual([['1', '12,5', '3']]);
    expect(splitRecords('1,"12\n2,3', ',')).toEqual([['1', '12\n2,3']]);
    expect(splitRecords('"a"b,c', ',')).toEqual([['ab', 'c']]);
  });

  it('stops at the records asked for', () => {
    expect(splitRecords('a\nb\nc', ',', 2)).toEqual([['a'], ['b']]);
  });
});

describe('the separator', () => {
  it('is the tab of a paste', () => {
    expect(detectSeparator('Repère\tØ\tCode\n1\t12,5\t11', hasHeader)).toBe('\t');
  });

  it('is the semicolon of a French CSV, whose decimals are commas', () => {
    expect(detectSeparator('Repère;Ø;Code;A\n1;12;11;312,5', hasHeader)).toBe(';');
  });

  it('is the comma of an English CSV', () => {
    expect(detectSeparator('Bar mark,Type and size,Shape code\n01,H12,11', hasHeader)).toBe(',');
  });

  it('is found from the header under a title', () => {
    expect(detectSeparator('NOMENCLATURE D’ARMATURES, BÂTIMENT A\nRepère;Ø;Code\n1;12;11', hasHeader)).toBe(';');
  });

  it('without a header, is a tab if any, else a semicolon of the first line, else a comma', () => {
    expect(detectSeparator('P1\t1\tH12', hasHeader)).toBe('\t');
    expect(detectSeparator('\nP1;1;12,5', hasHeader)).toBe(';');
    expect(detectSeparator('P1,1,12', hasHeader)).toBe(',');
  });
});
