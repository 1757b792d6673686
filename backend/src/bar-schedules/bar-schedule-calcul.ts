import type { BarPriceClass } from '@trefima/domain/bar-schedules/contract';
import type { BarScheduleCalculRowInput } from '@trefima/domain/bar-schedules/requests';
import type { BarScheduleCalcul, BarScheduleShape } from '@trefima/domain/bar-schedules/calcul-contract';
import { CUT_LENGTH_ROUNDING, kilograms, metres } from '@trefima/domain/bar-schedules/cut-length';
import { SAMPLE_DIMS, shapeDrawing, type ShapeDrawing } from '@trefima/domain/bar-schedules/drawing';
import { SHAPE_FORMULAS } from '@trefima/domain/bar-schedules/shape-formulas';
import { SHAPES } from '@trefima/domain/bar-schedules/shapes';
import { figuresYielding, storedRow } from './bar-schedule-view';

/*
 * The public calls of the bar schedules (GET /nomenclature/shapes, POST
 * /nomenclature/calcul) in the names issue 19 fixed for other clients. The
 * work is the saved schedules' own (figures(): domain/bar-schedules, the territory's
 * prices), so that a schedule checked here is checked as the cart will check
 * it; only the names and units of the answer differ.
 */

/** The drawing the editor's shape picker shows (domain/bar-schedules/drawing.ts), rounded to the tenth: a unit of its view box is a millimetre. */
function drawingOf({ viewBox: v, paths, labels }: ShapeDrawing): BarScheduleShape['drawing'] {
  const n = (x: number) => Math.round(x * 10) / 10;
  return {
    view_box: [v.x, v.y, v.width, v.height].map(n).join(' '),
    paths: paths.map((p) => ({ d: p.d, dashed: p.dashed })),
    labels: labels.map((l) => ({ letter: l.letter, x: n(l.x), y: n(l.y), anchor: l.anchor })),
  };
}

export const shapeCatalogue = (): BarScheduleShape[] =>
  SHAPES.map((s) => ({
    code: s.code,
    label: s.nameFr,
    dimensions: [...s.letters],
    free: s.free,
    bends: s.bends,
    formula: SHAPE_FORMULAS[s.code],
    approximate: s.approximate,
    given_length: s.hundredthsMm === null,
    drawing: drawingOf(shapeDrawing(s.code, SAMPLE_DIMS[s.code] ?? {})!),
  }));

/** The first message of each field (a saved row's problems name it as the calcul does): the one to act on first, as the editor shows it. */
function byField(problems: readonly { field: string; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const p of problems) out[p.field] ??= p.message;
  return out;
}

/** The calcul of rows already read (parseRowsYielding), as the calculs' thread makes it (files/calcul-work.ts). */
export async function calcul(rows: readonly BarScheduleCalculRowInput[], classes: readonly BarPriceClass[], discountRate: number): Promise<BarScheduleCalcul> {
  const f = await figuresYielding(rows.map(storedRow), classes);
  return {
    rows: f.rows.map((r) => ({
      mark: r.mark,
      cut_length_mm: r.cut_length_mm,
      total_bars: r.total_bars,
      mass_kg: r.mass_g === null ? null : kilograms(r.mass_g),
      errors: byField(r.problems.filter((p) => !p.warning)),
      warnings: byField(r.problems.filter((p) => p.warning)),
    })),
    totals: {
      mass_kg: kilograms(f.totals.mass_g),
      bars: f.totals.bars,
      skipped_rows: f.totals.skipped_rows,
      by_diameter: f.totals.by_diameter.map((d) => ({ diameter: d.diameter_mm, bars: d.bars, length_m: metres(d.length_mm), mass_kg: kilograms(d.mass_g) })),
      price: {
        ht: f.price.total_ht,
        discount_rate: discountRate,
        lines: f.price.lines,
        unpriced_diameters: f.price.unpriced_diameters,
        lead_time_days: f.price.lead_time_days,
      },
    },
    rounding: CUT_LENGTH_ROUNDING.labelFr,
  };
}
