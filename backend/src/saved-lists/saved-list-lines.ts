import type { SavedListLine } from '@trefima/domain/contract';
import type { SavedListLineInput } from '@trefima/domain/saved-lists/requests';
import type { Db } from '../db';
import { linePrice } from '../cart/cart-lines';
import type { Carts } from '../cart/carts';
import { DomainError, invalid } from '../shared/errors';
import type { SalesPlanRow } from '../site/site';

/** A list's line as stored: a product, a whole count, a cut length in millimetres. */
export interface StoredLine {
  productId: number;
  quantity: number;
  lengthMm: number | null;
}

/** Rolls the check's transaction back: the cart's rules applied, nothing written. */
class Checked extends Error {}

const keyOf = (productId: number, lengthMm: number | null) => `${productId}:${lengthMm ?? 0}`;
const toMm = (length: number | null | undefined) => (length === undefined || length === null ? null : Math.round(length * 1000));

/**
 * Checks a list's lines by the cart's own rules (the product exists, whole
 * units, minimum and step, cut length), on a throwaway cart in a transaction
 * rolled back: the list says what the cart would say, and never drifts from
 * it. Stock is not the list's business (it is a template, often for later):
 * the check leaves it out, and it is checked when the list goes to the cart. Errors are keyed `lines.N.field`.
 */
export function checkLines(db: Db, carts: Carts, lines: SavedListLineInput[]): StoredLine[] {
  if (!lines.length) return [];
  const errors: Record<string, string> = {};
  const seen = new Map<string, number>();
  lines.forEach((l, i) => {
    const key = keyOf(l.element_id, toMm(l.length));
    const first = seen.get(key);
    if (first === undefined) seen.set(key, i);
    else errors[`lines.${i}.element_id`] = `Ce produit figure déjà à la ligne ${first + 1} : regroupez les quantités sur une seule ligne.`;
  });
  try {
    db.transaction(() => {
      carts.update(
        carts.create(null),
        lines.map((l) => ({ element_id: l.element_id, quantity: l.quantity, length: l.length ?? null, mode: 'set' as const })),
        undefined,
        { ignoreStock: true },
      );
      throw new Checked();
    })();
  } catch (e) {
    if (e instanceof DomainError && e.extra.errors) {
      for (const [key, message] of Object.entries(e.extra.errors)) {
        const [, at, field] = key.split('.');
        errors[`lines.${at}.${field}`] ??= message;
      }
    } else if (!(e instanceof Checked)) throw e;
  }
  if (Object.keys(errors).length) throw invalid(errors);
  return lines.map((l) => ({ productId: l.element_id, quantity: l.quantity, lengthMm: toMm(l.length) }));
}

interface PricedRow {
  product_id: number;
  quantity: number;
  length_mm: number | null;
  reference: string;
  name: string;
  slug: string;
  unit: string;
  price_ht: number | null;
}

/** A list's lines at today's prices in the territory, less the customer's discount, as the cart prices them. */
export function pricedLines(db: Db, customerId: number, listId: number, plan: SalesPlanRow): SavedListLine[] {
  const rows = db
    .prepare(
      `SELECT l.product_id, l.quantity, l.length_mm, p.reference, p.name, p.slug, p.unit, pp.price_ht
      FROM saved_list_line l JOIN product p ON p.id = l.product_id
      LEFT JOIN product_price pp ON pp.product_id = p.id AND pp.sales_plan_id = ?
      WHERE l.list_id = ? ORDER BY l.position, l.id`,
    )
    .all(plan.id, listId) as PricedRow[];
  const discount = (db.prepare('SELECT discount_rate FROM customer WHERE id = ?').pluck().get(customerId) as number | undefined) ?? 0;
  return rows.map((r) => {
    const unit = r.price_ht === null ? null : linePrice(r.price_ht, r.length_mm, discount);
    return {
      element_id: r.product_id,
      reference: r.reference,
      name: r.name,
      slug: r.slug,
      unit: r.unit,
      quantity: r.quantity,
      length: r.length_mm === null ? null : r.length_mm / 1000,
      unit_price_ht: unit,
      total_ht: unit === null ? null : unit * r.quantity,
      available: unit !== null,
      reason: unit === null ? `Ce produit n’est plus vendu en ${plan.label}.` : null,
    };
  });
}
