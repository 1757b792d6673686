/**
 * Whether a row can go to the bending machine, and why not: the one check
 * the BVBS export makes before it writes a line (bvbs.ts), which the editor
 * and the schedule's PDF use to mark the rows the file leaves out, so that
 * the buyer sees beforehand what stays on paper; and a mark as the machine
 * gets it. Small, for the editor's first load.
 *
 * Source: ../shared/reference/rebar-schedules.md, "Bending machines: BVBS".
 */
import { bf2dGeometry, type Leg } from './bvbs-geometry';
import { SCHEDULE_LIMITS } from './limits';
import { MESSAGES } from './messages';
import { lineProblems, type ScheduleLine } from './schedule';

/** Why a row is not written; `field`, the calculation module's name of the row's field to blame when it is not the shape. */
export type Bf2dRefusal = { reason: string; field?: 'grade' };

/** The legs the machine bends, or why the row stays on paper (its shape first: no correction of the row would make it exportable). */
export function machineLegs(line: ScheduleLine): { legs: Leg[] } | Bf2dRefusal {
  const geometry = bf2dGeometry(line.shapeCode, line.dims);
  if ('reason' in geometry) return geometry;
  // the schedule's own check: the machine gets no row the order would refuse
  const refused = lineProblems(line).find((p) => !p.warning);
  if (refused?.rule === 'grade') return { reason: refused.message, field: 'grade' };
  if (refused) return { reason: MESSAGES.rowNotSound() };
  return geometry;
}

/** Null when the row goes to the machine; else the reason the BVBS export gives. */
export function machineRefusal(line: ScheduleLine): Bf2dRefusal | null {
  const result = machineLegs(line);
  return 'legs' in result ? null : result;
}

/**
 * BF2D's text fields take printable ASCII but "@" (the checksum counts bytes):
 * accents are taken off, anything else becomes a hyphen, so that a French
 * job-site name still identifies the file on the machine.
 */
export const bvbsText = (s: string, max = 30) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x3f\x41-\x7e]/g, '-')
    .trim()
    .slice(0, max)
    .trimEnd();

/**
 * A bar mark as the machine gets it (its tag on the bundle): the PDF and the
 * editor print this same text, so that the tag and the paper agree.
 */
export const machineMark = (mark: string) => bvbsText(mark, SCHEDULE_LIMITS.mark);
