/**
 * A whole schedule as a BVBS file for the bending machines: one BF2D line per
 * row whose shape the format describes. The rows it cannot describe (hooks,
 * arcs, 3D shapes, sketches) stay on the PDF; they are named, never dropped
 * silently. The browser and the API write the file with this same code.
 *
 * Source: ../shared/reference/rebar-schedules.md, "Bending machines: BVBS".
 */
import { bf2dFile, rowToBf2d, type Bf2dRefusal } from './bvbs';
import { clashRefusal } from './bvbs-machine';
import { bvbsText, machineMark, markClashes, type MarkClash } from './bvbs-text';
import type { ScheduleLine } from './schedule';

export { bvbsText, machineMark, markClashes } from './bvbs-text';

export interface Bf2dSchedule {
  /** Project (chantier or schedule number), drawing, revision letter. */
  project: string;
  drawing: string;
  index: string;
}

export interface Bf2dExport {
  /** CRLF-ended lines; empty when no row could be written. */
  file: string;
  lines: number;
  /** Rows left out, by their index in the schedule, with the French reason (and the field to blame when not the shape). */
  skipped: ({ row: number } & Bf2dRefusal)[];
}

/**
 * `clashes`: each line's mark met earlier on the machine (markClashes), found across the whole schedule; a caller
 * that writes a schedule a row at a time gives each row's.
 */
export function scheduleToBf2d(
  lines: readonly ScheduleLine[],
  header: Bf2dSchedule,
  clashes: readonly (MarkClash | null)[] = markClashes(lines.map((l) => l.mark)),
): Bf2dExport {
  const out: string[] = [];
  const skipped: Bf2dExport['skipped'] = [];
  lines.forEach((row, i) => {
    // the grade as typed, not made ASCII: it is checked against the grades the shop makes, as the schedule checks it
    const written = rowToBf2d(
      { ...row, mark: machineMark(row.mark ?? '') },
      { project: bvbsText(header.project), drawing: bvbsText(header.drawing), index: bvbsText(header.index, 4), grade: row.grade },
    );
    // its shape or its errors said first: a new mark alone would not put it in the file
    const refused = 'reason' in written ? written : clashRefusal(clashes[i] ?? null);
    if (refused) skipped.push({ row: i, ...refused });
    else if ('line' in written) out.push(written.line);
  });
  return { file: bf2dFile(out), lines: out.length, skipped };
}
