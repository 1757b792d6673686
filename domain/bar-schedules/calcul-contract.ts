import '../contract/zod-config'; // before any schema is made (see there)
import { z } from 'zod/mini';
import { barSchedulePrice } from './contract';
import { cents } from '../contract/common';

/*
 * The two public calls of the bar schedules, in the names issue 19 fixed for
 * other clients (a design office's software, a quantity surveyor's sheet):
 * the shape catalogue, and a schedule worked out without saving it. Masses
 * are in kilograms to the gram (3 decimals), lengths of bars in millimetres,
 * of totals in metres, money in cents. Left out of index.ts, which the site
 * imports: the site works its schedules out itself and needs neither.
 */

/** One shape of GET /nomenclature/shapes (BS 8666:2020, ../shared/reference/rebar-schedules.md). */
export const barScheduleShape = z.object({
  code: z.string(),
  /** its French name (équerre, cadre fermé…) */
  label: z.string(),
  /** the letters a row gives: A–F, and R for code 12's radius */
  dimensions: z.array(z.string()),
  /** the letter in parentheses in the formula, which takes up the bend deductions; null for a bar without bends */
  free: z.nullable(z.string()),
  bends: z.int(),
  /** the cut length L, r the scheduling radius and d the diameter */
  formula: z.string(),
  /** the reference calls the formula an approximation once a bend passes 45° */
  approximate: z.boolean(),
  /** code 99: no formula, the row gives its length */
  given_length: z.boolean(),
  /**
   * The shape drawn to the proportions of typical dimensions (SVG: `view_box`
   * of an <svg>, each path's `d` stroked, dashed for code 99's sketch; each
   * letter written at its leg, its text running away from the bar as `anchor` says)
   */
  drawing: z.object({
    view_box: z.string(),
    paths: z.array(z.object({ d: z.string(), dashed: z.boolean() })),
    labels: z.array(z.object({ letter: z.string(), x: z.number(), y: z.number(), anchor: z.enum(['start', 'middle', 'end']) })),
  }),
});
export type BarScheduleShape = z.infer<typeof barScheduleShape>;
export const barScheduleShapes = z.array(barScheduleShape);

/** French messages by field (`diameter`, `shape_code`, `dimensions.B`, `bars_per_member`, `cut_length_mm`…); empty when the row is right. */
const messagesByField = z.record(z.string(), z.string());

export const barScheduleCalculRow = z.object({
  mark: z.string(),
  /** rounded up to the next 5 mm; null, as every figure of the row, when the row has errors */
  cut_length_mm: z.nullable(z.int()),
  total_bars: z.nullable(z.int()),
  mass_kg: z.nullable(z.number()),
  errors: messagesByField,
  /** what lets the row through but should be checked (a radius past the known bending limits) */
  warnings: messagesByField,
});

export const barScheduleCalcul = z.object({
  rows: z.array(barScheduleCalculRow),
  /** the rows without errors: a row the factory cannot make is neither weighed nor priced */
  totals: z.object({
    mass_kg: z.number(),
    bars: z.int(),
    skipped_rows: z.int(),
    by_diameter: z.array(z.object({ diameter: z.int(), bars: z.int(), length_m: z.number(), mass_kg: z.number() })),
    price: z.object({
      /** the territory's price (`sales_plan_id`), the discount of the caller's account applied when a token comes */
      ht: cents,
      discount_rate: z.number(),
      lines: barSchedulePrice.shape.lines,
      /** diameters no product prices online: ask for a quotation */
      unpriced_diameters: z.array(z.int()),
      lead_time_days: z.nullable(z.int()),
    }),
  }),
  /** the rounding rule of cut lengths, in French */
  rounding: z.string(),
});
export type BarScheduleCalcul = z.infer<typeof barScheduleCalcul>;
