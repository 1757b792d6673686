/**
 * Whether a row can go to the bending machine, and why not: the one check
 * the BVBS export makes before it writes a line (bvbs.ts), which the editor
 * and the schedule's PDF use to mark the rows the file leaves out, so that
 * the buyer sees beforehand what stays on paper.
 *
 * Source: ../shared/reference/rebar-schedules.md, "Bending machines: BVBS".
 */
import { bf2dGeometry, type Leg } from './bvbs-geometry';
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
