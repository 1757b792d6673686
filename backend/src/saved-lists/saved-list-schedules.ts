import type { SavedListCartAnswer, SavedListSchedule } from '@trefima/domain/contract';
import type { BarSchedule } from '@trefima/domain/bar-schedules/contract';
import { MESSAGES } from '@trefima/domain/bar-schedules/messages';
import type { Db } from '../db';
import type { BarSchedules } from '../bar-schedules/bar-schedules';
import type { CartRow } from '../cart/cart-ownership';
import type { Carts } from '../cart/carts';
import { invalid } from '../shared/errors';
import type { SalesPlanRow } from '../site/site';
import { SHARED } from '../companies/scope';

/*
 * The bar schedules a saved list refers to (a cart's schedules saved with
 * it: issue 43, where they were dropped without a word). A list keeps the
 * schedule, not a revision: put in the cart, the schedule's latest revision
 * goes at the day's figures, as « Envoyer au panier » would put it, or the
 * list says why it cannot (ordered, a row to correct, a diameter with no
 * price).
 */

interface Row {
  schedule_id: number;
  number: string;
  title: string;
  revision: string;
  mass_g: number;
  ordered: number;
}

const ORDERED = 'Déjà commandée : dupliquez-la depuis « Mes nomenclatures » pour la commander à nouveau.';

/** The list's schedules with their latest revision, in the list's order. */
export function listSchedules(db: Db, listId: number): SavedListSchedule[] {
  const rows = db
    .prepare(
      `SELECT s.id AS schedule_id, s.number, r.title, r.letter AS revision, r.mass_g,
        EXISTS (SELECT 1 FROM bar_schedule_revision o WHERE o.schedule_id = s.id AND o.status = 'ordered') AS ordered
      FROM saved_list_schedule ls JOIN bar_schedule s ON s.id = ls.schedule_id
      JOIN bar_schedule_revision r ON r.id = (SELECT MAX(id) FROM bar_schedule_revision WHERE schedule_id = s.id)
      WHERE ls.list_id = ? ORDER BY ls.position, ls.id`,
    )
    .all(listId) as Row[];
  return rows.map(({ ordered, ...r }) => ({ ...r, available: !ordered, reason: ordered ? ORDERED : null }));
}

/** The customer's own schedules, each once; errors keyed `schedules.N`. */
export function checkSchedules(db: Db, customerId: number, ids: readonly number[]): number[] {
  const mine = db.prepare(`SELECT 1 FROM bar_schedule WHERE id = ? AND customer_id IN ${SHARED}`).pluck();
  const errors: Record<string, string> = {};
  ids.forEach((id, i) => {
    if (!mine.get(id, customerId)) errors[`schedules.${i}`] = 'Cette nomenclature est introuvable.';
    else if (ids.indexOf(id) < i) errors[`schedules.${i}`] = 'Cette nomenclature figure déjà dans la liste.';
  });
  if (Object.keys(errors).length) throw invalid(errors);
  return [...ids];
}

export function writeSchedules(db: Db, listId: number, ids: readonly number[]) {
  db.prepare('DELETE FROM saved_list_schedule WHERE list_id = ?').run(listId);
  const insert = db.prepare('INSERT INTO saved_list_schedule (list_id, schedule_id, position) VALUES (?, ?, ?)');
  ids.forEach((id, i) => insert.run(listId, id, i + 1));
}

/** The schedules a cart holds, in the cart's order. */
export const cartSchedules = (db: Db, cartId: number): number[] =>
  db
    .prepare(
      `SELECT r.schedule_id FROM cart_line l JOIN bar_schedule_revision r ON r.id = l.schedule_revision_id
      WHERE l.cart_id = ? GROUP BY r.schedule_id ORDER BY MIN(l.position), MIN(l.id)`,
    )
    .pluck()
    .all(cartId) as number[];

/** The rows the list's schedules hold (their latest revisions), counted by SQLite: what putting them in a cart will work out. */
export const scheduleRows = (db: Db, listId: number): number =>
  db
    .prepare(
      `SELECT COALESCE(SUM(r.row_count), 0) FROM saved_list_schedule ls
      JOIN bar_schedule_revision r ON r.id = (SELECT MAX(id) FROM bar_schedule_revision WHERE schedule_id = ls.schedule_id)
      WHERE ls.list_id = ?`,
    )
    .pluck()
    .get(listId) as number;

/** Why a schedule cannot go to the cart as it is, in French. */
function unorderable(view: BarSchedule): string {
  if (!view.rows.length) return 'La nomenclature est vide : ouvrez-la dans « Mes nomenclatures ».';
  const wrong = view.rows.filter((r) => r.problems.some((p) => !p.warning)).length;
  if (wrong === 1) return 'Une ligne de la nomenclature est à corriger avant l’envoi : ouvrez-la dans « Mes nomenclatures ».';
  if (wrong) return `${wrong} lignes de la nomenclature sont à corriger avant l’envoi : ouvrez-la dans « Mes nomenclatures ».`;
  return view.price.unpriced_diameters.map(MESSAGES.unpriced).join(' ');
}

type Skipped = SavedListCartAnswer['skipped'][number];

/**
 * Puts each available schedule's latest revision in the cart at its figures
 * of the day (in place of any revision of it the cart held), frozen as any
 * schedule sent is; the others are answered as skipped. In the caller's transaction.
 */
export function schedulesToCart(
  d: { barSchedules: BarSchedules; carts: Carts },
  cart: CartRow,
  customerId: number,
  plan: SalesPlanRow,
  refs: readonly SavedListSchedule[],
): { added: number; skipped: Skipped[] } {
  const skipped: Skipped[] = [];
  let added = 0;
  const { classes } = d.barSchedules.pricing(plan.id, customerId);
  for (const ref of refs) {
    const left = { reference: ref.number, name: `Nomenclature ${ref.number}`, schedule_id: ref.schedule_id };
    if (!ref.available) {
      skipped.push({ ...left, reason: ref.reason! });
      continue;
    }
    const { schedule, revision, all } = d.barSchedules.find(customerId, String(ref.schedule_id));
    const view = d.barSchedules.toView(schedule, revision, all, classes);
    if (!view.orderable) {
      skipped.push({ ...left, reason: unorderable(view) });
      continue;
    }
    d.carts.putSchedule(
      cart,
      schedule.id,
      revision.id,
      view.price.lines.map((l) => ({ productId: l.product_id, massG: l.mass_g })),
    );
    d.barSchedules.markSent(revision.id);
    added++;
  }
  return { added, skipped };
}
