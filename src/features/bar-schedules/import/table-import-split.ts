/**
 * A pasted block or a CSV file cut into records of cells, the way Excel and
 * LibreOffice write them: cells between separators, records between CRLF, LF
 * or CR, and a cell holding a separator, a line break or a quote written
 * between double quotes, its own quotes doubled.
 */

export type Separator = '\t' | ';' | ',';

const BOM = /^\uFEFF/;

/** The records of the text; a line break at the very end opens no record. */
export function splitRecords(text: string, separator: Separator, maxRecords = Infinity): string[][] {
  const source = text.replace(BOM, '');
  const boundary = new RegExp(`[${separator === '\t' ? '\\t' : separator}\\r\\n]`, 'g');
  const nextBoundary = (from: number) => {
    boundary.lastIndex = from;
    return boundary.exec(source)?.index ?? source.length;
  };
  const records: string[][] = [];
  let cells: string[] = [];
  let i = 0;
  while (records.length < maxRecords) {
    let cell = '';
    if (source[i] === '"') {
      i++;
      for (;;) {
        const quote = source.indexOf('"', i);
        if (quote < 0) {
          // an unclosed quote runs to the end, as in Excel
          cell += source.slice(i);
          i = source.length;
          break;
        }
        cell += source.slice(i, quote);
        i = quote + 1;
        if (source[i] !== '"') break;
        cell += '"';
        i++;
      }
    }
    // after a closing quote, anything before the separator is kept as typed
    const end = nextBoundary(i);
    cell += source.slice(i, end);
    i = end;
    cells.push(cell);
    if (source[i] === separator) {
      i++;
      continue;
    }
    records.push(cells);
    cells = [];
    if (i >= source.length) break;
    i += source[i] === '\r' && source[i + 1] === '\n' ? 2 : 1;
    if (i >= source.length) break;
  }
  return records;
}

/**
 * The separator: a tab from a spreadsheet's paste, else the file's. A comma
 * is also the French decimal separator, so a header line holding a
 * semicolon means semicolons (French Excel); `hasHeader` tells which line
 * that is, trying the separators in that order.
 */
export function detectSeparator(text: string, hasHeader: (records: string[][]) => boolean): Separator {
  const head = text.slice(0, 20_000);
  for (const separator of ['\t', ';', ','] as const) if (hasHeader(splitRecords(head, separator, 30))) return separator;
  if (head.includes('\t')) return '\t';
  const firstLine = head.split(/\r?\n|\r/).find((line) => line.trim() !== '') ?? '';
  return firstLine.includes(';') ? ';' : ',';
}
