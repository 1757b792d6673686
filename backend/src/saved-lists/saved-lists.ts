import type { SavedList, SavedListCartAnswer, SavedListList } from '@trefima/domain/contract';
import type { SavedListInput, SavedListLineInput, SavedListPatch } from '@trefima/domain/saved-lists/requests';
import type { Db } from '../db';
import type { BarSchedules } from '../bar-schedules/bar-schedules';
import type { CartRow } from '../cart/cart-ownership';
import type { Carts } from '../cart/carts';
import { DomainError, invalid, missing } from '../shared/errors';
import { assertSameRequest, requestDigest } from '../shared/request-digest';
import { checkLines, pricedLines, type StoredLine } from './saved-list-lines';
import { cartSchedules, checkSchedules, listSchedules, scheduleRows, schedulesToCart, writeSchedules } from './saved-list-schedules';
import type { SalesPlanRow } from '../site/site';

const KEY_REUSED = 'Cette liste a déjà été enregistrée sous cette demande avec un autre contenu : rechargez la page, puis enregistrez-la à nouveau.';
import { nowIso } from '../shared/text';
import { SHARED } from '../companies/scope';
import { madeByOf } from '../companies/made-by';

interface ListRow {
  id: number;
  name: string;
  job_site_id: number | null;
  job_site_name: string | null;
  customer_id: number;
  line_count: number;
  schedule_count: number;
  created_at: string;
  updated_at: string;
  revision: number;
}

/** Where a buyer's change meets another's (a colleague's, or his own from another tab): what he typed stays on his screen. */
const LIST_CHANGED =
  'Cette liste a été modifiée entre-temps (par un collègue, ou depuis un autre onglet ou appareil) : vos changements ne sont pas enregistrés. Ils restent affichés : enregistrez-les de nouveau pour remplacer la liste, ou annulez pour voir la liste enregistrée.';

export interface SavedListsDeps {
  db: Db;
  now: () => number;
  carts: Carts;
  barSchedules: BarSchedules;
}

// « Lot 2 » before « Lot 10 », « École » beside « Ecole »
const byName = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });
const siteOf = (r: ListRow) => (r.job_site_id === null ? null : { job_site_id: r.job_site_id, name: r.job_site_name! });

/**
 * A customer's saved lists: named lists of products, put in the cart in one
 * call at the day's prices. A list and its lines are written together or not
 * at all; another customer's list is unknown alike (404).
 */
export class SavedLists {
  private rows;
  /** who of a company's people made a list (issue 46) */
  private made;

  constructor(private d: SavedListsDeps) {
    this.made = madeByOf(d.db);
    this.rows = d.db.prepare(`SELECT l.id, l.name, l.job_site_id, s.name AS job_site_name, l.customer_id, l.created_at, l.updated_at, l.revision,
      (SELECT COUNT(*) FROM saved_list_line WHERE list_id = l.id) AS line_count,
      (SELECT COUNT(*) FROM saved_list_schedule WHERE list_id = l.id) AS schedule_count
      FROM saved_list l LEFT JOIN job_site s ON s.id = l.job_site_id WHERE l.customer_id IN ${SHARED} AND (? IS NULL OR l.id = ?)`);
  }

  private row(customerId: number, id: number): ListRow {
    const r = this.rows.get(customerId, id, id) as ListRow | undefined;
    if (!r) throw missing('Cette liste');
    return r;
  }

  /** The customer's own site only: another's is unknown alike, archived ones are his still. */
  private checkSite(customerId: number, jobSiteId: number | null | undefined) {
    if (jobSiteId === undefined || jobSiteId === null) return;
    if (!this.d.db.prepare(`SELECT 1 FROM job_site WHERE id = ? AND customer_id IN ${SHARED}`).get(jobSiteId, customerId)) {
      throw invalid({ job_site_id: 'Ce chantier est introuvable.' });
    }
  }

  /** The product lines of the customer's cart, and its bar schedules (a schedule's lines are its schedule's steel, kept as the schedule). */
  private fromCart(customerId: number, from: true | string): { lines: SavedListLineInput[]; schedules: number[] } {
    const cart = this.d.carts.resolve(from === true ? undefined : from, customerId);
    const lines = cart
      ? (this.d.db
          .prepare('SELECT product_id, quantity, length_mm FROM cart_line WHERE cart_id = ? AND schedule_revision_id IS NULL ORDER BY position, id')
          .all(cart.id) as { product_id: number; quantity: number; length_mm: number | null }[])
      : [];
    const schedules = cart ? cartSchedules(this.d.db, cart.id) : [];
    if (!lines.length && !schedules.length) throw invalid({ from_cart: 'Votre panier ne contient aucun produit à enregistrer dans une liste.' });
    return {
      lines: lines.map((l) => ({ element_id: l.product_id, quantity: l.quantity, length: l.length_mm === null ? null : l.length_mm / 1000 })),
      schedules,
    };
  }

  private writeLines(listId: number, lines: StoredLine[]) {
    this.d.db.prepare('DELETE FROM saved_list_line WHERE list_id = ?').run(listId);
    const insert = this.d.db.prepare('INSERT INTO saved_list_line (list_id, product_id, quantity, length_mm, position) VALUES (?, ?, ?, ?, ?)');
    lines.forEach((l, i) => insert.run(listId, l.productId, l.quantity, l.lengthMm, i + 1));
  }

  list(customerId: number): SavedListList {
    const rows = (this.rows.all(customerId, null, null) as ListRow[]).sort((x, y) => byName.compare(x.name, y.name) || x.id - y.id);
    const items = rows.map((r) => ({
      list_id: r.id,
      name: r.name,
      job_site: siteOf(r),
      line_count: r.line_count,
      schedule_count: r.schedule_count,
      created_at: r.created_at,
      updated_at: r.updated_at,
      revision: r.revision,
      ...this.made(r.customer_id),
    }));
    return { items, total: items.length };
  }

  get(customerId: number, id: number, plan: SalesPlanRow): SavedList {
    const r = this.row(customerId, id);
    const lines = pricedLines(this.d.db, customerId, id, plan);
    const total = lines.reduce((s, l) => s + (l.total_ht ?? 0), 0);
    const schedules = listSchedules(this.d.db, id);
    return {
      list_id: r.id,
      name: r.name,
      job_site: siteOf(r),
      lines,
      schedules,
      total_ht: total,
      created_at: r.created_at,
      updated_at: r.updated_at,
      revision: r.revision,
      ...this.made(r.customer_id),
    };
  }

  /** The bar-schedule rows putting the list in the cart will work out: spent by the route before it does. */
  scheduleRows(customerId: number, id: number): number {
    return scheduleRows(this.d.db, this.row(customerId, id).id);
  }

  /**
   * A new list. Copying an anonymous cart adopts it (`Carts.resolve`: his own cart, or merged into it, as on signing in),
   * so it is read, checked and written in one transaction: a refused list leaves that cart anonymous and his own as they were.
   * Under a `request_key` this customer used already (sent again, its answer lost on the way), the list made then.
   */
  create(customerId: number, input: SavedListInput, plan: SalesPlanRow): { list: SavedList; created: boolean } {
    this.checkSite(customerId, input.job_site_id);
    const key = input.request_key ?? null;
    const { request_key: _key, ...asked } = input;
    const digest = requestDigest(['list', asked]);
    let created = false;
    const id = this.d.db.transaction(() => {
      const made =
        key &&
        (this.d.db.prepare('SELECT id, request_digest FROM saved_list WHERE customer_id = ? AND request_key = ?').get(customerId, key) as
          { id: number; request_digest: string | null } | undefined);
      if (made) {
        assertSameRequest(made.request_digest, digest, KEY_REUSED);
        return made.id;
      }
      created = true;
      const wanted =
        input.from_cart === undefined ? { lines: input.lines ?? [], schedules: input.schedules ?? [] } : this.fromCart(customerId, input.from_cart);
      const lines = checkLines(this.d.db, this.d.carts, wanted.lines);
      const schedules = checkSchedules(this.d.db, customerId, wanted.schedules);
      const at = nowIso(this.d.now());
      const insert = this.d.db.prepare(
        'INSERT INTO saved_list (customer_id, name, job_site_id, request_key, request_digest, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      );
      const listId = Number(insert.run(customerId, input.name, input.job_site_id ?? null, key, key && digest, at, at).lastInsertRowid);
      this.writeLines(listId, lines);
      writeSchedules(this.d.db, listId, schedules);
      return listId;
    })();
    return { list: this.get(customerId, id, plan), created };
  }

  /**
   * Only the fields sent change; `lines` replaces every line. With `revision`, nothing is written if the list has
   * moved past it (checked in the transaction that writes, so that two changes on one revision cannot both pass).
   */
  update(customerId: number, id: number, patch: SavedListPatch, plan: SalesPlanRow): SavedList {
    const r = this.row(customerId, id);
    this.checkSite(customerId, patch.job_site_id);
    const lines = patch.lines === undefined ? null : checkLines(this.d.db, this.d.carts, patch.lines);
    const schedules = patch.schedules === undefined ? null : checkSchedules(this.d.db, customerId, patch.schedules);
    this.d.db.transaction(() => {
      const site = patch.job_site_id === undefined ? r.job_site_id : patch.job_site_id;
      const written = this.d.db
        .prepare('UPDATE saved_list SET name = ?, job_site_id = ?, updated_at = ?, revision = revision + 1 WHERE id = ? AND (? IS NULL OR revision = ?)')
        .run(patch.name ?? r.name, site, nowIso(this.d.now()), id, patch.revision ?? null, patch.revision ?? null);
      if (!written.changes) throw new DomainError('LIST_CHANGED', LIST_CHANGED);
      if (lines) this.writeLines(id, lines);
      if (schedules) writeSchedules(this.d.db, id, schedules);
    })();
    return this.get(customerId, id, plan);
  }

  delete(customerId: number, id: number) {
    if (!this.d.db.prepare(`DELETE FROM saved_list WHERE id = ? AND customer_id IN ${SHARED}`).run(id, customerId).changes) throw missing('Cette liste');
  }

  /**
   * Every line of the list into the cart, added to what it holds, at today's
   * prices; products no longer sold in the territory are left out and named.
   * The rest go in or nothing does: the cart's refusals (stock, a new minimum)
   * are answered on the list's lines. Each bar schedule goes in at its latest
   * revision's figures of the day, or is left out and named.
   */
  toCart(
    customerId: number,
    id: number,
    { cart_token: cartToken, request_key: requestKey }: { cart_token?: string | null; request_key?: string },
    plan: SalesPlanRow,
    view: (cart: CartRow) => SavedListCartAnswer['cart'],
  ) {
    const { db, carts, barSchedules } = this.d;
    const list = this.get(customerId, id, plan);
    const skipped = list.lines.filter((l) => !l.available).map((l) => ({ reference: l.reference, name: l.name, reason: l.reason! }));
    const kept = list.lines.flatMap((l, index) => (l.available ? [{ l, index }] : []));
    if (!kept.length && !list.schedules.length) {
      const why = list.lines.length ? `Aucun produit de cette liste n’est vendu en ${plan.label}` : 'Cette liste ne contient aucun produit';
      throw new DomainError('EMPTY_CART', `${why} : rien n’a été ajouté au panier.`);
    }
    const cart = db.transaction(() => {
      const c = carts.current(cartToken ?? undefined, customerId, { create: true })!;
      // pressed again, its answer lost on the way: the list is in this cart already
      const digest = requestDigest(['list', list.list_id]);
      if (requestKey && carts.requestMade(c, requestKey, digest)) return c;
      if (requestKey) carts.noteRequest(c, requestKey, digest);
      const steel = schedulesToCart({ barSchedules, carts }, c, customerId, plan, list.schedules);
      skipped.push(...steel.skipped);
      if (!kept.length && !steel.added) {
        throw new DomainError('EMPTY_CART', `Rien n’a été ajouté au panier. ${skipped.map((x) => `${x.name} — ${x.reason}`).join(' ')}`);
      }
      if (!kept.length) return c;
      try {
        carts.update(
          c,
          kept.map(({ l }) => ({ element_id: l.element_id, quantity: l.quantity, length: l.length, mode: 'add' as const })),
        );
      } catch (e) {
        if (!(e instanceof DomainError && e.extra.errors)) throw e;
        const errors = Object.entries(e.extra.errors).map(([k, m]) => {
          const [, at, field] = k.split('.');
          return [`lines.${kept[Number(at)].index}.${field === 'length' ? 'length' : 'quantity'}`, m];
        });
        throw new DomainError('VALIDATION_ERROR', e.message, { errors: Object.fromEntries(errors) });
      }
      return c;
    })();
    return { cart: view(cart), skipped };
  }
}
