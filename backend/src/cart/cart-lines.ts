import type { CartLine } from '@trefima/domain/contract';
import { centsOfLength, centsOfMass, discountedCents } from '@trefima/domain/money/money';
import type { BuyerUnit } from '@trefima/domain/units/conversions';
import { mediaPath } from '../media/media';

/*
 * A cart's lines as the contract gives them (Carts.lines, and so its
 * preview): each line's row read with its product and its price in the
 * territory, and its unit price worked out here. linePrice is also the price
 * a saved list, the mesh layout and a customer's catalogue price show.
 */

export interface LineRow {
  id: number;
  frozen_unit_ht: number | null;
  added_by_office: 0 | 1;
  product_id: number;
  quantity: number;
  length_mm: number | null;
  slug: string;
  name: string;
  reference: string;
  unit: string;
  min_quantity: number;
  step: number;
  stock: number;
  lead_time_days: number | null;
  color_hex: string | null;
  price_ht: number;
  mass_g: number | null;
  schedule_id: number | null;
  schedule_number: string | null;
  schedule_revision: string | null;
  weight: number | null;
  asked_amount: number | null;
  asked_unit: BuyerUnit | null;
}

/** A cart's lines with their products, in one territory's prices (parameters: sales plan, cart), in the buyer's order. */
export const LINES_SQL = `SELECT l.id, l.frozen_unit_ht, l.added_by_office, l.product_id, l.quantity, l.length_mm, l.mass_g, l.asked_amount, l.asked_unit, p.weight, p.slug, p.name, p.reference, p.unit, p.min_quantity, p.step, p.stock,
  p.lead_time_days, p.color_hex, pp.price_ht, s.id AS schedule_id, s.number AS schedule_number, r.letter AS schedule_revision
  FROM cart_line l JOIN product p ON p.id = l.product_id
  JOIN product_price pp ON pp.product_id = p.id AND pp.sales_plan_id = ?
  LEFT JOIN bar_schedule_revision r ON r.id = l.schedule_revision_id LEFT JOIN bar_schedule s ON s.id = r.schedule_id
  WHERE l.cart_id = ? ORDER BY l.position, l.id`;

/** What a schedule's cart line counts: one lot of its mass. */
export const SCHEDULE_UNIT = 'nomenclature';

/**
 * Unit price of a line: the price less the customer's discount, then, for a sheet, times its cut length. The discount
 * goes on the price per metre, as on a schedule's price per tonne: the product page shows that net price per metre, and
 * a sheet costs it times its length, not a cent more or less.
 */
export function linePrice(priceHt: number, lengthMm: number | null, discountRate: number): number {
  const net = discountedCents(priceHt, discountRate);
  return lengthMm === null ? net : centsOfLength(net, lengthMm);
}

/**
 * A line's mass: a schedule's own per lot, times its lots (one, but for a quotation's line whose lots the office
 * changed, priced per lot as well); else the product's per unit (per metre for sheets cut to length), to the gram.
 */
function lineMassKg(r: LineRow, schedule: boolean): number | null {
  if (schedule) return (r.mass_g! * r.quantity) / 1000;
  if (r.weight === null) return null;
  const perUnit = r.length_mm === null ? r.weight : (r.weight * r.length_mm) / 1000;
  return Math.round(perUnit * r.quantity * 1000) / 1000;
}

/** A line as the contract gives it, its unit price less the customer's `discount`. */
export function cartLineOf(r: LineRow, discount: number, origin: string): CartLine {
  const schedule = r.schedule_id !== null && r.mass_g !== null;
  // a schedule's line is one lot: its theoretical mass at the price per tonne (domain/bar-schedules/pricing.ts)
  // an accepted quotation's line keeps the price the office proposed, discount included
  const priced = (rate: number) => (schedule ? centsOfMass(r.mass_g!, discountedCents(r.price_ht, rate)) : linePrice(r.price_ht, r.length_mm, rate));
  const unit = r.frozen_unit_ht ?? priced(discount);
  const list = r.frozen_unit_ht === null && discount > 0 ? priced(0) : unit;
  return {
    id: r.id,
    element_id: r.product_id,
    slug: r.slug,
    name: r.name,
    reference: r.reference,
    image: origin + mediaPath('product', r.slug, r.color_hex),
    unit: schedule ? SCHEDULE_UNIT : r.unit,
    quantity: r.quantity,
    length: r.length_mm === null ? null : r.length_mm / 1000,
    unit_price_ht: unit,
    total_ht: unit * r.quantity,
    min_quantity: r.min_quantity,
    step: r.step,
    stock: r.stock,
    lead_time_days: r.lead_time_days,
    schedule: schedule ? { id: r.schedule_id!, number: r.schedule_number!, revision: r.schedule_revision!, mass_g: r.mass_g! } : null,
    asked: r.asked_unit !== null && r.asked_amount !== null ? { amount: r.asked_amount, unit: r.asked_unit } : null,
    mass_kg: lineMassKg(r, schedule),
    ...(r.added_by_office ? { added_by_office: true } : {}),
    ...(list !== unit ? { discount: { rate: discount, list_unit_price_ht: list } } : {}),
  };
}
