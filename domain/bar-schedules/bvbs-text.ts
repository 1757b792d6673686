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
