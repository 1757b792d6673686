import type { Approval } from '@trefima/domain/companies/contract';
import type { ApprovalReason } from '@trefima/domain/companies/approval';
import { can, refusal } from '@trefima/domain/companies/roles';
import { needsApproval } from '@trefima/domain/companies/approval';
import type { Address, Order } from '@trefima/domain/contract';
import type { Db } from '../db';
import type { Carts } from '../cart/carts';
import type { CartRow } from '../cart/cart-ownership';
import type { Mailer } from '../mail/mailer';
import type { OrderInput, Orders } from '../orders/orders';
import type { SalesPlanRow, Site } from '../site/site';
import { DomainError, missing } from '../shared/errors';
import { euros } from '../orders/order-mail';
import { nowIso } from '../shared/text';
import { toAddress } from '../customers/customers';
import { forbidden, type Companies } from './companies';
import { addressChanged, moved } from './approval-obstacles';
import type { TimeZone } from '@trefima/domain/calendar/time-zones';
import type { CompanyCheckout } from './company-checkout';

const OWN_REQUEST =
  'Vous ne pouvez pas approuver votre propre demande : elle attend la décision d’un autre administrateur de votre entreprise. ' +
  'Pour passer cette commande vous-même, refusez-la (ses articles reviennent dans votre panier), puis commandez directement : vos commandes n’ont pas besoin d’approbation.';

/** A refused request's cart, once given back: whether its requester can change it again. */
type CartState = Pick<CartRow, 'status' | 'quotation_id' | 'from_quotation_id'> & { from_number: string | null };

interface ApprovalRow {
  id: number;
  company_id: number;
  cart_id: number;
  requested_by: number;
  sales_plan_id: number;
  request: string;
  amount_ht: number;
  amount_ttc: number;
  reasons: string;
  status: Approval['status'];
  decided_by: number | null;
  decided_at: string | null;
  refusal_reason: string | null;
  order_id: number | null;
  created_at: string;
  lines: string;
  job_site: string | null;
  /** JSON: the addresses as they were asked (customers' Address), the approver's to read and placing's to compare */
  delivery_address: string | null;
  billing_address: string | null;
}

export interface ApprovalsDeps {
  db: Db;
  now: () => number;
  companies: Companies;
  orders: Pick<Orders, 'prepare' | 'place'>;
  /** the company's credit on account, checked when a request is submitted as when it is placed */
  credit: Pick<CompanyCheckout, 'assertCredit'>;
  /** a refused request's lines given back to the cart its requester went on with meanwhile (cart/cart-ownership.ts) */
  carts: Pick<Carts, 'giveBack'>;
  site: Pick<Site, 'planById'>;
  mailer: Mailer;
  siteUrl: string;
  timeZoneOf: (salesPlanId: number) => TimeZone;
}

/**
 * Orders a company holds for approval (issue 46). Submitting checks the
 * order as placing it would and freezes its cart; approving places it with
 * the same request, checked again then (stock, prices, credit), in the
 * requester's name; refusing needs a reason. An approver's claim (`en_cours`)
 * is taken by one conditional update: two approvers at once give one order.
 */
export class Approvals {
  constructor(private d: ApprovalsDeps) {}

  /** `created` false: the request that waits for this cart with these very choices (sent again, its answer lost), as made. */
  submit(customerId: number, input: OrderInput, plan: SalesPlanRow): { approval: Approval; created: boolean } {
    const { db, companies } = this.d;
    const m = companies.requireMember(customerId);
    const refused = refusal(m.role, 'orders.submit_for_approval');
    if (refused) throw forbidden(refused);
    const waiting = this.waitingFor(customerId, input, plan);
    if (waiting !== undefined) return { approval: this.one(m.companyId, waiting), created: false };
    const { cart, lines, amount, terms, delivery, billing, payment } = this.d.orders.prepare(customerId, input, plan);
    this.d.credit.assertCredit(customerId, { amount, paymentCode: payment.code });
    const need = needsApproval({
      role: m.role,
      personId: String(customerId),
      amountHtCents: amount.ht,
      rules: companies.rules(m.companyId),
      spentThisMonthHtCents: companies.spentThisMonth(customerId, this.d.timeZoneOf(m.salesPlanId)),
    });
    // asked by choice (no rule holds it), the approver still reads why: because the buyer asked
    const reasons: ApprovalReason[] = need.required ? need.reasons : [];
    const snapshot = lines.map((l) => ({ name: l.name, reference: l.reference, quantity: l.quantity, total_ht: l.total_ht }));
    const at = nowIso(this.d.now());
    const id = db.transaction(() => {
      const held = db.prepare('UPDATE cart SET held = 1 WHERE id = ? AND held = 0').run(cart.id).changes;
      if (!held) throw new DomainError('CART_HELD', 'Cette commande attend déjà l’approbation de votre entreprise.');
      // a refused request of this cart stays beside this one, the approvers' record (032-approval-history.sql)
      return Number(
        db
          .prepare(
            `INSERT INTO order_approval (company_id, cart_id, requested_by, sales_plan_id, request, amount_ht, amount_ttc, reasons, created_at, lines, job_site,
             delivery_address, billing_address) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(
            m.companyId,
            cart.id,
            customerId,
            plan.id,
            JSON.stringify(input),
            amount.ht,
            amount.ttc,
            JSON.stringify(reasons),
            at,
            JSON.stringify(snapshot),
            terms.site?.name ?? null,
            JSON.stringify(toAddress(delivery)),
            JSON.stringify(toAddress(billing)),
          ).lastInsertRowid,
      );
    })();
    const approval = this.one(m.companyId, id);
    this.tellApprovers(m.companyId, approval);
    return { approval, created: true };
  }

  /**
   * The requester's own request that waits for this cart, asked with the same choices in the same territory: a
   * submission is one to a cart, as an order is (orders/cart-ordered.ts). Other choices are refused by the held cart.
   */
  private waitingFor(customerId: number, input: OrderInput, plan: SalesPlanRow): number | undefined {
    return this.d.db
      .prepare(
        `SELECT a.id FROM order_approval a JOIN cart c ON c.id = a.cart_id
        WHERE c.token = ? AND a.requested_by = ? AND a.sales_plan_id = ? AND a.status = 'en_attente' AND a.request = ?`,
      )
      .pluck()
      .get(input.cart_token, customerId, plan.id, JSON.stringify(input)) as number | undefined;
  }

  /** The approvers see the company's; the others, what they asked themselves. */
  list(customerId: number, status?: 'en_attente' | 'approuvee' | 'refusee'): Approval[] {
    const m = this.d.companies.requireMember(customerId);
    const everyone = can(m.role, 'orders.approve');
    const where = ['company_id = ?', ...(everyone ? [] : ['requested_by = ?']), ...(status ? ['status = ?'] : [])].join(' AND ');
    const params = [m.companyId, ...(everyone ? [] : [customerId]), ...(status ? [status === 'en_attente' ? 'en_attente' : status] : [])];
    const rows = this.d.db.prepare(`SELECT * FROM order_approval WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT 200`).all(...params) as ApprovalRow[];
    return rows.map((r) => this.toApproval(r));
  }

  async approve(approverId: number, id: number): Promise<Order> {
    const { db, companies } = this.d;
    const m = companies.requireMember(approverId);
    const refused = refusal(m.role, 'orders.approve');
    if (refused) throw forbidden(refused);
    const row = this.row(m.companyId, id);
    // approving is a second person's word on the spending (domain/companies/roles.ts): an administrator who asked it waits for another
    if (row.requested_by === approverId) throw forbidden(OWN_REQUEST);
    const claimed = db
      .prepare("UPDATE order_approval SET status = 'en_cours', decided_by = ? WHERE id = ? AND status = 'en_attente'")
      .run(approverId, id).changes;
    if (!claimed) throw this.decided(row.id, m.companyId);
    const plan = this.d.site.planById(row.sales_plan_id)!;
    // the cart thaws for the placing only: should it fail, the request waits again as it was
    db.prepare('UPDATE cart SET held = 0 WHERE id = ?').run(row.cart_id);
    let order: Order;
    try {
      // placed at the amounts the approver read, whatever the request carried: a price changed meanwhile and it waits
      const input = { ...(JSON.parse(row.request) as OrderInput), expected_amount: { ht: row.amount_ht, ttc: row.amount_ttc } };
      // the addresses as placing reads them, with no await before it places: the ones the approver read, or it waits
      const { delivery, billing } = this.d.orders.prepare(row.requested_by, input, plan);
      const changed = addressChanged(this.addresses(row), { delivery: toAddress(delivery), billing: toAddress(billing) });
      if (changed) throw changed;
      order = (await this.d.orders.place(row.requested_by, input, plan, { approvedBy: approverId })).order;
    } catch (e) {
      db.prepare('UPDATE cart SET held = 1 WHERE id = ?').run(row.cart_id);
      db.prepare("UPDATE order_approval SET status = 'en_attente', decided_by = NULL WHERE id = ? AND status = 'en_cours'").run(id);
      throw moved(e, { name: companies.nameOf(row.requested_by)!, role: companies.member(row.requested_by)?.role ?? null });
    }
    db.prepare("UPDATE order_approval SET status = 'approuvee', decided_at = ?, order_id = ? WHERE id = ?").run(nowIso(this.d.now()), order.id, id);
    const requester = this.person(row.requested_by);
    const by = companies.nameOf(approverId)!;
    this.d.mailer.send(
      requester.email,
      `Commande ${order.number} approuvée`,
      `Bonjour ${requester.first_name},\n\n${by} a approuvé votre commande de ${euros(row.amount_ht)} : elle est passée sous le numéro ${order.number}.\n` +
        `Suivez-la dans votre espace : ${this.d.siteUrl}/mes-commandes\n\nL’équipe Trefima`,
    );
    return order;
  }

  refuse(approverId: number, id: number, reason: string): Approval {
    const { db, companies } = this.d;
    const m = companies.requireMember(approverId);
    const refused = refusal(m.role, 'orders.approve');
    if (refused) throw forbidden(refused);
    const row = this.row(m.companyId, id);
    const done = db.transaction(() => {
      const changed = db
        .prepare("UPDATE order_approval SET status = 'refusee', decided_by = ?, decided_at = ?, refusal_reason = ? WHERE id = ? AND status = 'en_attente'")
        .run(approverId, nowIso(this.d.now()), reason, id).changes;
      if (!changed) return null;
      // the requester may change his cart and submit it again; or, gone on with another, finds the request's lines there
      db.prepare('UPDATE cart SET held = 0 WHERE id = ?').run(row.cart_id);
      const joined = this.d.carts.giveBack(row.cart_id) !== null;
      const cart = db
        .prepare(
          'SELECT c.status, c.quotation_id, c.from_quotation_id, q.number AS from_number FROM cart c LEFT JOIN quotation q ON q.id = c.from_quotation_id WHERE c.id = ?',
        )
        .get(row.cart_id) as CartState;
      return { joined, cart };
    })();
    if (!done) throw this.decided(id, m.companyId);
    const requester = this.person(row.requested_by);
    this.d.mailer.send(
      requester.email,
      'Votre demande de commande a été refusée',
      `Bonjour ${requester.first_name},\n\n${companies.nameOf(approverId)} a refusé votre demande de commande de ${euros(row.amount_ht)}.\nMotif : ${reason}\n\n` +
        this.whereTheLinesAre(done.joined, done.cart) +
        '\n\nL’équipe Trefima',
    );
    return this.one(m.companyId, id);
  }

  /**
   * What the refusal mail tells of the request's cart: only an open one can change again. A request's cart closed
   * meanwhile (turned into a quotation before a held cart's was refused, quotations.ts) is said as it is, not promised
   * modifiable.
   */
  private whereTheLinesAre(joined: boolean, cart: CartState): string {
    const { siteUrl } = this.d;
    if (joined) return `Les articles de votre demande sont de retour dans votre panier, avec ceux que vous y avez mis depuis : ${siteUrl}/panier`;
    if (cart.status === 'open' && cart.from_quotation_id) {
      return `Le devis ${cart.from_number} accepté reste à commander, aux prix proposés : ${siteUrl}/mes-devis/${cart.from_quotation_id}`;
    }
    if (cart.status === 'open') return `Votre panier est de nouveau modifiable : ${siteUrl}/panier`;
    if (cart.status === 'quoted' && cart.quotation_id) {
      return `Le panier de cette demande a entre-temps été transformé en devis, que vous retrouvez dans vos devis : ${siteUrl}/mes-devis/${cart.quotation_id}`;
    }
    return `Le panier de cette demande n’est plus modifiable (il a été commandé ou transformé en devis entre-temps) : composez un nouveau panier si besoin : ${siteUrl}/panier`;
  }

  private row(companyId: number, id: number): ApprovalRow {
    const r = this.d.db.prepare('SELECT * FROM order_approval WHERE id = ? AND company_id = ?').get(id, companyId) as ApprovalRow | undefined;
    if (!r) throw missing('Cette demande d’approbation');
    return r;
  }

  one(companyId: number, id: number): Approval {
    return this.toApproval(this.row(companyId, id));
  }

  /** Why an approver's decision comes too late: someone decided first. */
  private decided(id: number, companyId: number): DomainError {
    const a = this.one(companyId, id);
    const message =
      a.status === 'approuvee'
        ? `Cette commande a déjà été approuvée par ${a.decided_by}${a.order_number ? ` (commande ${a.order_number})` : ''}.`
        : a.status === 'refusee'
          ? `Cette demande a déjà été refusée par ${a.decided_by}.`
          : `${a.decided_by} est en train d’approuver cette commande.`;
    return new DomainError('APPROVAL_STATE', message);
  }

  private addresses(r: ApprovalRow) {
    const parse = (json: string | null) => (json === null ? null : (JSON.parse(json) as Address));
    return { delivery: parse(r.delivery_address), billing: parse(r.billing_address) };
  }

  private person(id: number) {
    return this.d.db.prepare('SELECT email, first_name FROM customer WHERE id = ?').get(id) as { email: string; first_name: string };
  }

  private tellApprovers(companyId: number, a: Approval) {
    const approvers = this.d.db
      .prepare("SELECT email, first_name FROM customer WHERE company_id = ? AND company_role = 'administrateur' AND removed_at IS NULL")
      .all(companyId) as { email: string; first_name: string }[];
    const why = a.reasons.length ? a.reasons.map((r) => `- ${r.message}`).join('\n') : '- Demandée par son auteur.';
    for (const p of approvers) {
      this.d.mailer.send(
        p.email,
        `Commande à approuver : ${a.requested_by}, ${euros(a.amount_ht_cents)}`,
        `Bonjour ${p.first_name},\n\n${a.requested_by} soumet une commande de ${euros(a.amount_ht_cents)} à votre approbation${a.job_site ? ` (chantier ${a.job_site})` : ''}.\n${why}\n\n` +
          `Approuvez-la ou refusez-la : ${this.d.siteUrl}/mon-compte/a-approuver\n\nL’équipe Trefima`,
      );
    }
  }

  /** The delivery the request asked: its carrier, and what the amount holds beyond the lines (the price checkout gave it). */
  private shippingOf(r: ApprovalRow, lines: Approval['lines']): Approval['shipping'] {
    const { carrier_id } = JSON.parse(r.request) as { carrier_id: number };
    const carrier = this.d.db.prepare('SELECT name FROM carrier WHERE id = ?').pluck().get(carrier_id) as string | undefined;
    return carrier === undefined ? null : { carrier, ht_cents: r.amount_ht - lines.reduce((sum, l) => sum + l.total_ht, 0) };
  }

  private toApproval(r: ApprovalRow): Approval {
    const name = (id: number | null) => this.d.companies.nameOf(id);
    const lines = JSON.parse(r.lines) as Approval['lines'];
    const orderNumber = r.order_id ? (this.d.db.prepare('SELECT number FROM "order" WHERE id = ?').pluck().get(r.order_id) as string) : null;
    return {
      id: r.id,
      status: r.status,
      requested_by: name(r.requested_by)!,
      requested_by_id: r.requested_by,
      created_at: r.created_at,
      amount_ht_cents: r.amount_ht,
      amount_ttc_cents: r.amount_ttc,
      reasons: JSON.parse(r.reasons) as ApprovalReason[],
      lines,
      shipping: this.shippingOf(r, lines),
      job_site: r.job_site,
      delivery_address: this.addresses(r).delivery,
      decided_by: name(r.decided_by),
      decided_at: r.decided_at,
      refusal_reason: r.refusal_reason,
      order_number: orderNumber,
      time_zone: this.d.timeZoneOf(r.sales_plan_id),
    };
  }
}
