import type { CartResponse, QuickOrderLine } from '@trefima/domain/contract';
import type { z } from 'zod/mini';
import type { quickOrderBody } from '@trefima/domain/quick-order/requests';
import { countedRefusal } from '@trefima/domain/quick-order/counted';
import type { Thing } from '@trefima/domain/quick-order/line-tokens';
import type { SoldAs } from '@trefima/domain/units/conversions';
import type { Db } from '../db';
import { linePrice } from '../cart/cart-lines';
import type { CartRow } from '../cart/cart-ownership';
import type { Carts } from '../cart/carts';
import { DomainError } from '../shared/errors';
import type { SalesPlanRow } from '../site/site';

type Input = z.output<typeof quickOrderBody>;
interface Found extends SoldAs {
  id: number;
  reference: string;
  name: string;
  slug: string;
  priced: number;
  price_ht: number | null;
  stock: number;
  lead_time_days: number | null;
  /** metres, the lengths a sheet cut to length is made in; null for any other product */
  cut_min_length: number | null;
  cut_max_length: number | null;
}

export interface QuickOrdersDeps {
  db: Db;
  carts: Carts;
}

/**
 * The price of one unit of sale as the cart would make it: a sheet cut to length at the line's length, once the
 * cart takes that length (its range, cart-elements.ts), else of a metre when no length is given; a length out of
 * the range prices nothing (null), the cart's rules saying why on the line.
 */
function priceOf(p: Found, priceHt: number, lengthM: number | null | undefined, discount: number): number | null {
  if (p.cut_min_length === null || p.cut_max_length === null || lengthM === null || lengthM === undefined) return linePrice(priceHt, null, discount);
  if (!(lengthM >= p.cut_min_length && lengthM <= p.cut_max_length)) return null;
  return linePrice(priceHt, Math.round(lengthM * 1000), discount);
}

/** Rolls a dry run's transaction back: the same checks as the real thing, nothing written. */
class DryRun extends Error {}

/**
 * A quick order: lines of references and quantities, each read against the
 * catalogue (unknown, ambiguous, not sold in the territory, a count of things
 * it is not sold by: « 3 barres » of a bundle sold by the tonne), then checked by
 * the cart's own rules (units of sale, conversions, minimum and step, stock)
 * and put in the cart in one go, or not at all.
 */
export class QuickOrders {
  private exact;
  private prefixed;
  private near;
  private starting;

  constructor(private d: QuickOrdersDeps) {
    const cols = `p.id, p.reference, p.name, p.slug, p.unit, pp.price_ht IS NOT NULL AS priced, pp.price_ht, p.stock, p.lead_time_days,
      p.cut_min_length, p.cut_max_length, p.weight, p.length, p.width, p.covering_width, p.min_quantity, p.step
      FROM product p LEFT JOIN product_price pp ON pp.product_id = p.id AND pp.sales_plan_id = ?`;
    this.exact = d.db.prepare(`SELECT ${cols} WHERE p.reference = ? COLLATE NOCASE`);
    // « HA12 » for HA12-6 and HA12-12: a reference typed without its last part
    this.prefixed = d.db.prepare(`SELECT ${cols} WHERE p.reference LIKE ? ESCAPE '\\' ORDER BY p.reference LIMIT 6`);
    this.near = d.db.prepare(`SELECT ${cols} WHERE p.reference LIKE ? ESCAPE '\\' ORDER BY length(p.reference), p.reference LIMIT 3`);
    this.starting = d.db.prepare(
      `SELECT ${cols} WHERE pp.price_ht IS NOT NULL AND p.reference LIKE ? ESCAPE '\\' ORDER BY length(p.reference), p.reference LIMIT ?`,
    );
  }

  /** How a reference is sold (its unit of sale, « barre », « sac », and what converts it), whatever the territory; null when unknown. */
  soldAs(reference: string, plan: SalesPlanRow): (SoldAs & { reference: string }) | null {
    return (this.exact.get(plan.id, reference.trim()) as Found | undefined) ?? null;
  }

  /** References sold in the territory that start with what the buyer typed, shortest first: the rows' suggestions. */
  startingWith(typed: string, plan: SalesPlanRow, limit: number): { reference: string; name: string }[] {
    const like = typed.trim().replace(/[\\%_]/g, (c) => `\\${c}`);
    return (this.starting.all(plan.id, `${like}%`, limit) as Found[]).map((p) => ({ reference: p.reference, name: p.name }));
  }

  /**
   * The product a line names in the territory, or what is wrong with it and what may be meant. The product comes
   * with what a contractor checks before his lines go to the cart: its price as the cart would make it, its stock.
   * `counted`: the thing a count named (« 3 barres »), refused on the line when the product is not sold by it.
   */
  private resolve(
    reference: string,
    plan: SalesPlanRow,
    lengthM: number | null | undefined,
    discount: number,
    counted: Thing | undefined,
  ): Pick<QuickOrderLine, 'product' | 'message' | 'field' | 'suggestions'> {
    const like = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
    const named = (list: Found[]) => list.map((p) => ({ reference: p.reference, name: p.name }));
    const exact = this.exact.get(plan.id, reference) as Found | undefined;
    if (exact) {
      const product = {
        id: exact.id,
        reference: exact.reference,
        name: exact.name,
        slug: exact.slug,
        unit: exact.unit,
        unit_price_ht: exact.price_ht === null ? null : priceOf(exact, exact.price_ht, lengthM, discount),
        stock: exact.stock,
        lead_time_days: exact.lead_time_days,
      };
      if (exact.priced) {
        const refused = countedRefusal(counted, exact, lengthM ?? null);
        return { product, message: refused, field: refused ? 'quantity' : null, suggestions: [] };
      }
      return { product, message: `La référence ${exact.reference} n’est pas vendue en ${plan.label}.`, field: 'reference', suggestions: [] };
    }
    const longer = (this.prefixed.all(plan.id, `${like(reference)}-%`) as Found[]).filter((p) => p.priced);
    if (longer.length) {
      const list = longer.map((p) => p.reference).join(', ');
      return {
        product: null,
        message:
          longer.length === 1
            ? `« ${reference} » n’est pas une référence complète : est-ce ${list} ?`
            : `« ${reference} » désigne plusieurs produits (${list}) : précisez la référence.`,
        field: 'reference',
        suggestions: named(longer),
      };
    }
    const near = (this.near.all(plan.id, `${like(reference.slice(0, 3))}%`) as Found[]).filter((p) => p.priced);
    return { product: null, message: `La référence « ${reference} » n’existe pas : vérifiez-la.`, field: 'reference', suggestions: named(near) };
  }

  /** Every line read; the cart's answer when they went in it. A bad line: 422 naming each, nothing written. */
  order(
    input: Input,
    customerId: number | null,
    plan: SalesPlanRow,
    view: (cart: CartRow) => CartResponse,
  ): { lines: QuickOrderLine[]; cart: CartResponse | null } {
    const { db, carts } = this.d;
    const discount = customerId ? ((db.prepare('SELECT discount_rate FROM customer WHERE id = ?').pluck().get(customerId) as number | undefined) ?? 0) : 0;
    const lines: QuickOrderLine[] = input.lines.map((l, index) => ({
      index,
      reference: l.reference.trim().toUpperCase(),
      asked: { amount: l.quantity, unit: l.unit, ...(l.counted && l.unit === 'piece' ? { counted: l.counted } : {}) },
      length: l.length ?? null,
      ...this.resolve(l.reference.trim(), plan, l.length, discount, l.unit === 'piece' ? l.counted : undefined),
    }));
    // in a list, 0 is a mistake (an unreadable quantity), not « remove the line » as in /cart/update
    lines.forEach((l, i) => {
      if (!l.message && !(input.lines[i].quantity > 0)) Object.assign(l, { message: 'La quantité doit être un nombre supérieur à zéro.', field: 'quantity' });
    });
    const elements = lines.flatMap((l, i) => {
      if (!l.product || l.message) return [];
      const { unit, length } = input.lines[i];
      return [
        { line: i, element_id: l.product.id, quantity: l.asked.amount, ...(unit === 'piece' ? {} : { unit }), length: length ?? null, mode: 'add' as const },
      ];
    });
    let cart: CartRow | null = null;
    try {
      db.transaction(() => {
        cart = carts.current(input.cart_token ?? undefined, customerId, { create: true })!;
        // the cart's rules, on every line at once: conversions, whole units, minimum and step, stock
        try {
          carts.update(
            cart,
            elements.map(({ line: _, ...e }) => e),
            undefined,
            { requestKey: input.request_key },
          );
        } catch (e) {
          if (!(e instanceof DomainError) || !e.extra.errors) throw e;
          for (const [key, message] of Object.entries(e.extra.errors)) {
            const [, at, field] = key.split('.');
            const line = lines[elements[Number(at)].line];
            if (line.message) continue;
            line.message = message;
            line.field = field === 'length' ? 'length' : field === 'element_id' ? 'reference' : 'quantity';
          }
        }
        if (input.dry_run || lines.some((l) => l.message)) throw new DryRun();
      })();
    } catch (e) {
      if (!(e instanceof DryRun)) throw e;
      const wrong = lines.filter((l) => l.message);
      if (input.dry_run) return { lines, cart: null };
      throw new DomainError(
        'VALIDATION_ERROR',
        wrong.length === 1
          ? 'Une ligne est à corriger : rien n’a été ajouté au panier.'
          : `${wrong.length} lignes sont à corriger : rien n’a été ajouté au panier.`,
        { errors: Object.fromEntries(wrong.map((l) => [`lines.${l.index}.${l.field}`, l.message!])), lines },
      );
    }
    return { lines, cart: view(cart!) };
  }
}
