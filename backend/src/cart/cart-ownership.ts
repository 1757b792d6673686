import { randomBytes } from 'node:crypto';
import type { Config } from '../config';
import type { Db } from '../db';
import { DomainError } from '../shared/errors';
import { addDays, nowIso } from '../shared/text';

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

const expired = () => new DomainError('CART_EXPIRED', 'Votre panier a expiré ou n’existe plus.');

/**
 * Whose cart a request works on: found by its token or its customer, made when asked, given to the customer who signs
 * in with it, given back after a refused approval. What is in a cart is carts.ts's.
 */
export class CartOwnership {
  constructor(
    protected db: Db,
    protected config: Config,
    protected now: () => number,
  ) {}

  protected byToken(token: string) {
    return this.db.prepare('SELECT * FROM cart WHERE token = ?').get(token) as CartRow | undefined;
  }

  protected openOf(customerId: number) {
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
   * to the same account, which still holds its token), or held for his
   * company's approval, is left for his open cart, or a new one. Read, it
   * showed lines no longer his to change, and every addition to it was
   * refused: a foreman whose request waited could buy nothing else. A change
   * to one of its lines (a page shown before) still works on it, and is
   * refused (CART_CLOSED, CART_HELD).
   */
  current(token: string | undefined, customerId: number | null, { create = false } = {}): CartRow | null {
    const cart = this.resolve(token, customerId, { create });
    if (!cart || cart.customer_id === null || (cart.status === 'open' && !cart.held)) return cart;
    // openOf puts a cart he can change before a held one
    const other = this.openOf(cart.customer_id);
    return other && !other.held ? other : create ? this.create(cart.customer_id) : null;
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
   * browser holds and his next sign-in finds (openOf: the latest changed). Without such a cart, or when the refused one
   * is an accepted quotation's, the refused one is his cart again as it was. Inside the refusal's transaction; the cart that has its lines now, or null.
   */
  giveBack(refusedCartId: number): CartRow | null {
    const refused = this.db.prepare('SELECT * FROM cart WHERE id = ?').get(refusedCartId) as CartRow | undefined;
    // an accepted quotation's cart is that quotation's, at its proposed prices: thawed, never merged into a cart at list prices
    if (!refused || refused.customer_id === null || refused.status !== 'open' || refused.from_quotation_id !== null) return null;
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

  touch(cartId: number) {
    const now = this.now();
    this.db.prepare('UPDATE cart SET updated_at = ?, expires_at = ? WHERE id = ?').run(nowIso(now), nowIso(addDays(now, this.config.cartTtlDays)), cartId);
  }
}
