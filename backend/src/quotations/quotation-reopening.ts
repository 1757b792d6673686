import type { DocumentLine } from '@trefima/domain/contract';
import type { Db } from '../db';
import type { Carts } from '../cart/carts';
import { fillCart } from './quotation-cart';
import { cartHeir } from '../companies/cart-heir';

/**
 * An accepted quotation's order cancelled before it was paid (its card's reservation ended, its buyer gave it up:
 * payments/payment-settlement.ts) gives the quotation back: accepted, without an order, its proposal's lines in a new
 * cart of the one who ordered it (of an administrator, when he can no longer order), at the prices proposed. The
 * acceptance stands; only the payment failed. Inside the cancellation's transaction; the quotation given back, or
 * null for an order of no quotation.
 */
export function reopenQuotation(d: { db: Db; carts: Carts }, orderId: number): { id: number; number: string } | null {
  const { db, carts } = d;
  const order = db.prepare('SELECT customer_id, quotation_id FROM "order" WHERE id = ?').get(orderId) as
    { customer_id: number; quotation_id: number | null } | undefined;
  if (!order?.quotation_id) return null;
  const freed = db.prepare('UPDATE quotation SET order_id = NULL WHERE id = ? AND order_id = ?').run(order.quotation_id, orderId).changes;
  if (!freed) return null;
  const lines = db
    .prepare('SELECT lines FROM quotation_proposal WHERE quotation_id = ? ORDER BY revision DESC LIMIT 1')
    .pluck()
    .get(order.quotation_id) as string;
  // the one who ordered it, unless he left his company or no longer orders meanwhile (cart-heir.ts)
  const cart = carts.create(cartHeir(db, order.customer_id));
  db.prepare('UPDATE cart SET from_quotation_id = ? WHERE id = ?').run(order.quotation_id, cart.id);
  fillCart(db, cart.id, JSON.parse(lines) as DocumentLine[]);
  return db.prepare('SELECT id, number FROM quotation WHERE id = ?').get(order.quotation_id) as { id: number; number: string };
}
