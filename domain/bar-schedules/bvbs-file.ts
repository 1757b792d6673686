/**
 * A row read from a BVBS file keeps the file's own cut length and mass
 * beside the shop's: a length that differs by more than the rounding step
 * is said on the row (the file may count outside dimensions without the
 * bend deductions, or another radius), never replaced silently.
 */
import { CUT_LENGTH_ROUNDING } from './cut-length';
import { MESSAGES } from './messages';

/** What the file says of one bar: `l` and `e` of its header. */
export interface FileFigures {
  lengthMm: number;
  massKg: number;
}

/** The note of a row whose file length differs from the shop's by more than the 5 mm step, or null. */
export function fileLengthNote(fileLengthMm: number, computedMm: number | null): string | null {
  if (computedMm === null || Math.abs(fileLengthMm - computedMm) <= CUT_LENGTH_ROUNDING.stepMm) return null;
  return MESSAGES.fileLength(fileLengthMm, computedMm);
}

/**
 * The file's figures as an imported row keeps them among its cells (the
 * editor's draft is text), beside the cells typed: kept through the row's
 * edits and the draft's storage, never sent to the API.
 */
export interface FileCells {
  fileLength?: string;
  fileMass?: string;
}

export function fileFiguresOf(cells: FileCells): FileFigures | null {
  const lengthMm = Number(cells.fileLength);
  const massKg = Number(cells.fileMass);
  return cells.fileLength && Number.isFinite(lengthMm) && Number.isFinite(massKg) ? { lengthMm, massKg } : null;
}
