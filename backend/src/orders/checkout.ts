import type { CartLine } from '@trefima/domain/contract';
import type { Territory } from '@trefima/domain/calendar/holidays';
import { earliestDelivery, localDate } from '@trefima/domain/calendar/working-days';
import { deliveryPlace, undeliverableReason } from '@trefima/domain/territory/delivery-territory';
import { wantedByProduct } from '@trefima/domain/catalogue/stock';
import type { Db } from '../db';
import { beyondStock } from '../cart/cart-elements';

export interface CarrierRow {
  id: number;
  code: string;
  name: string;
  description: string;
  delay: string;
  price_ht: number;
  free_shipping_threshold: number | null;
  delay_days: number;
  earliest_delivery: string;
}

export interface PaymentRow {
  id: number;
  code: string;
  label: string;
  description: string;
  professional_only: number;
  /** paid online through the provider: offered only where the API has its keys */
  online: number;
}

/** The carriers and payment means a checkout offers. */
export class CheckoutOptions {
  constructor(
    private db: Db,
    private now: () => number,
  ) {}

  /**
   * The territory's carriers, each with the first delivery day that may be
   * asked for when ordering now; `makingDays`: the working days the order's
   * made-to-order products take to make, before the carrier's own.
   */
  carriers(plan: { id: number; target: string }, makingDays = 0): CarrierRow[] {
    const rows = this.db
      .prepare(
        `SELECT c.id, c.code, c.name, c.description, c.delay, cp.price_ht, cp.free_threshold AS free_shipping_threshold, cp.delay_days
      FROM carrier c JOIN carrier_price cp ON cp.carrier_id = c.id AND cp.sales_plan_id = ? ORDER BY c.position, c.id`,
      )
      .all(plan.id) as Omit<CarrierRow, 'earliest_delivery'>[];
    const territory = territoryOf(plan.target);
    const today = localDate(this.now(), territory);
    return rows.map((r) => ({ ...r, earliest_delivery: earliestDelivery(today, r.delay_days, territory, makingDays) }));
  }

  /** `online`: whether the methods paid online through a provider are offered (its keys are set) */
  payments(online: boolean): PaymentRow[] {
    return this.db.prepare('SELECT * FROM payment WHERE online = 0 OR ? ORDER BY position, id').all(online ? 1 : 0) as PaymentRow[];
  }

  payment(id: number): PaymentRow | undefined {
    return this.db.prepare('SELECT * FROM payment WHERE id = ?').get(id) as PaymentRow | undefined;
  }
}

/** The calendar's territory of a sales plan (`trefima_mtq` → `mtq`). */
export function territoryOf(target: string): Territory {
  const key = target.replace(/^trefima_/, '');
  if (key === 'mtq' || key === 'gpe' || key === 'guf') return key;
  throw new Error(`Territoire inconnu : ${target}`);
}

/**
 * Whether a delivery address fits the order's territory; the message to show
 * when it does not. VAT and prices follow the place of delivery.
 */
export function deliveryMismatch(zipcode: string, plan: { target: string }, planLabel: (target: string) => string): string | null {
  const place = deliveryPlace(zipcode);
  if (place.kind !== 'territory') return undeliverableReason(zipcode);
  if (place.target === plan.target) return null;
  const there = planLabel(place.target);
  return `Cette adresse de livraison est en ${there} : choisissez le territoire ${there} pour voir ses prix et sa TVA avant de commander.`;
}

/** Stocked products a cart asks more of than is left (its lines carry the stock they were read with), with the message naming each. */
export function shortages(lines: CartLine[]): Record<string, string> {
  const wanted = wantedByProduct(lines);
  const errors: Record<string, string> = {};
  for (const l of lines) {
    const quantity = wanted.get(l.element_id)!;
    if (l.lead_time_days === null && quantity > l.stock) errors[`lines.${l.element_id}`] = beyondStock(l, quantity);
  }
  return errors;
}
