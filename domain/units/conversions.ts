/*
 * Quantities in the buyer's unit: a contractor thinks in tonnes, metres and
 * square metres, the shop sells bars, panels, rolls and sheets. Only the
 * conversions that are fixed by the product are offered:
 * - kg and t from the mass of one unit of sale (the catalogue's `weight`,
 *   itself the nominal linear mass × length for bars: see the seed's HA_KG,
 *   which matches ../shared/reference/rebar-schedules.md's masses to 3 digits);
 * - m from a bar's length, or from the length of the sheets of a cart line;
 * - m² from a sheet's covering (useful) width × its length: what it covers
 *   once laid with its side lap (T40: 1,00 m of its 1,06 m overall).
 * A welded-mesh panel is not offered in m²: the area it covers depends on the
 * laps, which the mesh layout tool works out; its mass is fixed, so kg and t are.
 * Every answer is rounded up to whole units of sale, then to the product's
 * step and minimum: the buyer gets at least what he asked for.
 */

export const BUYER_UNITS = ['kg', 't', 'm', 'm2'] as const;
export type BuyerUnit = (typeof BUYER_UNITS)[number];

/** How each is written after a number. */
export const UNIT_WRITTEN: Record<BuyerUnit, string> = { kg: 'kg', t: 't', m: 'm', m2: 'm²' };

/** What a product says of how it is sold (the catalogue's fields; metres and kilograms). */
export interface SoldAs {
  unit: string;
  /** kg per unit of sale; for sheets sold by the metre ('ml'), kg per metre */
  weight: number | null;
  /** metres: a bar's length */
  length: number | null;
  /** metres: a sheet's overall width (T40: 1,06 m) */
  width: number | null;
  /** metres: a sheet's covering width, once laid with its side lap (T40: 1,00 m); null or absent where unknown */
  covering_width?: number | null;
  min_quantity: number;
  step: number;
}

/** How much of a buyer's unit one unit of sale is. */
export interface UnitFactor {
  unit: BuyerUnit;
  per_unit: number;
}

/**
 * The width a sheet covers across the roof: its covering width. A product
 * whose covering width is not known (a back office's catalogue without the
 * column, a sheet not yet given one) falls back to its overall width, the
 * only figure there is: that count covers a little less than asked, by the
 * side laps, but refusing m² for it would take the unit from every sheet of
 * such a catalogue.
 */
export const coveringWidth = (p: Pick<SoldAs, 'width' | 'covering_width'>): number | null => p.covering_width || p.width || null;

/** Units sold whole whose mass is fixed: steel by the bar, the panel, the roll, the tonne. */
const BY_MASS = new Set(['barre', 'panneau', 'rouleau', 'tonne']);

/**
 * The buyer's units a product may be ordered in. `sheetLengthM`: for sheets
 * cut to length ('ml'), the length of the line's sheets, without which a
 * sheet has no fixed length, mass or area.
 */
export function buyerUnits(p: SoldAs, sheetLengthM: number | null = null): UnitFactor[] {
  const out: UnitFactor[] = [];
  if (p.unit === 'ml') {
    if (!sheetLengthM || sheetLengthM <= 0) return out;
    if (p.weight) out.push({ unit: 'kg', per_unit: p.weight * sheetLengthM }, { unit: 't', per_unit: (p.weight * sheetLengthM) / 1000 });
    out.push({ unit: 'm', per_unit: sheetLengthM });
    const covers = coveringWidth(p);
    if (covers) out.push({ unit: 'm2', per_unit: covers * sheetLengthM });
    return out;
  }
  if (BY_MASS.has(p.unit) && p.weight) out.push({ unit: 'kg', per_unit: p.weight }, { unit: 't', per_unit: p.weight / 1000 });
  // a bar's metres; a tonne of bars is not a length
  if (p.unit === 'barre' && p.length) out.push({ unit: 'm', per_unit: p.length });
  return out;
}

/**
 * The smallest count of units of sale that gives at least `amount`, within the product's minimum and step: the
 * minimum, then whole steps from it, as the cart takes them (backend/src/cart/cart-elements.ts).
 */
export function unitsFor(amount: number, perUnit: number, p: Pick<SoldAs, 'min_quantity' | 'step'>): number {
  // 1e-9 of slack: 1,2 t of 10,656 kg bars is 112,61… bars, but 0,3 / 0,1 is 2,9999999999999996 and means 3
  const whole = Math.ceil(amount / perUnit - 1e-9);
  const step = Math.max(1, p.step);
  const min = Math.max(0, p.min_quantity);
  return whole <= min ? min : min + Math.ceil((whole - min) / step) * step;
}
