/**
 * The price of a bar schedule: its theoretical mass, by the catalogue's
 * products priced per tonne and by diameter range. Straight bars go to the
 * cut-to-length products where one covers their diameter, every other bar
 * to shaping to plan. The API prices with this same code: the browser's
 * figure is a preview, never what is billed.
 *
 * Source: ../shared/reference/rebar-schedules.md, "Mass per metre" (invoices
 * of cut-and-bent steel use the theoretical mass of the schedule).
 */
import { centsOfMass } from '../money/money';
import type { ScheduleRow } from './cut-length';

/** One catalogue product that prices bars, with the customer's price. */
export interface PriceClass {
  productId: number;
  reference: string;
  name: string;
  service: 'shaping' | 'cutting';
  minDiameterMm: number;
  maxDiameterMm: number;
  /** Per tonne, excluding VAT, the customer's discount applied (integer cents). */
  pricePerTonneHt: number;
  /** Working days to make it; null when the product gives none. */
  leadTimeDays: number | null;
}

/** A price class as the API writes it (domain/bar-schedules/contract.ts, barPriceClass), read by the browser and the API alike. */
export interface ApiPriceClass {
  product_id: number;
  reference: string;
  name: string;
  service: 'shaping' | 'cutting';
  min_diameter_mm: number;
  max_diameter_mm: number;
  price_per_tonne_ht: number;
  lead_time_days: number | null;
}

export const priceClassOf = (c: ApiPriceClass): PriceClass => ({
  productId: c.product_id,
  reference: c.reference,
  name: c.name,
  service: c.service,
  minDiameterMm: c.min_diameter_mm,
  maxDiameterMm: c.max_diameter_mm,
  pricePerTonneHt: c.price_per_tonne_ht,
  leadTimeDays: c.lead_time_days,
});

export interface PricedLine {
  priceClass: PriceClass;
  massG: number;
  totalHt: number;
}

export interface SchedulePrice {
  /** One line per product, in the order of the classes. */
  lines: PricedLine[];
  totalHt: number;
  /** Diameters of sound rows that no product prices, ascending. */
  unpricedDiameters: number[];
  /** The longest lead time of the products used. */
  leadTimeDays: number | null;
}

/** Codes of bars that are only cut, never bent (BS 8666: 00 straight, 01 stock length). */
const STRAIGHT = new Set(['00', '01']);

const covers = (c: PriceClass, d: number) => d >= c.minDiameterMm && d <= c.maxDiameterMm;

export function classForRow(row: Pick<ScheduleRow, 'shapeCode' | 'diameterMm'>, classes: readonly PriceClass[]): PriceClass | undefined {
  const d = row.diameterMm;
  if (STRAIGHT.has(row.shapeCode)) {
    const cut = classes.find((c) => c.service === 'cutting' && covers(c, d));
    if (cut) return cut;
  }
  return classes.find((c) => c.service === 'shaping' && covers(c, d));
}

/**
 * Prices the rows given with their masses (the sound rows of a schedule: see
 * schedule.ts). Masses are summed by product before the one rounding, so that
 * the schedule's price is what the cart's lines will add up to.
 */
export function priceSchedule(rows: readonly { row: ScheduleRow; massG: number }[], classes: readonly PriceClass[]): SchedulePrice {
  const byProduct = new Map<number, number>();
  const unpriced = new Set<number>();
  for (const { row, massG } of rows) {
    const c = classForRow(row, classes);
    if (!c) unpriced.add(row.diameterMm);
    else byProduct.set(c.productId, (byProduct.get(c.productId) ?? 0) + massG);
  }
  const lines = classes
    .filter((c) => byProduct.has(c.productId))
    .map((c) => {
      const massG = byProduct.get(c.productId)!;
      return { priceClass: c, massG, totalHt: centsOfMass(massG, c.pricePerTonneHt) };
    });
  const leadTimes = lines.map((l) => l.priceClass.leadTimeDays).filter((d): d is number => d !== null);
  return {
    lines,
    totalHt: lines.reduce((s, l) => s + l.totalHt, 0),
    unpricedDiameters: [...unpriced].sort((a, b) => a - b),
    leadTimeDays: leadTimes.length ? Math.max(...leadTimes) : null,
  };
}
