import type { BarPriceClass, BarScheduleRow, ComputedBarScheduleRow } from '@trefima/domain/bar-schedules/contract';
import { CUTTING_DEFAULTS, type CuttingPlan } from '@trefima/domain/bar-schedules/cutting-plan/contract';
import { CuttingPlanError, planCuts, type CutRow } from '@trefima/domain/bar-schedules/cutting-plan/plan';
import type { StockOffer } from '@trefima/domain/bar-schedules/cutting-plan/stock-offers';
import { DomainError } from '../shared/errors';
import { figuresYielding } from './bar-schedule-view';

/*
 * The « Plan de coupe » of stored rows (issue 47), as the calculs' pool
 * makes it (files/cutting-plan-work.ts): each row worked out by the
 * calcul's own code, the rows in error left out and counted, the rest cut
 * from the stock bars by the domain's optimiser, beside the price the
 * schedule costs cut and bent by the factory on the same rows.
 */

/** The plan's two settings as a call gives them, either left to its default. */
export interface CuttingSettings {
  kerf_mm?: number;
  min_offcut_mm?: number;
}

export interface CuttingPlanPrices {
  /** the bar schedule's price classes at the caller's prices (BarSchedules.pricing) */
  classes: BarPriceClass[];
  /** the catalogue's straight bars by diameter, at the caller's prices (CuttingPlans.stock) */
  stock: ReadonlyMap<number, readonly StockOffer[]>;
  /** how long the optimiser may search before it answers with what it has */
  timeLimitMs: number;
}

/** One cut length of one diameter, however many rows give it: the optimiser's demand. */
function cutRowsOf(rows: readonly ComputedBarScheduleRow[]): CutRow[] {
  const byCut = new Map<string, CutRow>();
  for (const r of rows) {
    // a row in error has no figures (bar-schedule-view.ts), and is counted in skipped_rows instead
    if (r.cut_length_mm === null || r.total_bars === null || r.total_bars <= 0) continue;
    const key = `${r.diameter}:${r.cut_length_mm}`;
    const same = byCut.get(key);
    if (same) same.bars += r.total_bars;
    else byCut.set(key, { diameter: r.diameter, cutLengthMm: r.cut_length_mm, bars: r.total_bars });
  }
  return [...byCut.values()].sort((a, b) => a.diameter - b.diameter || b.cutLengthMm - a.cutLengthMm);
}

export async function cuttingPlanOf(rows: readonly BarScheduleRow[], settings: CuttingSettings, prices: CuttingPlanPrices): Promise<CuttingPlan> {
  const kerf = settings.kerf_mm ?? CUTTING_DEFAULTS.kerf_mm;
  const minOffcut = settings.min_offcut_mm ?? CUTTING_DEFAULTS.min_offcut_mm;
  const f = await figuresYielding(rows, prices.classes);
  const plan = await planCuts(cutRowsOf(f.rows), prices.stock, { kerfMm: kerf, minOffcutMm: minOffcut, timeLimitMs: prices.timeLimitMs }).catch(
    (error: unknown) => {
      // rows or settings the optimiser cannot take: the client's, in French
      throw error instanceof CuttingPlanError ? new DomainError('VALIDATION_ERROR', error.message) : error;
    },
  );
  // the factory's price of the bars the plan cuts, as the calcul prices them: a diameter left out is in neither price
  // (the button buys no bar of it); one without a price online leaves the comparison unknown
  const planned = new Set(plan.by_diameter.map((d) => d.diameter));
  const same = plan.left_out.length
    ? (
        await figuresYielding(
          rows.filter((r) => planned.has(r.diameter)),
          prices.classes,
        )
      ).price
    : f.price;
  return {
    by_diameter: plan.by_diameter,
    left_out: plan.left_out,
    skipped_rows: f.totals.skipped_rows,
    settings: plan.settings,
    stock_price_ht: plan.stock_price_ht,
    schedule_price_ht: same.unpriced_diameters.length ? null : same.total_ht,
  };
}
