import type { BarPriceClass, BarSchedule, BarScheduleRow, ComputedBarScheduleRow } from '@trefima/domain/bar-schedules/contract';
import type { BarScheduleRowInput } from '@trefima/domain/bar-schedules/requests';
import { markClashes, scheduleToBf2d, type Bf2dExport } from '@trefima/domain/bar-schedules/bvbs-schedule';
import { LETTERS, type Dimensions } from '@trefima/domain/bar-schedules/shapes';
import { priceClassOf, priceSchedule } from '@trefima/domain/bar-schedules/pricing';
import { computeLine, DEFAULT_GRADE, summedTotals, type ComputedLine, type ScheduleLine } from '@trefima/domain/bar-schedules/schedule';
import { MESSAGES } from '@trefima/domain/bar-schedules/messages';
import { formatDecimal, formatKilograms } from '@trefima/domain/i18n/format';
import { DomainError } from '../shared/errors';
import { forEachInSlices } from '../shared/yielding';

/*
 * Between the contract's rows (snake case, as stored) and the calculation
 * module's (domain/bar-schedules). Every figure of an answer is worked out here from
 * the stored rows and the customer's prices; nothing computed is stored but
 * the mass the schedules list shows.
 */

/** A row as stored: what the customer gave, normalised; the figures he may have sent are dropped. */
export function storedRow(input: BarScheduleRowInput): BarScheduleRow {
  const dimensions: BarScheduleRow['dimensions'] = {};
  for (const l of LETTERS) {
    const v = input.dimensions?.[l];
    if (typeof v === 'number') dimensions[l] = v;
  }
  return {
    member: (input.member ?? '').trim(),
    mark: (input.mark ?? '').trim(),
    grade: (input.grade ?? '').trim().toUpperCase() || DEFAULT_GRADE,
    diameter: input.diameter,
    shape_code: input.shape_code.trim(),
    dimensions,
    given_length_mm: input.given_length_mm ?? null,
    members: input.members,
    bars_per_member: input.bars_per_member,
  };
}

/** The rows as stored, a slice at a time. */
export async function storedRowsYielding(inputs: readonly BarScheduleRowInput[]): Promise<BarScheduleRow[]> {
  const rows: BarScheduleRow[] = new Array(inputs.length);
  await forEachInSlices(inputs, (input, i) => (rows[i] = storedRow(input)));
  return rows;
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
  inputs.forEach((input, i) => tamperedFigures(input, i, errors));
  refuseIfAny(errors);
}

/** The same, a slice of rows at a time: a visitor's 10 000-row draft is checked while the API answers others. */
export async function refuseTamperedFiguresYielding(inputs: readonly BarScheduleRowInput[]) {
  const errors: Record<string, string> = {};
  await forEachInSlices(inputs, (input, i) => tamperedFigures(input, i, errors));
  refuseIfAny(errors);
}

function tamperedFigures(input: BarScheduleRowInput, i: number, errors: Record<string, string>) {
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
}

function refuseIfAny(errors: Record<string, string>) {
  const first = Object.values(errors)[0];
  if (first) throw new DomainError('VALIDATION_ERROR', first, { errors });
}

export const lineOf = (r: BarScheduleRow): ScheduleLine => ({
  member: r.member,
  mark: r.mark,
  grade: r.grade,
  diameterMm: r.diameter,
  shapeCode: r.shape_code,
  dims: r.dimensions as Dimensions,
  ...(r.given_length_mm !== null ? { givenLengthMm: r.given_length_mm } : {}),
  members: r.members,
  barsEach: r.bars_per_member,
});

/**
 * The calculation module's field names as the contract writes them, the same
 * for a saved row's problems, the calcul's errors and every 422 on a row
 * (`dimensions.B`, `bars_per_member`): one name per field for a client.
 */
const FIELD: Record<string, string> = {
  diameterMm: 'diameter',
  shapeCode: 'shape_code',
  givenLengthMm: 'given_length_mm',
  members: 'members',
  barsEach: 'bars_per_member',
  cutLength: 'cut_length_mm',
};
export const contractField = (field: string) => (/^[A-FR]$/.test(field) ? `dimensions.${field}` : (FIELD[field] ?? field));

export type ScheduleFigures = Pick<BarSchedule, 'rows' | 'totals' | 'price' | 'orderable'>;

/**
 * A stored row worked out. A row in error answers no figure (null): its
 * cut length and mass may be nonsense (−2245 mm for a negative dimension),
 * and its bars are no steel the customer gets.
 */
function rowFigures(r: BarScheduleRow): { line: ScheduleLine; computed: ComputedLine; row: ComputedBarScheduleRow } {
  const line = lineOf(r);
  const computed = computeLine(line);
  const figure = <T>(value: T) => (computed.sound ? value : null);
  return {
    line,
    computed,
    row: {
      ...r,
      total_bars: figure(computed.totalBars),
      cut_length_mm: figure(computed.cutLengthMm),
      mass_g: figure(computed.massG),
      problems: computed.problems.map((p) => ({ field: contractField(p.field), rule: p.rule, message: p.message, warning: p.warning })),
    },
  };
}

/** Totals and price of rows worked out: sums, no row worked out again. */
function summed(worked: readonly ReturnType<typeof rowFigures>[], classes: readonly BarPriceClass[]): ScheduleFigures {
  const lines = worked.map((w) => w.line);
  const computed = worked.map((w) => w.computed);
  const t = summedTotals(lines, computed);
  const sound = worked.flatMap((w) => (w.computed.sound && w.computed.massG !== null ? [{ row: w.line, massG: w.computed.massG }] : []));
  const price = priceSchedule(sound, classes.map(priceClassOf));
  return {
    rows: worked.map((w) => w.row),
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
    orderable: worked.length > 0 && computed.every((c) => c.sound) && price.unpricedDiameters.length === 0,
  };
}

/** Rows, totals and price of stored rows at the customer's prices. */
export const figures = (rows: readonly BarScheduleRow[], classes: readonly BarPriceClass[]): ScheduleFigures => summed(rows.map(rowFigures), classes);

/** The same, giving the event loop a turn every few hundred rows: a 10 000-row schedule is worked out while the API answers others. */
export async function figuresYielding(rows: readonly BarScheduleRow[], classes: readonly BarPriceClass[]): Promise<ScheduleFigures> {
  const worked: ReturnType<typeof rowFigures>[] = new Array(rows.length);
  await forEachInSlices(rows, (r, i) => (worked[i] = rowFigures(r)));
  return summed(worked, classes);
}

/**
 * A schedule's BVBS file (domain/bar-schedules/bvbs-schedule.ts), written a row at
 * a time between turns of the event loop: `j` the job site (the schedule's
 * number without one), `r` the drawing of its header, `i` its revision, the
 * drawing's index.
 */
export async function bvbsOf(s: Pick<BarSchedule, 'number' | 'revision' | 'header' | 'rows'>): Promise<Bf2dExport> {
  const header = { project: s.header.job_site || s.number, drawing: s.header.drawing, index: s.revision };
  const written: string[] = [];
  const skipped: Bf2dExport['skipped'] = [];
  // across rows: a row alone cannot tell that its mark meets another's
  const clashes = markClashes(s.rows.map((r) => r.mark));
  await forEachInSlices(s.rows, (row, i) => {
    const one = scheduleToBf2d([lineOf(row)], header, [clashes[i] ?? null]);
    if (one.lines) written.push(one.file);
    else skipped.push(...one.skipped.map((k) => ({ ...k, row: i })));
  });
  return { file: written.join(''), lines: written.length, skipped };
}
