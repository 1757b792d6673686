import type { ReorderAnswer } from '@trefima/domain/contract';
import type { Db } from '../db';
import type { CartRow } from '../cart/cart-ownership';
import type { Carts } from '../cart/carts';
import { DomainError } from '../shared/errors';
import type { Orders } from './orders';
import type { SalesPlanRow } from '../site/site';

export interface ReordersDeps {
  db: Db;
  carts: Carts;
  orders: Orders;
}

/**
 * « Commander à nouveau »: a past order's lines back in the cart at today's
 * prices, in one call or not at all. What cannot come back as it was is said:
 * products no longer sold in the territory are left out, bar schedules too
 * (a schedule is duplicated, then sent again: its revision is frozen), and
 * every price that moved since the order is named with both figures.
 */
export class Reorders {
  private sold;

  constructor(private d: ReordersDeps) {
    this.sold = d.db.prepare('SELECT 1 FROM product_price WHERE product_id = ? AND sales_plan_id = ?').pluck();
  }

  reorder(
    customerId: number,
    idOrNumber: string,
    { cart_token: cartToken, request_key: requestKey }: { cart_token?: string | null; request_key?: string },
    plan: SalesPlanRow,
    view: (cart: CartRow) => ReorderAnswer['cart'],
  ): ReorderAnswer {
    const { db, carts, orders } = this.d;
    const order = orders.get(customerId, idOrNumber);
    const skipped: ReorderAnswer['skipped'] = [];
    const kept = order.lines.filter((l) => {
      if (l.schedule) {
        skipped.push({
          reference: l.reference,
          name: l.name,
          reason: `Nomenclature ${l.schedule.number} : dupliquez-la depuis « Mes nomenclatures » pour la commander à nouveau.`,
        });
        return false;
      }
      if (!this.sold.get(l.element_id, plan.id)) {
        skipped.push({ reference: l.reference, name: l.name, reason: `Ce produit n’est plus vendu en ${plan.label}.` });
        return false;
      }
      return true;
    });
    if (!kept.length)
      throw new DomainError('EMPTY_CART', 'Aucun produit de cette commande ne peut être commandé à nouveau : ' + skipped.map((s) => s.reason).join(' '));
    const cart = db.transaction(() => {
      const c = carts.current(cartToken ?? undefined, customerId, { create: true })!;
      try {
        carts.update(
          c,
          kept.map((l) => ({ element_id: l.element_id, quantity: l.quantity, length: l.length, mode: 'add' as const })),
          undefined,
          { requestKey }, // pressed again, its answer lost on the way: added once
        );
      } catch (e) {
        // the cart's own words (stock, a new minimum), on the order's line
        if (e instanceof DomainError && e.extra.errors) {
          const errors = Object.fromEntries(
            Object.entries(e.extra.errors).map(([k, m]) => {
              // a cut length the product no longer takes on the line's length, anything else on its quantity
              const [, at, field] = k.split('.');
              return [`lines.${order.lines.indexOf(kept[Number(at)])}.${field === 'length' ? 'length' : 'quantity'}`, m];
            }),
          );
          throw new DomainError('VALIDATION_ERROR', e.message, { errors });
        }
        throw e;
      }
      return c;
    })();
    const answer = view(cart);
    const changed = kept.flatMap((l) => {
      const now = answer.cart.list.find((c) => c.element_id === l.element_id && c.length === l.length && !c.schedule);
      return now && now.unit_price_ht !== l.unit_price_ht ? [{ reference: l.reference, name: l.name, was_ht: l.unit_price_ht, now_ht: now.unit_price_ht }] : [];
    });
    return { cart: answer, skipped, changed };
  }
}
