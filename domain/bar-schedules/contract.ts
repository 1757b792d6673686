import '../contract/zod-config'; // before any schema is made (see there)
import { z } from 'zod/mini';
import { cents, listOf, madeBy } from '../contract/common';

/*
 * Bar schedules (nomenclatures de façonnage). Every figure of an answer is
 * worked out by the API with domain/bar-schedules from the rows as given: cut
 * lengths in mm, masses in grams, prices in cents per tonne or in cents.
 */

export const barScheduleStatus = z.enum(['draft', 'sent', 'ordered']);
export type BarScheduleStatus = z.infer<typeof barScheduleStatus>;

const dimensions = z.object({
  A: z.optional(z.number()),
  B: z.optional(z.number()),
  C: z.optional(z.number()),
  D: z.optional(z.number()),
  E: z.optional(z.number()),
  F: z.optional(z.number()),
  R: z.optional(z.number()),
});

/** A row as the customer gave it, in the names every schedule call takes (POST /nomenclature/calcul's). */
export const barScheduleRow = z.object({
  member: z.string(),
  mark: z.string(),
  grade: z.string(),
  diameter: z.number(),
  shape_code: z.string(),
  dimensions,
  /** code 99 only: the length read on the sketch */
  given_length_mm: z.nullable(z.number()),
  members: z.number(),
  bars_per_member: z.number(),
});
export type BarScheduleRow = z.infer<typeof barScheduleRow>;

export const barScheduleProblem = z.object({
  /** a row field as the calcul's errors name it (grade, diameter, shape_code, dimensions.A–F and .R, given_length_mm, members, bars_per_member) or cut_length_mm */
  field: z.string(),
  rule: z.string(),
  message: z.string(),
  warning: z.boolean(),
});

/** A row with problems that are not warnings answers no figure (null): they would be nonsense (a negative length or mass). */
export const computedBarScheduleRow = z.extend(barScheduleRow, {
  total_bars: z.nullable(z.int()),
  cut_length_mm: z.nullable(z.int()),
  mass_g: z.nullable(z.int()),
  problems: z.array(barScheduleProblem),
});
export type ComputedBarScheduleRow = z.infer<typeof computedBarScheduleRow>;

export const barScheduleHeader = z.object({
  /** chantier */
  job_site: z.string(),
  /** the customer's job site the schedule is for, when he picked one (job_site is then its name) */
  job_site_id: z.optional(z.nullable(z.int())),
  /** référence du plan */
  drawing: z.string(),
  /** the customer's own name for the schedule (ouvrage, niveau…) */
  title: z.string(),
  /** YYYY-MM-DD */
  date: z.string(),
});
export type BarScheduleHeader = z.infer<typeof barScheduleHeader>;

export const barPriceClass = z.object({
  product_id: z.int(),
  reference: z.string(),
  name: z.string(),
  service: z.enum(['shaping', 'cutting']),
  min_diameter_mm: z.int(),
  max_diameter_mm: z.int(),
  /** the customer's price, his discount applied */
  price_per_tonne_ht: cents,
  lead_time_days: z.nullable(z.int()),
});
export type BarPriceClass = z.infer<typeof barPriceClass>;

/** What prices a schedule in the visitor's territory, for the editor's preview. */
export const barSchedulePrices = z.object({
  classes: z.array(barPriceClass),
  discount_rate: z.number(),
  /** the rounding rule of cut lengths, in French */
  rounding: z.string(),
});
export type BarSchedulePrices = z.infer<typeof barSchedulePrices>;

export const barSchedulePrice = z.object({
  lines: z.array(z.object({ product_id: z.int(), reference: z.string(), name: z.string(), mass_g: z.int(), price_per_tonne_ht: cents, total_ht: cents })),
  total_ht: cents,
  unpriced_diameters: z.array(z.int()),
  lead_time_days: z.nullable(z.int()),
});

export const barScheduleTotals = z.object({
  by_diameter: z.array(z.object({ diameter_mm: z.int(), bars: z.int(), length_mm: z.int(), mass_g: z.int() })),
  bars: z.int(),
  mass_g: z.int(),
  /** rows with a problem, left out of the totals and the price */
  skipped_rows: z.int(),
});

export const barScheduleRevision = z.object({ letter: z.string(), status: barScheduleStatus, created_at: z.string(), mass_g: z.int() });

export const barSchedule = z.object({
  id: z.int(),
  /** NOM-2026-000012 */
  number: z.string(),
  revision: z.string(),
  status: barScheduleStatus,
  /** false once a revision is ordered: the schedule is then duplicated to be changed */
  editable: z.boolean(),
  header: barScheduleHeader,
  rows: z.array(computedBarScheduleRow),
  totals: barScheduleTotals,
  price: barSchedulePrice,
  /** every row sound and priced: it can go to the cart, a quotation or the bending machines */
  orderable: z.boolean(),
  revisions: z.array(barScheduleRevision),
  created_at: z.string(),
  updated_at: z.string(),
});
export type BarSchedule = z.infer<typeof barSchedule>;

export const barScheduleSummary = z.object({
  id: z.int(),
  number: z.string(),
  revision: z.string(),
  status: barScheduleStatus,
  header: barScheduleHeader,
  row_count: z.int(),
  mass_g: z.int(),
  updated_at: z.string(),
  /** a company's schedule: who of its people made it; absent for a private buyer's */
  made_by: z.optional(madeBy),
});
export type BarScheduleSummary = z.infer<typeof barScheduleSummary>;
export const barScheduleList = listOf(barScheduleSummary);

/** What a cart line or a document line says of the schedule it comes from. */
export const scheduleReference = z.object({ id: z.int(), number: z.string(), revision: z.string(), mass_g: z.int() });
export type ScheduleReference = z.infer<typeof scheduleReference>;
