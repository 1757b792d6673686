import type { CartLine, DocumentLine } from '@trefima/domain/contract';
import { wantedByProduct } from '@trefima/domain/catalogue/stock';
import type { ProposalShortage } from '@trefima/domain/quotations/lifecycle-messages';
import type { Db } from '../db';
import type { Carts } from '../cart/carts';
import { shortages } from '../orders/checkout';

/** Thrown to undo a cart made only to be read (`proposalShortages`). */
const ROLLED_BACK = Symbol('rolled back');

/** Puts a proposal's lines in a cart, each at its proposed unit price, which the cart cannot change (carts.ts). */
export function fillCart(db: Db, cartId: number, lines: readonly DocumentLine[]) {
  const revisionOf = db.prepare('SELECT r.id FROM bar_schedule_revision r WHERE r.schedule_id = ? AND r.letter = ?').pluck();
  const insert = db.prepare(
    `INSERT INTO cart_line (cart_id, product_id, quantity, length_mm, schedule_revision_id, mass_g, frozen_unit_ht, added_by_office, position)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  lines.forEach((l, i) => {
    const revisionId = l.schedule ? ((revisionOf.get(l.schedule.id, l.schedule.revision) as number | undefined) ?? null) : null;
    const lengthMm = l.length === null ? null : Math.round(l.length * 1000);
    insert.run(cartId, l.element_id, l.quantity, lengthMm, revisionId, l.schedule?.mass_g ?? null, l.unit_price_ht, l.added_by_office ? 1 : 0, i + 1);
  });
}

/**
 * The stocked products a proposal's lines take beyond their stock today, as the order will find them (`shortages`,
 * orders/checkout.ts) in the cart accepting it makes: that cart is made here for `customerId`, read, and undone. Each
 * with the index of its first line in `lines`.
 */
export function proposalShortages(
  d: { db: Db; carts: Carts },
  customerId: number,
  salesPlanId: number,
  lines: readonly DocumentLine[],
): (ProposalShortage & { index: number })[] {
  let held: CartLine[] = [];
  try {
    d.db.transaction(() => {
      const cart = d.carts.create(customerId);
      fillCart(d.db, cart.id, lines);
      held = d.carts.lines(cart, { id: salesPlanId }, '');
      throw ROLLED_BACK;
    })();
  } catch (error) {
    if (error !== ROLLED_BACK) throw error;
  }
  const short = shortages(held);
  const wanted = wantedByProduct(held);
  return [...new Set(held.map((l) => l.element_id))]
    .filter((id) => `lines.${id}` in short)
    .map((id) => {
      const line = held[firstOf(held, id)];
      return { index: firstOf(lines, id), name: line.name, unit: line.unit, left: line.stock, proposed: wanted.get(id)! };
    });
}

/** The first line of product `id`: one of its own before a schedule's, whose unit is the schedule's. */
function firstOf(all: readonly { element_id: number; schedule: unknown }[], id: number): number {
  const own = all.findIndex((l) => l.element_id === id && !l.schedule);
  return own >= 0 ? own : all.findIndex((l) => l.element_id === id);
}
