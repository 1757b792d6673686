import type { ComputedBarScheduleRow } from '@trefima/domain/bar-schedules/contract';
import type { Bf2dRefusal } from '@trefima/domain/bar-schedules/bvbs-machine';
import { machineMark } from '@trefima/domain/bar-schedules/bvbs-text';
import { GREY, RED, type PdfWriter } from '../pdf/pdf-writer';
import { forEachInSlices } from '../shared/yielding';

/**
 * What each row to correct is told, so that the paper says what the screen
 * says; then the rows that stay on paper (their shape is not in the BVBS
 * file), and the marks written otherwise for the machine.
 */
export async function notes(w: PdfWriter, rows: readonly ComputedBarScheduleRow[], refusals: readonly (Bf2dRefusal | null)[]) {
  const where = (r: ComputedBarScheduleRow, i: number) => `Ligne ${i + 1}${r.mark ? ` (repère ${machineMark(r.mark)})` : ''}`;
  await forEachInSlices(rows, (r, i) => {
    for (const p of r.problems) w.paragraph(`${where(r, i)} : ${p.message}`, { color: p.warning ? GREY : RED, size: 7.5 });
  });
  await forEachInSlices(rows, (r, i) => {
    const refusal = refusals[i];
    if (refusal) w.paragraph(`${where(r, i)} : hors cintreuse : ${refusal.reason}`, { size: 7.5 });
  });
  await forEachInSlices(rows, (r, i) => {
    const written = machineMark(r.mark);
    // a row the file leaves out gets no tag from the machine
    const where = refusals[i] ? 'sur ce document' : 'sur ce document et sur l’étiquette de la cintreuse';
    if (written !== r.mark.trim()) w.paragraph(`Repère « ${r.mark} » s’écrit « ${written} » ${where} (sans accents ni « @ »).`, { size: 7.5 });
  });
}

/** Ø25, Ø32 et Ø40 */
export const diameterList = (ds: readonly number[]) => {
  const names = ds.map((d) => `Ø${d}`);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} et ${names.at(-1)}` : (names[0] ?? '');
};
