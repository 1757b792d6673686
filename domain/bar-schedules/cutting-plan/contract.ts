import '../../contract/zod-config'; // before any schema is made (see there)
import { z } from 'zod/mini';
import { cents } from '../../contract/common';

/*
 * The « Plan de coupe » (issue 47): which stock bars a schedule is cut from,
 * per diameter. The names of `by_diameter[]` are fixed for other clients
 * (a fabricator's software, a quantity surveyor's sheet): add, never rename.
 * Lengths in millimetres, masses in kilograms to the gram, money in cents.
 * Method and bounds: ../shared/reference/cutting-stock.md (Gilmore–Gomory
 * column generation; the rounded-up linear relaxation as the lower bound;
 * first-fit decreasing as the naive baseline).
 */

/** One way of cutting a stock bar, used `repeat` times. */
export const cuttingPattern = z.object({
  stock_length_mm: z.int(),
  /** the pieces cut from one bar, longest first */
  cuts_mm: z.array(z.int()),
  repeat: z.int(),
  /** what is left of each bar: kept as an offcut when at least the plan's `min_offcut_mm`, else scrap */
  remainder_mm: z.int(),
});
export type CuttingPattern = z.infer<typeof cuttingPattern>;

/** The catalogue's straight bar of one diameter and length, and how many the plan takes. */
export const stockBars = z.object({
  product_id: z.int(),
  reference: z.string(),
  length_mm: z.int(),
  count: z.int(),
  /** the territory's price HT of one bar, the account's discount applied; null when the product has no price online */
  unit_price_ht: z.nullable(cents),
});
export type StockBars = z.infer<typeof stockBars>;

export const diameterPlan = z.object({
  diameter: z.int(),
  /** how many stock bars the plan cuts */
  stock_bars: z.int(),
  /** no plan can use fewer: the linear relaxation's value rounded up */
  lower_bound: z.int(),
  /** stock_bars − lower_bound: 0 proves the plan the fewest bars possible */
  gap: z.int(),
  /** first-fit decreasing's count, the simplest cutting, for comparison */
  ffd_bars: z.int(),
  /** steel bought and steel cut into the schedule's pieces */
  stock_kg: z.number(),
  cut_kg: z.number(),
  /** stock_kg − cut_kg − the offcuts kept; waste_pct of stock_kg */
  waste_kg: z.number(),
  waste_pct: z.number(),
  offcuts: z.array(z.object({ length_mm: z.int(), count: z.int() })),
  patterns: z.array(cuttingPattern),
  stock: z.array(stockBars),
});
export type DiameterPlan = z.infer<typeof diameterPlan>;

/** A diameter the plan leaves out, and why, in French (no straight bar sold, a piece longer than the longest stock bar…). */
export const leftOutDiameter = z.object({ diameter: z.int(), reason: z.string() });

export const cuttingPlan = z.object({
  by_diameter: z.array(diameterPlan),
  left_out: z.array(leftOutDiameter),
  /** rows in error are not cut: their marks, as the calcul names them */
  skipped_rows: z.int(),
  settings: z.object({ kerf_mm: z.int(), min_offcut_mm: z.int() }),
  /** the stock bars' price HT, and the schedule's cut-and-bent price HT on the same rows (null where a diameter has no price online) */
  stock_price_ht: z.nullable(cents),
  schedule_price_ht: z.nullable(cents),
});
export type CuttingPlan = z.infer<typeof cuttingPlan>;

/** The plan's settings, a body's fields or a query's: the loss per cut (0 mm for shears) and the shortest offcut worth keeping. */
export const CUTTING_DEFAULTS = { kerf_mm: 0, min_offcut_mm: 1000 } as const;
export const CUTTING_BOUNDS = { kerf_mm: 20, min_offcut_mm: 12_000 } as const;
