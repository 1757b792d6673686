import type { BarPriceClass } from '@trefima/domain/bar-schedules/contract';
import { discountedCents } from '@trefima/domain/money/money';
import type { Db } from '../db';

/** The products that price bars in a territory at the customer's prices (a visitor's: no discount), and his discount. */
export function barPricing(db: Db, planId: number, customerId: number | null): { classes: BarPriceClass[]; discountRate: number } {
  const discountRate = discountOf(db, customerId);
  return { classes: priceClasses(db, planId, discountRate), discountRate };
}

function priceClasses(db: Db, planId: number, discountRate: number): BarPriceClass[] {
  const rows = db
    .prepare(
      `SELECT c.product_id, p.reference, p.name, c.service, c.min_diameter_mm, c.max_diameter_mm, pp.price_ht, p.lead_time_days
      FROM bar_price_class c JOIN product p ON p.id = c.product_id
      JOIN product_price pp ON pp.product_id = p.id AND pp.sales_plan_id = ?
      ORDER BY c.service DESC, c.min_diameter_mm`,
    )
    .all(planId) as (Omit<BarPriceClass, 'price_per_tonne_ht'> & { price_ht: number })[];
  return rows.map(({ price_ht, ...c }) => ({ ...c, price_per_tonne_ht: discountedCents(price_ht, discountRate) }));
}

function discountOf(db: Db, customerId: number | null): number {
  if (!customerId) return 0;
  return (db.prepare('SELECT discount_rate FROM customer WHERE id = ?').pluck().get(customerId) as number | undefined) ?? 0;
}
