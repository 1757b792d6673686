import type { Cart, CartElement, CartLine, CartResponse } from '@trefima/domain/contract';
import { DomainError } from '../shared/errors';
import { assertSameRequest, requestDigest } from '../shared/request-digest';
import type { SalesPlanRow } from '../site/site';
import { addDays, nowIso } from '../shared/text';
import { amountOf } from '@trefima/domain/money/money';
import { planElements, stockErrors } from './cart-elements';
import { cartLineOf, LINES_SQL, type LineRow } from './cart-lines';
import { CartOwnership, type CartRow } from './cart-ownership';

/** Thrown to undo a transaction whose writes were only a means (`preview`). */
const ROLLED_BACK = Symbol('rolled back');
const KEY_REUSED = 'Cette modification du panier a déjà été envoyée avec d’autres lignes : rechargez la page, puis recommencez.';

/** What is in a cart: its lines written, checked and priced; whose cart it is, cart-ownership.ts. */
export class Carts extends CartOwnership {
  /**
   * Submitted for approval (companies/approvals.ts): the approver places what was asked, not what changed since. Public
   * for what closes a cart besides changing it (a quotation of it, quotations.ts), which would leave the approver
   * nothing to place.
   */
  assertNotHeld(cart: CartRow) {
    if (cart.held) {
      throw new DomainError('CART_HELD', 'Ce panier attend l’approbation de votre entreprise : il ne peut plus changer avant la décision d’un administrateur.');
    }
  }

  /** A quotation's cart keeps the accepted proposal: what the buyer wants besides goes in his own cart. */
  private assertChangeable(cart: CartRow) {
    this.assertNotHeld(cart);
    if (!cart.from_quotation_id) return;
    const number = this.db.prepare('SELECT number FROM quotation WHERE id = ?').pluck().get(cart.from_quotation_id) as string;
    throw new DomainError(
      'QUOTATION_CART',
      `Ce panier reprend le devis ${number} accepté : ses lignes et ses prix sont ceux de la proposition. Revenez à votre panier pour ajouter d’autres articles.`,
    );
  }

  /**
   * Applies every element or none: each is checked (cart-elements.ts) before anything is written. `ignoreStock`: a
   * saved list's check (a list is a template: stock is checked when it goes to a cart).
   */
  /**
   * `requestKey`, the client's name for this change (forms/request-key.ts): made once in a cart. Sent again, its answer
   * lost on the way, it changes nothing: an addition is not made twice, nor refused for the stock it took.
   */
  update(
    cart: CartRow,
    elements: CartElement[],
    complementary?: string,
    { ignoreStock = false, requestKey }: { ignoreStock?: boolean; requestKey?: string } = {},
  ) {
    if (cart.status !== 'open') throw new DomainError('CART_CLOSED', 'Ce panier a déjà été commandé ou transformé en devis.');
    this.assertChangeable(cart);
    const digest = requestDigest(['cart', elements, complementary ?? null]);
    if (requestKey && this.requestMade(cart, requestKey, digest)) return;
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
      if (requestKey) this.noteRequest(cart, requestKey, digest);
      this.touch(cart.id);
    })();
  }

  /**
   * `POST /cart/update`: the cart a change goes to, made for it if there is none, and the change, in one transaction: a
   * change refused makes no cart. A change to a line shown is that line's cart's; an addition goes to the cart the
   * buyer goes on with (`current`: not one held for approval).
   */
  change(token: string | undefined, customerId: number | null, elements: CartElement[], complementary?: string, requestKey?: string): CartRow {
    const lineChange = elements.some((e) => e.line_id !== undefined) || complementary !== undefined;
    return this.db.transaction(() => {
      const cart = lineChange ? this.resolve(token, customerId, { create: true })! : this.current(token, customerId, { create: true })!;
      this.update(cart, elements, complementary, { requestKey });
      return cart;
    })();
  }

  /**
   * Whether the change the client named `key` was made in this cart (its answer lost on the way); another change under
   * that key (`digest`, what it asks: `requestDigest`) is refused, not answered as the first and lost.
   */
  requestMade(cart: CartRow, key: string, digest: string) {
    const kept = this.db.prepare('SELECT request_digest FROM cart_request WHERE cart_id = ? AND request_key = ?').get(cart.id, key) as
      { request_digest: string | null } | undefined;
    if (kept === undefined) return false;
    assertSameRequest(kept.request_digest, digest, KEY_REUSED);
    return true;
  }

  /** The change named `key` made in this cart: in the transaction that makes it. */
  noteRequest(cart: CartRow, key: string, digest: string) {
    this.db
      .prepare('INSERT INTO cart_request (cart_id, request_key, request_digest, created_at) VALUES (?, ?, ?, ?)')
      .run(cart.id, key, digest, nowIso(this.now()));
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

  /** The delivery price the accepted proposal of a quotation's cart agreed (cents HT, 0 when included), or null when it said nothing of it. */
  agreedDelivery(cart: Pick<CartRow, 'from_quotation_id'>): number | null {
    if (!cart.from_quotation_id) return null;
    const last = this.db
      .prepare('SELECT delivery_ht FROM quotation_proposal WHERE quotation_id = ? ORDER BY revision DESC LIMIT 1')
      .pluck()
      .get(cart.from_quotation_id);
    return (last as number | null | undefined) ?? null;
  }

  /**
   * The free delivery the cart page promises is the one checkout grants (carrierPrice, domain/orders/checkout.ts): a
   * carrier's own threshold, named, since the crane's never is; none where a proposal fixed the delivery's price.
   */
  private freeShipping(cart: CartRow, plan: Pick<SalesPlanRow, 'id'>, ht: number): Cart['free_shipping'] {
    const offer =
      this.agreedDelivery(cart) === null
        ? (this.db
            .prepare(
              `SELECT c.name, cp.free_threshold AS threshold FROM carrier c JOIN carrier_price cp ON cp.carrier_id = c.id AND cp.sales_plan_id = ?
              WHERE cp.price_ht > 0 AND cp.free_threshold IS NOT NULL ORDER BY cp.free_threshold, c.position, c.id LIMIT 1`,
            )
            .get(plan.id) as { name: string; threshold: number } | undefined)
        : undefined;
    return offer
      ? { threshold: offer.threshold, remaining: Math.max(0, offer.threshold - ht), carrier: offer.name }
      : { threshold: null, remaining: null, carrier: null };
  }

  /**
   * The cart as the contract gives it, in the territory of the page that asks; an accepted quotation's cart in its
   * quotation's, where alone it may be ordered (orders/order-checks.ts), whichever territory's page reads or changes it.
   */
  view(cart: CartRow, asked: SalesPlanRow, origin: string): CartResponse {
    const fresh = this.db.prepare('SELECT * FROM cart WHERE id = ?').get(cart.id) as CartRow;
    const plan = fresh.from_quotation_id
      ? ((this.db.prepare('SELECT p.* FROM sales_plan p JOIN quotation q ON q.sales_plan_id = p.id WHERE q.id = ?').get(fresh.from_quotation_id) as
          SalesPlanRow | undefined) ?? asked)
      : asked;
    const list = this.lines(fresh, plan, origin);
    const ht = list.reduce((s, l) => s + l.total_ht, 0);
    const body: Cart = {
      list,
      amount: amountOf(ht, plan.vat_rate),
      total: list.length,
      quantity: list.reduce((s, l) => s + l.quantity, 0),
      free_shipping: this.freeShipping(fresh, plan, ht),
      complementary_information: fresh.complementary_information,
      ...(fresh.from_quotation_id
        ? { quotation: this.db.prepare('SELECT id, number FROM quotation WHERE id = ?').get(fresh.from_quotation_id) as { id: number; number: string } }
        : {}),
    };
    return { token: fresh.token, expires_at: fresh.customer_id ? nowIso(addDays(this.now(), this.config.cartTtlDays)) : fresh.expires_at, cart: body };
  }
}
