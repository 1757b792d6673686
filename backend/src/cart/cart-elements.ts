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
import { buyerUnits, unitsFor, type BuyerUnit, type SoldAs } from '@trefima/domain/units/conversions';
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

/** The catalogue's fields a change is checked against. */
interface Product extends SoldAs, Stocked {
  id: number;
  lead_time_days: number | null;
  cut_min_length: number | null;
  cut_max_length: number | null;
}

/** Additions to one cart line in one call, summed before its minimum and step are applied once to their total. */
interface Additions {
  p: Product;
  lengthMm: number | null;
  /** the elements', in their order */
  members: number[];
  count: number;
  /** whether one was asked in a buyer's unit, rounded up to whole units of sale: the total is then rounded up too */
  converted: boolean;
  asked: Planned['asked'][];
}

/** « se commande à partir de 10 », said on each line of a total that does not take it. */
function minimumError(p: Product, quantity: number, lines: number): string {
  const rule = p.step > 1 ? `se commande par ${p.step}, à partir de ${p.min_quantity}` : `se commande à partir de ${p.min_quantity}`;
  return lines > 1 ? `« ${p.name} » ${rule} : vos ${lines} lignes de ce produit en font ${fr(quantity)}.` : `« ${p.name} » ${rule}.`;
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
  // `first`: the element the line is first asked by, whose place a new line takes in the cart
  const planned: (Planned & { first: number })[] = [];
  const inThisCall = new Map<string, number>();
  const stocked = new Map<number, Stocked>();
  const before = (key: string, p: Product, lengthMm: number | null) =>
    inThisCall.get(key) ?? (current.get(cartId, p.id, lengthMm ?? 0) as number | undefined) ?? 0;
  /** A line's new quantity checked against its product's bounds, minimum and step, then planned; else said on every element asking it. */
  const plan = (key: string, p: Product, lengthMm: number | null, quantity: number, members: number[], asked: Planned['asked']) => {
    const fail = (message: string) => members.forEach((m) => (errors[`elements.${m}.quantity`] = message));
    if (quantity < 0 || quantity > 100000) return fail('La quantité doit être comprise entre 0 et 100 000.');
    if (quantity > 0 && (quantity < p.min_quantity || (quantity - p.min_quantity) % p.step !== 0)) return fail(minimumError(p, quantity, members.length));
    if (p.lead_time_days === null) stocked.set(p.id, p);
    inThisCall.set(key, quantity);
    planned.push({ productId: p.id, quantity, lengthMm, index: members.at(-1)!, asked, first: members[0]! });
  };
  // the same product twice in one call (a quick order's 4 m² and 4 m²): their total is what one line of 8 m² would be
  const pending = new Map<string, Additions>();
  const settle = (key: string) => {
    const a = pending.get(key);
    if (!a) return;
    pending.delete(key);
    const held = before(key, a.p, a.lengthMm);
    // the minimum of sale is the line's: added to a line that holds it already, the amount alone is rounded up
    const count = a.converted ? unitsFor(a.count, 1, held > 0 ? { ...a.p, min_quantity: 0 } : a.p) : a.count;
    // the asked amount tells the whole line only of a new line asked in one unit
    const units = new Set(a.asked.map((x) => x?.unit));
    const asked = held === 0 && units.size === 1 && a.asked[0] ? { amount: a.asked.reduce((t, x) => t + x!.amount, 0), unit: a.asked[0].unit } : null;
    plan(key, a.p, a.lengthMm, held + count, a.members, asked);
  };
  elements.forEach((e, i) => {
    const p = product.get(e.element_id) as Product | undefined;
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
    const key = `${p.id}:${lengthMm ?? 0}`;
    const add = e.mode === 'add';
    // in the buyer's unit: whole units of sale that give at least as much (domain/units), or why not; an addition's
    // alone, its minimum and step applied to the line's total
    let asked: Planned['asked'] = null;
    let count = e.quantity;
    if (e.unit !== undefined && !(e.quantity === 0 && !add)) {
      const c = convert(add ? { ...p, min_quantity: 0, step: 1 } : p, e.quantity, e.unit, lengthMm === null ? null : lengthMm / 1000, p.name);
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
    if (add) {
      const a = pending.get(key) ?? { p, lengthMm, members: [], count: 0, converted: false, asked: [] };
      Object.assign(a, { count: a.count + count, converted: a.converted || e.unit !== undefined });
      a.members.push(i);
      a.asked.push(asked);
      return void pending.set(key, a);
    }
    // additions asked before a change of their line are made first, as they come
    settle(key);
    plan(key, p, lengthMm, count, [i], asked);
  });
  for (const key of [...pending.keys()]) settle(key);
  // each new line in the cart at the place of the element that first asked it, as they came before
  planned.sort((a, b) => a.first - b.first);
  return { planned: planned.map(({ first: _, ...l }) => l), errors, stocked };
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
