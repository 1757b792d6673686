/**
 * Text as a bending machine gets it: the BVBS file's fields, and a bar mark
 * as its bundle's tag carries it, which the schedule's PDF prints too.
 *
 * Source: ../shared/reference/rebar-schedules.md, "Bending machines: BVBS".
 */
import { SCHEDULE_LIMITS } from './limits';

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
 * A bar mark as the machine gets it (its tag on the bundle): the schedule's
 * PDF prints this same text, so that the tag and the paper agree.
 */
export const machineMark = (mark: string) => bvbsText(mark, SCHEDULE_LIMITS.mark);

/** A row's mark that the machine gets as an earlier row's: that row (0-based), the two marks as typed, the tag both get. */
export interface MarkClash {
  row: number;
  mark: string;
  earlier: string;
  written: string;
}

/**
 * For each mark, the earlier row whose mark the machine gets the same while
 * it is typed otherwise (« É1 » and « E1 », « P1@2 » and « P1-2 »): two
 * bundles of different bars would carry one tag. The same mark typed twice
 * is the buyer's own (the bars are alike), and a row without a mark meets
 * none.
 */
export function markClashes(marks: readonly (string | undefined)[]): (MarkClash | null)[] {
  const first = new Map<string, { row: number; typed: string }>();
  return marks.map((m, row) => {
    const typed = (m ?? '').trim();
    if (typed === '') return null;
    const written = machineMark(typed);
    const earlier = first.get(written);
    if (!earlier) first.set(written, { row, typed });
    return earlier && earlier.typed !== typed ? { row: earlier.row, mark: typed, earlier: earlier.typed, written } : null;
  });
}
