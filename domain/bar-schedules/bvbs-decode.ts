/**
 * A BVBS file back to schedule rows (the encoding is in bvbs.ts, a line's
 * reading in bvbs-read.ts). A line is read only if its checksum holds; a bad
 * line gives a French error naming its line number (and its mark once
 * read), and the other lines are still read. Each row keeps the file's own
 * length and mass, and a length the shop works out otherwise is said.
 *
 * Source: ../shared/reference/rebar-schedules.md, "Bending machines: BVBS".
 */
import { afterColon } from '../i18n/sentence';
import type { Bf2dRecord } from './bvbs';
import { fileLengthNote, type FileFigures } from './bvbs-file';
import { shapeFromGeometry } from './bvbs-geometry';
import { familyOf, parseBf2dLine, type Family } from './bvbs-read';
import { rowCutLengthMm, type ScheduleRow } from './cut-length';
import { diameter } from './diameters';
import { BVBS_MESSAGES, type BvbsFamily } from './bvbs-messages';

export { fileLengthNote } from './bvbs-file';
export { parseBf2dLine } from './bvbs-read';

export interface DecodedLine {
  /** 1-based, counting every line of the file */
  line: number;
  record: Bf2dRecord;
  row: ScheduleRow;
  /** the file's figures of one bar, kept beside the shop's */
  file: FileFigures;
  /** when the file's length differs from the shop's by more than the rounding step */
  lengthNote: string | null;
}

/**
 * The schedule row a record stands for. BF2D has no shape code: it is found
 * from the geometry (code 12 when the mandrel is not the diameter's standard
 * one, R being half of it); a geometry of no known code becomes code 99 with
 * the line's length. BF2D has no members either: all bars go in one member.
 */
export function recordToRow(record: Bf2dRecord): ScheduleRow {
  const base = { mark: record.mark, diameterMm: record.diameterMm, members: 1, barsEach: record.quantity };
  const found = shapeFromGeometry(record.legs);
  if (!found) return { ...base, shapeCode: '99', dims: {}, givenLengthMm: record.lengthMm };
  const standardMandrel = diameter(record.diameterMm)?.mandrelMm;
  const asTwelve: ScheduleRow = { ...base, shapeCode: '12', dims: { ...found.dims, R: record.mandrelMm / 2 } };
  if (found.code === '11' && standardMandrel !== undefined && record.mandrelMm !== standardMandrel) return asTwelve;
  const row: ScheduleRow = { ...base, shapeCode: found.code, dims: found.dims };
  // a code 12 at the standard radius has code 11's bend but its own deductions: the file's length tells them apart
  // (Ø20 A 400 B 900: 1 250 mm as 12, 1 245 as 11), else the row would lose 5 mm and its mass
  if (found.code === '11' && record.lengthMm !== rowCutLengthMm(row) && record.lengthMm === rowCutLengthMm(asTwelve)) return asTwelve;
  return row;
}

/**
 * What the file's mandrel `s` means for a bent row other than code 12 (whose
 * R carries it): BS 8666's codes are bent on the diameter's standard mandrel,
 * which is the Eurocode's minimum (EN 1992-1-1, Table 8.1N; diameters.ts).
 * Tighter, the line is refused (the factory would not bend it so); wider, the
 * row is read on the standard mandrel and said, never silently. A straight
 * bar's mandrel means nothing.
 */
function mandrelCheck(record: Bf2dRecord, row: ScheduleRow): { refused: boolean; text: string } | null {
  const standard = diameter(record.diameterMm)?.mandrelMm;
  if (standard === undefined || record.legs.length < 2 || row.shapeCode === '12' || record.mandrelMm === standard) return null;
  return record.mandrelMm < standard
    ? { refused: true, text: BVBS_MESSAGES.mandrelUnder(record.mandrelMm, standard, record.diameterMm) }
    : { refused: false, text: BVBS_MESSAGES.mandrelWider(record.mandrelMm, standard, record.diameterMm) };
}

/**
 * Every line of a file: rows of the good ones, errors of the bad ones (in
 * the file's order), and the notes of rows whose length differs. Blank lines,
 * a byte-order mark and a DOS end-of-file mark are skipped. Lines of other
 * groups are named together; a file with no BF2D line says what it holds.
 */
export function decodeBf2d(text: string): { lines: DecodedLine[]; errors: string[]; notes: string[] } {
  const lines: DecodedLine[] = [];
  const errors: { line: number; text: string }[] = [];
  const notes: string[] = [];
  const others = new Map<BvbsFamily, number[]>();
  let flat = false;
  text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .forEach((raw, i) => {
      const text = raw.replace(/\x1a/g, '').trim();
      if (text === '') return;
      const family: Family | null = familyOf(text);
      if (family && family !== 'BF2D') return void others.set(family, [...(others.get(family) ?? []), i + 1]);
      flat ||= family === 'BF2D';
      const parsed = parseBf2dLine(text);
      if ('reason' in parsed) return void errors.push({ line: i + 1, text: BVBS_MESSAGES.lineError(i + 1, parsed.reason, parsed.mark) });
      const { record } = parsed;
      const row = recordToRow(record);
      const mandrel = mandrelCheck(record, row);
      if (mandrel?.refused) return void errors.push({ line: i + 1, text: BVBS_MESSAGES.lineError(i + 1, mandrel.text, record.mark) });
      if (mandrel) notes.push(BVBS_MESSAGES.lineError(i + 1, mandrel.text, record.mark));
      const lengthNote = fileLengthNote(record.lengthMm, rowCutLengthMm(row));
      if (lengthNote) notes.push(BVBS_MESSAGES.lineError(i + 1, afterColon(lengthNote), record.mark));
      lines.push({ line: i + 1, record, row, file: { lengthMm: record.lengthMm, massKg: record.massKg }, lengthNote });
    });
  if (!flat && others.size) errors.unshift({ line: 0, text: BVBS_MESSAGES.onlyOtherFamilies([...others.keys()]) });
  else for (const [family, at] of others) errors.push({ line: at[0]!, text: BVBS_MESSAGES.otherFamilyLines(at, family) });
  return { lines, errors: errors.sort((a, b) => a.line - b.line).map((e) => e.text), notes };
}
