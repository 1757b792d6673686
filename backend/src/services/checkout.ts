import type { CartLine } from '../../../src/contract';
import { deliveryPlace, undeliverableReason } from '../../../src/lib/delivery-territory';
import { wantedByProduct } from '../../../src/lib/stock';
import type { Db } from '../db';
import { beyondStock } from './carts';

export interface CarrierRow {
  id: number;
  code: string;
  name: string;
  description: string;
  delay: string;
  price_ht: number;
  free_shipping_threshold: number | null;
}

export interface PaymentRow {
  id: number;
  code: string;
  label: string;
  description: string;
  professional_only: number;
}

/** The carriers and payment means a checkout offers. */
export class CheckoutOptions {
  constructor(private db: Db) {}

  carriers(planId: number): CarrierRow[] {
    return this.db
      .prepare(
        `SELECT c.id, c.code, c.name, c.description, c.delay, cp.price_ht, cp.free_threshold AS free_shipping_threshold
      FROM carrier c JOIN carrier_price cp ON cp.carrier_id = c.id AND cp.sales_plan_id = ? ORDER BY c.position, c.id`,
      )
      .all(planId) as CarrierRow[];
  }

  payments(): PaymentRow[] {
    return this.db.prepare('SELECT * FROM payment ORDER BY position, id').all() as PaymentRow[];
  }

  payment(id: number): PaymentRow | undefined {
    return this.db.prepare('SELECT * FROM payment WHERE id = ?').get(id) as PaymentRow | undefined;
  }
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
