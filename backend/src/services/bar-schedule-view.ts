import type { BarPriceClass, BarSchedule, BarScheduleRow, ComputedBarScheduleRow } from '../../../src/contract/bar-schedules';
import type { BarScheduleRowInput } from '../../../src/contract/requests/bar-schedules';
import { LETTERS, type Dimensions } from '../../../src/lib/rebar/shapes';
import { priceClassOf, priceSchedule } from '../../../src/lib/rebar/pricing';
import { computeLine, computeSchedule, DEFAULT_GRADE, type ScheduleLine } from '../../../src/lib/rebar/schedule';
import { MESSAGES } from '../../../src/lib/rebar/messages';
import { formatDecimal, formatKilograms } from '../../../src/i18n/format';
import { DomainError } from './errors';

/*
 * Between the contract's rows (snake case, as stored) and the calculation
 * module's (src/lib/rebar). Every figure of an answer is worked out here from
 * the stored rows and the customer's prices; nothing computed is stored but
 * the mass the schedules list shows.
 */

/** A row as stored: what the customer gave, normalised; the figures he may have sent are dropped. */
export function storedRow(input: BarScheduleRowInput): BarScheduleRow {
  const dims: BarScheduleRow['dims'] = {};
  for (const l of LETTERS) {
    const v = input.dims?.[l];
    if (typeof v === 'number') dims[l] = v;
  }
  return {
    member: (input.member ?? '').trim(),
    mark: (input.mark ?? '').trim(),
    grade: (input.grade ?? '').trim().toUpperCase() || DEFAULT_GRADE,
    diameter_mm: input.diameter_mm,
    shape_code: input.shape_code.trim(),
    dims,
    given_length_mm: input.given_length_mm ?? null,
    members: input.members,
    bars_each: input.bars_each,
  };
}

const mm = (v: number) => `${formatDecimal(v, { decimals: 1 })} mm`;

/**
 * The figures a client showed beside its rows, against the API's: a row whose
 * cut length or mass differs was not computed by this shop's code (an old
 * page, or a tampered request), and is refused with both figures, field by
 * field (`rows.3.mass_g`), before anything is written.
 */
export function refuseTamperedFigures(inputs: readonly BarScheduleRowInput[]) {
  const errors: Record<string, string> = {};
  inputs.forEach((input, i) => {
    if (input.cut_length_mm === undefined && input.mass_g === undefined) return;
    const computed = computeLine(lineOf(storedRow(input)));
    if (input.cut_length_mm !== undefined && input.cut_length_mm !== computed.cutLengthMm)
      errors[`rows.${i}.cut_length_mm`] = MESSAGES.sentLength(
        i + 1,
        input.cut_length_mm === null ? '—' : mm(input.cut_length_mm),
        computed.cutLengthMm === null ? '—' : mm(computed.cutLengthMm),
      );
    if (input.mass_g !== undefined && input.mass_g !== computed.massG)
      errors[`rows.${i}.mass_g`] = MESSAGES.sentMass(
        i + 1,
        input.mass_g === null ? '—' : formatKilograms(input.mass_g),
        computed.massG === null ? '—' : formatKilograms(computed.massG),
      );
  });
  const first = Object.values(errors)[0];
  if (first) throw new DomainError('VALIDATION_ERROR', first, { errors });
}

export const lineOf = (r: BarScheduleRow): ScheduleLine => ({
  member: r.member,
  mark: r.mark,
  grade: r.grade,
  diameterMm: r.diameter_mm,
  shapeCode: r.shape_code,
  dims: r.dims as Dimensions,
  ...(r.given_length_mm !== null ? { givenLengthMm: r.given_length_mm } : {}),
  members: r.members,
  barsEach: r.bars_each,
});

/** The calculation module's field names as the contract writes them. */
const FIELD: Record<string, string> = {
  diameterMm: 'diameter_mm',
  shapeCode: 'shape_code',
  givenLengthMm: 'given_length_mm',
  members: 'members',
  barsEach: 'bars_each',
  cutLength: 'cut_length',
};
export const contractField = (field: string) => FIELD[field] ?? field;

export type ScheduleFigures = Pick<BarSchedule, 'rows' | 'totals' | 'price' | 'orderable'>;

/** Rows, totals and price of stored rows at the customer's prices. */
export function figures(rows: readonly BarScheduleRow[], classes: readonly BarPriceClass[]): ScheduleFigures {
  const lines = rows.map(lineOf);
  const computed = computeSchedule(lines);
  const sound = lines.flatMap((row, i) => (computed.lines[i].sound && computed.lines[i].massG !== null ? [{ row, massG: computed.lines[i].massG! }] : []));
  const price = priceSchedule(sound, classes.map(priceClassOf));
  const out: ComputedBarScheduleRow[] = rows.map((r, i) => {
    const c = computed.lines[i];
    return {
      ...r,
      total_bars: c.totalBars,
      cut_length_mm: c.cutLengthMm,
      mass_g: c.massG,
      problems: c.problems.map((p) => ({ field: contractField(p.field), rule: p.rule, message: p.message, warning: p.warning })),
    };
  });
  const t = computed.totals;
  return {
    rows: out,
    totals: {
      by_diameter: t.byDiameter.map((d) => ({ diameter_mm: d.diameterMm, bars: d.bars, length_mm: d.lengthMm, mass_g: d.massG })),
      bars: t.bars,
      mass_g: t.massG,
      skipped_rows: t.skippedRows,
    },
    price: {
      lines: price.lines.map((l) => ({
        product_id: l.priceClass.productId,
        reference: l.priceClass.reference,
        name: l.priceClass.name,
        mass_g: l.massG,
        price_per_tonne_ht: l.priceClass.pricePerTonneHt,
        total_ht: l.totalHt,
      })),
      total_ht: price.totalHt,
      unpriced_diameters: price.unpricedDiameters,
      lead_time_days: price.leadTimeDays,
    },
    orderable: computed.sound && price.unpricedDiameters.length === 0,
  };
}
