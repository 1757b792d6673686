/**
 * BF2D lines back to schedule rows (the encoding is in bvbs.ts). A line is
 * read only if its checksum holds; a bad line gives a French error naming its
 * line number, and the other lines are still read.
 *
 * Source: ../shared/reference/rebar-schedules.md, "Bending machines: BVBS".
 */
import { checksum, MAX_LINE_LENGTH, type Bf2dRecord } from './bvbs';
import { shapeFromGeometry, type Leg } from './bvbs-geometry';
import type { ScheduleRow } from './cut-length';
import { diameter } from './diameters';
import { MESSAGES } from './messages';

export interface DecodedLine {
  /** 1-based, counting every line of the file */
  line: number;
  record: Bf2dRecord;
  row: ScheduleRow;
}

const NUMBER = /^-?\d+(\.\d+)?$/;

/** One line's record, or the reason it cannot be read (without its line number). */
export function parseBf2dLine(line: string): { record: Bf2dRecord } | { reason: string } {
  if (line.length > MAX_LINE_LENGTH) return { reason: MESSAGES.tooLong() };
  if (!line.startsWith('BF2D@')) return { reason: MESSAGES.notBf2d() };
  const check = /@C(\d+)@$/.exec(line);
  if (!check) return { reason: MESSAGES.noChecksum() };
  const expected = checksum(line.slice(0, check.index + 2));
  if (Number(check[1]) !== expected) return { reason: MESSAGES.badChecksum(check[1]!, expected) };

  const header = new Map<string, string>();
  const geometry: [string, string][] = [];
  let block = '';
  for (const token of line
    .slice('BF2D@'.length, check.index + 1)
    .split('@')
    .slice(0, -1)) {
    const startsBlock = /^[A-Z]/.test(token);
    if (startsBlock) block = token[0]!;
    const field = startsBlock ? token.slice(1) : token;
    if (startsBlock && field === '') continue;
    if (!/^[a-z]/.test(field)) return { reason: MESSAGES.badField(token) };
    // blocks other than H and G (spacers, private data…) do not make the row
    if (block === 'H') header.set(field[0]!, field.slice(1));
    else if (block === 'G') geometry.push([field[0]!, field.slice(1)]);
  }

  const num = (key: string) => {
    const value = header.get(key);
    return value !== undefined && NUMBER.test(value) ? Number(value) : null;
  };
  const numbers = { l: num('l'), n: num('n'), e: num('e'), d: num('d'), s: num('s') };
  const missing = Object.entries(numbers).find(([, v]) => v === null);
  if (missing) return { reason: MESSAGES.missingField(missing[0]) };

  const legs: Leg[] = [];
  for (let i = 0; i < geometry.length; i += 2) {
    const [lKey, length] = geometry[i]!;
    const [wKey, angle] = geometry[i + 1] ?? ['', ''];
    if (lKey !== 'l' || wKey !== 'w' || !NUMBER.test(length) || !NUMBER.test(angle)) return { reason: MESSAGES.badGeometry() };
    legs.push({ lengthMm: Number(length), angleDeg: Number(angle) });
  }
  if (legs.length === 0) return { reason: MESSAGES.badGeometry() };

  const text = (key: string) => header.get(key) ?? '';
  return {
    record: {
      project: text('j'),
      drawing: text('r'),
      index: text('i'),
      mark: text('p'),
      lengthMm: numbers.l!,
      quantity: numbers.n!,
      massKg: numbers.e!,
      diameterMm: numbers.d!,
      grade: text('g'),
      mandrelMm: numbers.s!,
      v: text('v'),
      legs,
    },
  };
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
  if (found.code === '11' && standardMandrel !== undefined && record.mandrelMm !== standardMandrel)
    return { ...base, shapeCode: '12', dims: { ...found.dims, R: record.mandrelMm / 2 } };
  return { ...base, shapeCode: found.code, dims: found.dims };
}

/** Every line of a file: rows of the good ones, errors of the bad ones; blank lines are skipped. */
export function decodeBf2d(text: string): { lines: DecodedLine[]; errors: string[] } {
  const lines: DecodedLine[] = [];
  const errors: string[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    if (raw.trim() === '') return;
    const parsed = parseBf2dLine(raw);
    if ('reason' in parsed) errors.push(MESSAGES.lineError(i + 1, parsed.reason));
    else lines.push({ line: i + 1, record: parsed.record, row: recordToRow(parsed.record) });
  });
  return { lines, errors };
}
