/**
 * Whether a row can go to the bending machine, and why not: the one check
 * the BVBS export makes before it writes a line (bvbs.ts), which the editor
 * and the schedule's PDF use to mark the rows the file leaves out, so that
 * the buyer sees beforehand what stays on paper. Small, for the editor's
 * first load.
 *
 * Source: ../shared/reference/rebar-schedules.md, "Bending machines: BVBS".
 */
import type { MarkClash } from './bvbs-text';
import { MESSAGES } from './messages';
import { lineProblems, type ScheduleLine } from './schedule';
import { shape } from './shapes';

/** Why a row is not written; `field`, the calculation module's name of the row's field to blame when it is not the shape. */
export type Bf2dRefusal = { reason: string; field?: 'grade' };

/** The flat shapes whose bends are all right angles: those BF2D describes (their legs: bvbs-geometry.ts, held to this list by its test). */
export const FLAT_CODES: readonly string[] = ['00', '11', '12', '21', '31', '32', '41', '44', '51', '63', '64'];

const NOT_FLAT: Record<string, (code: string) => string> = {
  '13': (c) => MESSAGES.notExportableHook(c, 180),
  '33': (c) => MESSAGES.notExportableHook(c, 180),
  '52': (c) => MESSAGES.notExportableHook(c, 135),
  '23': MESSAGES.notExportable3d,
  '98': MESSAGES.notExportable3d,
  '67': MESSAGES.notExportableCurved,
  '75': MESSAGES.notExportableCurved,
  '77': MESSAGES.notExportableHelix,
  '99': () => MESSAGES.notExportableSketch(),
};

/** Why a shape stays on paper (a hook, a 3D shape, an arc, a sketch, oblique bends), or an unknown code's message. */
export function notExportable(code: string): string {
  if (!shape(code)) return MESSAGES.unknownShape(code);
  return (NOT_FLAT[code] ?? MESSAGES.notExportableOblique)(code);
}

/**
 * Null when the row goes to the machine; else the reason the BVBS export
 * gives: its shape first (no correction of the row would make it
 * exportable), then the schedule's own check, so that the machine gets no
 * row the order would refuse.
 */
export function machineRefusal(line: ScheduleLine): Bf2dRefusal | null {
  if (!FLAT_CODES.includes(line.shapeCode)) return { reason: notExportable(line.shapeCode) };
  const refused = lineProblems(line).find((p) => !p.warning);
  if (refused?.rule === 'grade') return { reason: refused.message, field: 'grade' };
  return refused ? { reason: MESSAGES.rowNotSound() } : null;
}

/** The refusal of a row whose mark the machine would read as an earlier row's (bvbs-text.ts markClashes). */
export const clashRefusal = (clash: MarkClash | null): Bf2dRefusal | null =>
  clash && { reason: MESSAGES.markClash(clash.mark, clash.written, clash.row + 1, clash.earlier) };
