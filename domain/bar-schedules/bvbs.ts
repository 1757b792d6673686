/**
 * Schedule rows to and from BVBS "ABS" 3.1 BF2D lines, the flat-shape lines
 * bending machines read: header block H, geometry block G, checksum block C;
 * one shape a line, lines ended by CRLF.
 *
 * Source: ../shared/reference/rebar-schedules.md, "Bending machines: BVBS
 * "ABS" format (version 3.1)", whose public example the tests reproduce.
 */
import { rowCutLengthMm, type ScheduleRow } from './cut-length';
import { diameter } from './diameters';
import { bf2dGeometry, type Leg } from './bvbs-geometry';
import { machineRefusal, type Bf2dRefusal } from './bvbs-machine';
import { BVBS_MESSAGES } from './bvbs-messages';

export type { Bf2dRefusal } from './bvbs-machine';

export const MAX_LINE_LENGTH = 1000;
export const CRLF = '\r\n';

/** One BF2D line's content, field by field. */
export interface Bf2dRecord {
  /** j: project */
  project: string;
  /** r: drawing */
  drawing: string;
  /** i: index (revision) of the drawing */
  index: string;
  /** p: bar mark */
  mark: string;
  /** l: length of one bar, mm */
  lengthMm: number;
  /** n: number of bars */
  quantity: number;
  /** e: mass of one bar, kg (written to the gram) */
  massKg: number;
  /** d: diameter, mm */
  diameterMm: number;
  /** g: steel grade */
  grade: string;
  /** s: mandrel diameter, mm */
  mandrelMm: number;
  /** v: written as found; the reference leaves it unnamed and empty (public exporters call it the designer) */
  v: string;
  legs: Leg[];
}

/** Header fields of a schedule that a row does not carry. */
export type Bf2dHeader = Pick<Bf2dRecord, 'project' | 'drawing' | 'index' | 'grade'>;

/** 96 − (sum of the character codes up to and including the "C") mod 32. */
export const checksum = (upToC: string) => 96 - ([...upToC].reduce((s, c) => s + c.charCodeAt(0), 0) % 32);

/**
 * The sums a line read may carry: the reference counts "ASCII codes", which
 * says nothing of an accent; software writing UTF-8 sums its bytes (« ü »
 * two of them), software writing Windows-1252 its one byte, which is the
 * character's code. The shop writes ASCII only, where all agree.
 */
export const checksumsRead = (upToC: string) =>
  /^[\x00-\x7f]*$/.test(upToC) ? [checksum(upToC)] : [checksum(upToC), 96 - (new TextEncoder().encode(upToC).reduce((s, b) => s + b, 0) % 32)];

const TEXT_FIELDS = { project: 'projet', drawing: 'plan', index: 'indice', mark: 'repère', grade: 'nuance', v: 'v' } as const;
// printable ASCII but the field separator: the checksum counts bytes
const SAFE_TEXT = /^[\x20-\x3f\x41-\x7e]*$/;

/** The BF2D line of a record, without its CRLF. */
export function bf2dLine(record: Bf2dRecord): { line: string } | { reason: string } {
  for (const [key, name] of Object.entries(TEXT_FIELDS))
    if (!SAFE_TEXT.test(record[key as keyof typeof TEXT_FIELDS])) return { reason: BVBS_MESSAGES.badTextField(name) };
  const header =
    `Hj${record.project}@r${record.drawing}@i${record.index}@p${record.mark}@l${record.lengthMm}@n${record.quantity}` +
    `@e${record.massKg.toFixed(3)}@d${record.diameterMm}@g${record.grade}@s${record.mandrelMm}@v${record.v}@`;
  const geometry = 'G' + record.legs.map((leg) => `l${leg.lengthMm}@w${leg.angleDeg}@`).join('');
  const upToC = `BF2D@${header}${geometry}C`;
  const line = `${upToC}${checksum(upToC)}@`;
  return line.length > MAX_LINE_LENGTH ? { reason: BVBS_MESSAGES.lineTooLong() } : { line };
}

/**
 * The BF2D line of a schedule row: its length is the schedule's cut length,
 * its mass that of one bar to the gram, its mandrel the former diameter M of
 * BS 8666 table 2 (2R for code 12, bent to its own radius). A row with
 * problems, or a shape BF2D cannot describe, gets a reason (bvbs-machine.ts).
 */
export function rowToBf2d(row: ScheduleRow, header: Bf2dHeader): { line: string } | Bf2dRefusal {
  // checked on the grade to be written
  const refused = machineRefusal({ ...row, grade: header.grade });
  if (refused) return refused;
  const geometry = bf2dGeometry(row.shapeCode, row.dims);
  if ('reason' in geometry) return geometry;
  const bar = diameter(row.diameterMm)!;
  const lengthMm = rowCutLengthMm(row)!;
  return bf2dLine({
    ...header,
    mark: row.mark ?? '',
    lengthMm,
    quantity: row.members * row.barsEach,
    massKg: Math.round((lengthMm * bar.gramsPerMetre) / 1000) / 1000,
    diameterMm: row.diameterMm,
    mandrelMm: row.shapeCode === '12' ? 2 * row.dims.R! : bar.mandrelMm,
    v: '',
    legs: geometry.legs,
  });
}

/** A file of lines, each ended by CRLF. */
export const bf2dFile = (lines: readonly string[]) => lines.map((l) => l + CRLF).join('');
