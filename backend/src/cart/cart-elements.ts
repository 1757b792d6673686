/**
 * What a cart change asks, checked element by element against its product
 * before anything is written (carts.ts writes all or nothing): the cut
 * length, the line it names, the buyer's unit, whole units of sale, the
 * minimum and step, then the stock, all the cart's lines of a product together.
 */
import type { CartElement } from '@trefima/domain/contract';
import { wantedByProduct, type StockLine } from '@trefima/domain/catalogue/stock';
import { unitPlural, withUnit } from '@trefima/domain/i18n/units';
import { convert } from '@trefima/domain/units/convert';
import { buyerUnits, type BuyerUnit, type SoldAs } from '@trefima/domain/units/conversions';
import type { Db } from '../db';
import { DomainError } from '../shared/errors';

/** An element checked, to be written: `asked` is the buyer's amount when he gave a unit. */
export interface Planned {
  productId: number;
  quantity: number;
  lengthMm: number | null;
  index: number;
  asked: { amount: number; unit: BuyerUnit } | null;
}

/** A product held to its stock (made-to-order products are not). */
type Stocked = { name: string; unit: string; stock: number };

/** Whether a product may be asked in a buyer's unit (sheets: once their length is known, so yes). */
const convertible = (p: SoldAs) => p.unit === 'ml' || buyerUnits(p).length > 0;

const fr = (n: number) => String(n).replace('.', ',');

/** What a quantity beyond stock is told: the product and what is left. Made-to-order products have no stock limit. */
export function beyondStock(p: Stocked, wanted: number): string {
  if (p.stock <= 0) return `« ${p.name} » n’est plus en stock pour le moment : retirez-le ou contactez-nous pour connaître la date de réapprovisionnement.`;
  const asked = withUnit(wanted, p.unit).replace('.', ',');
  return `Il ne reste que ${withUnit(p.stock, p.unit)} de « ${p.name} » en stock (${asked} dans votre demande) : réduisez la quantité ou contactez-nous.`;
}

/** The lines `elements` would write in the cart, each with its new quantity, or why not, by field; stock aside (stockErrors). */
export function planElements(
  db: Db,
  cartId: number,
  elements: CartElement[],
): { planned: Planned[]; errors: Record<string, string>; stocked: Map<number, Stocked> } {
  const product = db.prepare(
    'SELECT id, name, unit, min_quantity, step, stock, lead_time_days, cut_min_length, cut_max_length, weight, length, width, covering_width FROM product WHERE id = ?',
  );
  const current = db
    .prepare('SELECT quantity FROM cart_line WHERE cart_id = ? AND product_id = ? AND COALESCE(length_mm, 0) = ? AND schedule_revision_id IS NULL')
    .pluck();
  const named = db.prepare('SELECT product_id, length_mm FROM cart_line WHERE id = ? AND cart_id = ? AND schedule_revision_id IS NULL');
  const errors: Record<string, string> = {};
  const planned: Planned[] = [];
  const inThisCall = new Map<string, number>();
  const stocked = new Map<number, Stocked>();
  elements.forEach((e, i) => {
    const p = product.get(e.element_id) as
      | {
          id: number;
          name: string;
          unit: string;
          min_quantity: number;
          step: number;
          stock: number;
          lead_time_days: number | null;
          cut_min_length: number | null;
          cut_max_length: number | null;
          weight: number | null;
          length: number | null;
          width: number | null;
          covering_width: number | null;
        }
      | undefined;
    if (!p) return void (errors[`elements.${i}.element_id`] = `Le produit n°${e.element_id} n’existe pas.`);
    let lengthMm: number | null = null;
    if (p.cut_min_length !== null && p.cut_max_length !== null) {
      const len = e.length ?? NaN;
      if (!(len >= p.cut_min_length && len <= p.cut_max_length)) {
        return void (errors[`elements.${i}.length`] =
          `La longueur de « ${p.name} » doit être comprise entre ${fr(p.cut_min_length)} m et ${fr(p.cut_max_length)} m.`);
      }
      lengthMm = Math.round(len * 1000);
      if (lengthMm % 10 !== 0) return void (errors[`elements.${i}.length`] = 'La longueur se donne au centimètre près.');
    } else if (e.length !== undefined && e.length !== null) {
      return void (errors[`elements.${i}.length`] = `« ${p.name} » n’est pas coupé à longueur.`);
    }
    // a change to a line the page shows: a line removed meanwhile (another tab) is not made again by it
    if (e.line_id !== undefined) {
      const line = named.get(e.line_id, cartId) as { product_id: number; length_mm: number | null } | undefined;
      if (!line) throw new DomainError('NOT_FOUND', 'Cette ligne n’est plus dans votre panier : elle a été retirée entre-temps.');
      if (line.product_id !== p.id || (line.length_mm ?? 0) !== (lengthMm ?? 0))
        return void (errors[`elements.${i}.line_id`] = 'Cette ligne du panier n’est pas celle de ce produit.');
    }
    // the same product twice in one call (a quick order's two lines): the second adds to the first, not to the stored line
    const key = `${p.id}:${lengthMm ?? 0}`;
    const before = inThisCall.get(key) ?? (current.get(cartId, p.id, lengthMm ?? 0) as number | undefined) ?? 0;
    // in the buyer's unit: whole units of sale that give at least as much (domain/units), or why not
    let asked: Planned['asked'] = null;
    let count = e.quantity;
    if (e.unit !== undefined && !(e.quantity === 0 && e.mode !== 'add')) {
      // the minimum of sale is the line's: added to a line that holds it already, the amount alone is rounded up
      const sold = e.mode === 'add' && before > 0 ? { ...p, min_quantity: 0 } : p;
      const c = convert(sold, e.quantity, e.unit, lengthMm === null ? null : lengthMm / 1000, p.name);
      if ('error' in c) return void (errors[`elements.${i}.quantity`] = c.error);
      count = c.quantity;
      asked = c.asked;
    }
    if (!Number.isInteger(count)) {
      // only a quick order's line gets here: /cart/update's schema takes whole counts without a unit
      const units = convertible(p) ? ' Indiquez l’unité (kg, t, m) pour une autre quantité.' : '';
      return void (errors[`elements.${i}.quantity`] =
        `La quantité de « ${p.name} » est un nombre entier de ${unitPlural(p.unit, 2)} : ${fr(count)} ne se commande pas.${units}`);
    }
    const quantity = e.mode === 'add' ? before + count : count;
    // added to a line entered otherwise, the asked amount no longer tells the whole line
    if (e.mode === 'add' && before > 0) asked = null;
    if (quantity < 0 || quantity > 100000) return void (errors[`elements.${i}.quantity`] = 'La quantité doit être comprise entre 0 et 100 000.');
    if (quantity > 0 && (quantity < p.min_quantity || (quantity - p.min_quantity) % p.step !== 0)) {
      return void (errors[`elements.${i}.quantity`] =
        p.step > 1 ? `« ${p.name} » se commande par ${p.step}, à partir de ${p.min_quantity}.` : `« ${p.name} » se commande à partir de ${p.min_quantity}.`);
    }
    if (p.lead_time_days === null) stocked.set(p.id, p);
    inThisCall.set(key, quantity);
    planned.push({ productId: p.id, quantity, lengthMm, index: i, asked });
  });
  return { planned, errors, stocked };
}

/**
 * The planned quantities that would take more of a stocked product than is
 * left, all the cart's lines of the product together. A cart already beyond
 * stock (the stock fell) may still be lowered.
 */
export function stockErrors(
  db: Db,
  cartId: number,
  planned: readonly Pick<Planned, 'productId' | 'quantity' | 'lengthMm' | 'index'>[],
  stocked: Map<number, Stocked>,
) {
  const errors: Record<string, string> = {};
  if (!stocked.size) return errors;
  const rows = db.prepare('SELECT product_id, quantity, length_mm FROM cart_line WHERE cart_id = ?').all(cartId) as {
    product_id: number;
    quantity: number;
    length_mm: number | null;
  }[];
  const key = (id: number, mm: number | null) => `${id}:${mm ?? 0}`;
  const lines = new Map(
    rows.map((r) => [
      key(r.product_id, r.length_mm),
      { element_id: r.product_id, quantity: r.quantity, length: r.length_mm === null ? null : r.length_mm / 1000 },
    ]),
  );
  const before = wantedByProduct([...lines.values()]);
  for (const l of planned)
    lines.set(key(l.productId, l.lengthMm), { element_id: l.productId, quantity: l.quantity, length: l.lengthMm === null ? null : l.lengthMm / 1000 });
  const after = wantedByProduct([...lines.values()] as StockLine[]);
  for (const l of planned) {
    const p = stocked.get(l.productId);
    const wanted = after.get(l.productId) ?? 0;
    if (p && wanted > p.stock && wanted > (before.get(l.productId) ?? 0)) errors[`elements.${l.index}.quantity`] = beyondStock(p, wanted);
  }
  return errors;
}
