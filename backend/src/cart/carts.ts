import { randomBytes } from 'node:crypto';
import type { Cart, CartElement, CartLine, CartResponse } from '@trefima/domain/contract';
import type { Config } from '../config';
import type { Db } from '../db';
import { DomainError } from '../shared/errors';
import type { SalesPlanRow } from '../site/site';
import { addDays, nowIso } from '../shared/text';
import { amountOf } from '@trefima/domain/money/money';
import { planElements, stockErrors } from './cart-elements';
import { cartLineOf, LINES_SQL, type LineRow } from './cart-lines';

export interface CartRow {
  id: number;
  token: string;
  customer_id: number | null;
  status: 'open' | 'ordered' | 'quoted' | 'merged';
  complementary_information: string;
  order_id: number | null;
  quotation_id: number | null;
  /** a cart made by accepting this quotation: its lines and prices are the proposal's */
  from_quotation_id: number | null;
  expires_at: string;
  /** submitted for approval: frozen until an approver places or refuses it */
  held: number;
}

/** Thrown to undo a transaction whose writes were only a means (`preview`). */
const ROLLED_BACK = Symbol('rolled back');
const expired = () => new DomainError('CART_EXPIRED', 'Votre panier a expiré ou n’existe plus.');

export class Carts {
  constructor(
    private db: Db,
    private config: Config,
    private now: () => number,
  ) {}

  private byToken(token: string) {
    return this.db.prepare('SELECT * FROM cart WHERE token = ?').get(token) as CartRow | undefined;
  }

  private openOf(customerId: number) {
    // a cart made from a quotation is reached by its token only: the customer's own cart stays his cart;
    // one he can still change before one held for approval (adopt), whatever their dates
    return this.db
      .prepare("SELECT * FROM cart WHERE customer_id = ? AND status = 'open' AND from_quotation_id IS NULL ORDER BY held ASC, updated_at DESC, id DESC LIMIT 1")
      .get(customerId) as CartRow | undefined;
  }

  create(customerId: number | null): CartRow {
    const now = this.now();
    const token = randomBytes(24).toString('base64url');
    this.db
      .prepare('INSERT INTO cart (token, customer_id, created_at, updated_at, expires_at) VALUES (?, ?, ?, ?, ?)')
      .run(token, customerId, nowIso(now), nowIso(now), nowIso(addDays(now, this.config.cartTtlDays)));
    return this.byToken(token)!;
  }

  /**
   * The cart a request works on. An anonymous cart expires three days after
   * its last change; a customer's cart does not, and an anonymous cart sent
   * with a customer token is merged into the customer's own.
   */
  resolve(token: string | undefined, customerId: number | null, { create = false } = {}): CartRow | null {
    if (token) {
      const cart = this.byToken(token);
      if (!cart || cart.status === 'merged') {
        if (customerId) return this.openOf(customerId) ?? (create ? this.create(customerId) : null);
        throw expired();
      }
      if (cart.customer_id !== null && cart.customer_id !== customerId) throw expired();
      if (cart.customer_id === null && Date.parse(cart.expires_at) <= this.now()) throw expired();
      if (cart.status !== 'open') return cart;
      if (cart.customer_id === null && customerId) return this.adopt(cart, customerId);
      return cart;
    }
    if (customerId) return this.openOf(customerId) ?? (create ? this.create(customerId) : null);
    return create ? this.create(null) : null;
  }

  /**
   * The cart a buyer reads and adds to: `resolve`'s, except that his cart
   * already ordered or turned into a quotation (on another device signed in
   * to the same account, which still holds its token) is left for his open
   * cart, or a new one. Read, it showed lines no longer his to change, and
   * every addition to it was refused. A change to one of its lines (a page
   * shown before) still works on it, and is refused (CART_CLOSED).
   */
  current(token: string | undefined, customerId: number | null, { create = false } = {}): CartRow | null {
    const cart = this.resolve(token, customerId, { create });
    if (!cart || cart.status === 'open' || cart.customer_id === null) return cart;
    return this.openOf(cart.customer_id) ?? (create ? this.create(cart.customer_id) : null);
  }

  /**
   * The cart a change works on, never made for it: a customer who has no cart
   * left behind a stale token is told what an anonymous caller is told.
   */
  existing(token: string | undefined, customerId: number | null): CartRow {
    const cart = this.resolve(token, customerId);
    if (!cart) throw expired();
    return cart;
  }

  /**
   * Gives an anonymous cart to a customer, merging it into the customer's
   * open cart when there is one. A cart held for his company's approval is
   * the request as submitted, which the approver places at the amounts he
   * read (companies/approvals.ts): nothing joins it. The anonymous cart then
   * becomes his own cart to go on with, as it stands: what he chose signed
   * out is still there once signed in, as a buyer expects, where left
   * anonymous it would be forgotten by his browser for the held one, and
   * expire. His next sign-in finds it before the held one (openOf).
   */
  adopt(anon: CartRow, customerId: number): CartRow {
    return this.db.transaction(() => {
      const own = this.openOf(customerId);
      if (!own || own.held) {
        this.db.prepare('UPDATE cart SET customer_id = ? WHERE id = ?').run(customerId, anon.id);
        return this.byToken(anon.token)!;
      }
      return this.merge(anon, own);
    })();
  }

  /**
   * A cart held for approval and refused, given back to its requester (companies/approvals.ts): the cart he went on
   * with meanwhile (one chosen signed out, adopted while the request waited) gets its lines, since it is the one his
   * browser holds and his next sign-in finds (openOf: the latest changed). Without such a cart, the refused one is his
   * cart again as it was. Inside the refusal's transaction; the cart that has its lines now, or null.
   */
  giveBack(refusedCartId: number): CartRow | null {
    const refused = this.db.prepare('SELECT * FROM cart WHERE id = ?').get(refusedCartId) as CartRow | undefined;
    if (!refused || refused.customer_id === null || refused.status !== 'open') return null;
    const other = this.db
      .prepare(
        "SELECT * FROM cart WHERE customer_id = ? AND status = 'open' AND held = 0 AND from_quotation_id IS NULL AND id <> ? ORDER BY updated_at DESC, id DESC LIMIT 1",
      )
      .get(refused.customer_id, refused.id) as CartRow | undefined;
    return other ? this.merge(refused, other) : null;
  }

  /** `from`'s lines added to `into`'s (a product already there: the quantities added up), `from` merged. */
  private merge(from: CartRow, into: CartRow): CartRow {
    const lines = this.db.prepare('SELECT * FROM cart_line WHERE cart_id = ?').all(from.id) as {
      product_id: number;
      quantity: number;
      length_mm: number | null;
      schedule_revision_id: number | null;
      mass_g: number | null;
    }[];
    // a schedule's line is its schedule's mass: the same revision twice is still once
    const upsert = this.db.prepare(`INSERT INTO cart_line (cart_id, product_id, quantity, length_mm, schedule_revision_id, mass_g, position)
      VALUES (?, ?, ?, ?, ?, ?, (SELECT COALESCE(MAX(position), 0) + 1 FROM cart_line WHERE cart_id = ?))
      ON CONFLICT (cart_id, product_id, COALESCE(length_mm, 0), COALESCE(schedule_revision_id, 0))
      DO UPDATE SET quantity = CASE WHEN schedule_revision_id IS NULL THEN quantity + excluded.quantity ELSE quantity END`);
    for (const l of lines) upsert.run(into.id, l.product_id, l.quantity, l.length_mm, l.schedule_revision_id, l.mass_g, into.id);
    if (from.complementary_information && !into.complementary_information) {
      this.db.prepare('UPDATE cart SET complementary_information = ? WHERE id = ?').run(from.complementary_information, into.id);
    }
    this.db.prepare("UPDATE cart SET status = 'merged', updated_at = ? WHERE id = ?").run(nowIso(this.now()), from.id);
    this.touch(into.id);
    return this.byToken(into.token)!;
  }

  /** A quotation's cart keeps the accepted proposal: what the buyer wants besides goes in his own cart. */
  private assertChangeable(cart: CartRow) {
    // submitted for approval (companies/approvals.ts): the approver places what was asked, not what changed since
    if (cart.held) {
      throw new DomainError('CART_HELD', 'Ce panier attend l’approbation de votre entreprise : il ne peut plus changer avant la décision d’un administrateur.');
    }
    if (!cart.from_quotation_id) return;
    const number = this.db.prepare('SELECT number FROM quotation WHERE id = ?').pluck().get(cart.from_quotation_id) as string;
    throw new DomainError(
      'QUOTATION_CART',
      `Ce panier reprend le devis ${number} accepté : ses lignes et ses prix sont ceux de la proposition. Revenez à votre panier pour ajouter d’autres articles.`,
    );
  }

  touch(cartId: number) {
    const now = this.now();
    this.db.prepare('UPDATE cart SET updated_at = ?, expires_at = ? WHERE id = ?').run(nowIso(now), nowIso(addDays(now, this.config.cartTtlDays)), cartId);
  }

  /**
   * Applies every element or none: each is checked (cart-elements.ts) before anything is written. `ignoreStock`: a
   * saved list's check (a list is a template: stock is checked when it goes to a cart).
   */
  update(cart: CartRow, elements: CartElement[], complementary?: string, { ignoreStock = false }: { ignoreStock?: boolean } = {}) {
    if (cart.status !== 'open') throw new DomainError('CART_CLOSED', 'Ce panier a déjà été commandé ou transformé en devis.');
    this.assertChangeable(cart);
    const { planned, errors, stocked } = planElements(this.db, cart.id, elements);
    if (!ignoreStock) Object.assign(errors, stockErrors(this.db, cart.id, planned, stocked));
    if (Object.keys(errors).length) {
      throw new DomainError('VALIDATION_ERROR', Object.values(errors)[0], { errors });
    }
    this.db.transaction(() => {
      const del = this.db.prepare('DELETE FROM cart_line WHERE cart_id = ? AND product_id = ? AND COALESCE(length_mm, 0) = ? AND schedule_revision_id IS NULL');
      const upsert = this.db.prepare(`INSERT INTO cart_line (cart_id, product_id, quantity, length_mm, asked_amount, asked_unit, position)
        VALUES (?, ?, ?, ?, ?, ?, (SELECT COALESCE(MAX(position), 0) + 1 FROM cart_line WHERE cart_id = ?))
        ON CONFLICT (cart_id, product_id, COALESCE(length_mm, 0), COALESCE(schedule_revision_id, 0))
        DO UPDATE SET quantity = excluded.quantity, asked_amount = excluded.asked_amount, asked_unit = excluded.asked_unit`);
      for (const l of planned) {
        if (l.quantity === 0) del.run(cart.id, l.productId, l.lengthMm ?? 0);
        else upsert.run(cart.id, l.productId, l.quantity, l.lengthMm, l.asked?.amount ?? null, l.asked?.unit ?? null, cart.id);
      }
      if (complementary !== undefined) this.db.prepare('UPDATE cart SET complementary_information = ? WHERE id = ?').run(complementary, cart.id);
      this.touch(cart.id);
    })();
  }

  removeLine(cart: CartRow, lineId: number) {
    if (cart.status !== 'open') throw new DomainError('CART_CLOSED', 'Ce panier a déjà été commandé ou transformé en devis.');
    this.assertChangeable(cart);
    // a schedule goes whole: its lines are one schedule's steel, split by product only to be priced
    const r = this.db
      .prepare(
        `DELETE FROM cart_line WHERE cart_id = ? AND (id = ?
          OR schedule_revision_id = (SELECT schedule_revision_id FROM cart_line WHERE id = ? AND cart_id = ?))`,
      )
      .run(cart.id, lineId, lineId, cart.id);
    if (r.changes === 0) throw new DomainError('NOT_FOUND', 'Cette ligne n’est pas dans votre panier.');
    this.touch(cart.id);
  }

  /**
   * Puts one revision of a schedule in the cart as a line per product with
   * its mass, in place of any revision of the same schedule the cart held.
   */
  putSchedule(cart: CartRow, scheduleId: number, revisionId: number, lines: readonly { productId: number; massG: number }[]) {
    if (cart.status !== 'open') throw new DomainError('CART_CLOSED', 'Ce panier a déjà été commandé ou transformé en devis.');
    this.assertChangeable(cart);
    this.db
      .prepare('DELETE FROM cart_line WHERE cart_id = ? AND schedule_revision_id IN (SELECT id FROM bar_schedule_revision WHERE schedule_id = ?)')
      .run(cart.id, scheduleId);
    const insert = this.db.prepare(`INSERT INTO cart_line (cart_id, product_id, quantity, schedule_revision_id, mass_g, position)
      VALUES (?, ?, 1, ?, ?, (SELECT COALESCE(MAX(position), 0) + 1 FROM cart_line WHERE cart_id = ?))`);
    for (const l of lines) insert.run(cart.id, l.productId, revisionId, l.massG, cart.id);
    this.touch(cart.id);
  }

  /** How much of a product the customer's open carts hold. */
  quantityInCart(customerId: number, productId: number): number {
    return this.db
      .prepare(
        `SELECT COALESCE(SUM(l.quantity), 0) FROM cart_line l JOIN cart c ON c.id = l.cart_id
       WHERE c.customer_id = ? AND c.status = 'open' AND l.product_id = ? AND l.schedule_revision_id IS NULL`,
      )
      .pluck()
      .get(customerId, productId) as number;
  }

  discountOf(cart: CartRow): number {
    if (!cart.customer_id) return 0;
    return (this.db.prepare('SELECT discount_rate FROM customer WHERE id = ?').pluck().get(cart.customer_id) as number) ?? 0;
  }

  /**
   * The lines `elements` would make in a new cart of the customer's, checked
   * as `update` checks them (stock aside) and priced in `plan`; nothing is
   * kept. A product with no price in the plan makes no line.
   */
  preview(customerId: number, plan: Pick<SalesPlanRow, 'id'>, elements: CartElement[]): CartLine[] {
    let lines: CartLine[] = [];
    try {
      this.db.transaction(() => {
        const cart = this.create(customerId);
        this.update(cart, elements, undefined, { ignoreStock: true });
        lines = this.lines(cart, plan, '');
        throw ROLLED_BACK;
      })();
    } catch (error) {
      if (error !== ROLLED_BACK) throw error;
    }
    return lines;
  }

  lines(cart: CartRow, plan: Pick<SalesPlanRow, 'id'>, origin: string): CartLine[] {
    const rows = this.db.prepare(LINES_SQL).all(plan.id, cart.id) as LineRow[];
    const discount = this.discountOf(cart);
    return rows.map((r) => cartLineOf(r, discount, origin));
  }

  view(cart: CartRow, plan: SalesPlanRow, origin: string): CartResponse {
    const fresh = this.db.prepare('SELECT * FROM cart WHERE id = ?').get(cart.id) as CartRow;
    const list = this.lines(fresh, plan, origin);
    const ht = list.reduce((s, l) => s + l.total_ht, 0);
    const threshold = plan.free_shipping_threshold;
    const body: Cart = {
      list,
      amount: amountOf(ht, plan.vat_rate),
      total: list.length,
      quantity: list.reduce((s, l) => s + l.quantity, 0),
      free_shipping: { threshold, remaining: threshold === null ? null : Math.max(0, threshold - ht) },
      complementary_information: fresh.complementary_information,
      ...(fresh.from_quotation_id
        ? { quotation: this.db.prepare('SELECT id, number FROM quotation WHERE id = ?').get(fresh.from_quotation_id) as { id: number; number: string } }
        : {}),
    };
    return { token: fresh.token, expires_at: fresh.customer_id ? nowIso(addDays(this.now(), this.config.cartTtlDays)) : fresh.expires_at, cart: body };
  }
}
