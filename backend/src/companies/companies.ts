import { can, COMPANY_ACTIONS, isCompanyRole, refusal, roleInSentence, type CompanyAction, type CompanyRole } from '@trefima/domain/companies/roles';
import { mayPayOrder } from '@trefima/domain/payments/who-pays';
import { monthWindow, type ApprovalRules } from '@trefima/domain/companies/approval';
import type { FormerPerson, Person } from '@trefima/domain/companies/contract';
import type { TimeZone } from '@trefima/domain/calendar/time-zones';
import type { Db } from '../db';
import { DomainError, missing } from '../shared/errors';
import { byIdOrNumber } from '../shared/id-or-number';
import { cartHeir } from './cart-heir';

/** A person of a company, as the guard and the services read him. */
export interface Member {
  customerId: number;
  companyId: number;
  role: CompanyRole;
  salesPlanId: number;
}

export interface CompanyRow {
  id: number;
  name: string;
  siret: string | null;
  credit_limit_cents: number | null;
  payment_terms: '30_jours_fin_de_mois' | 'a_reception' | '45_jours_fin_de_mois';
  approval_threshold_ht_cents: number | null;
  roles_always_approved: string;
}

interface PersonRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  company_role: string;
  monthly_limit_ht_cents: number | null;
  sales_plan_id: number;
}

/** A territory's time zone, by its sales plan: a person's month is counted on his own territory's clock, as his orders' rule counts it. */
type ZoneOf = (salesPlanId: number) => TimeZone;

/** Orders that count against a monthly limit: every one placed and not cancelled (one waiting for its card is spending committed). */
const SPENDING = `status != 'annulee'`;

/** The actions only a company has: a private buyer asking them is told they are the professionals'. */
const COMPANY_ONLY: readonly CompanyAction[] = ['people.manage', 'rules.manage', 'orders.approve', 'statement.read'];

export const forbidden = (message: string) => new DomainError('FORBIDDEN_ROLE', message);

/**
 * The companies, their people and their rules (issue 46). A person belongs to
 * one company; one removed keeps his row, the author of what he did, and can
 * no longer sign in. Every query here is scoped by the caller's company: an id
 * of another company's person is not found, never forbidden.
 */
export class Companies {
  private memberOf;

  constructor(
    private db: Db,
    private now: () => number,
  ) {
    this.memberOf = db.prepare(
      'SELECT id AS customerId, company_id AS companyId, company_role AS role, sales_plan_id AS salesPlanId FROM customer WHERE id = ? AND company_id IS NOT NULL AND removed_at IS NULL',
    );
  }

  /** The caller's membership, or null for a private buyer (who has no company and is guarded as before). */
  member(customerId: number): Member | null {
    const m = this.memberOf.get(customerId) as Member | undefined;
    return m && isCompanyRole(m.role) ? m : null;
  }

  /** The caller's membership; a private buyer asking a company call is told the calls are the companies'. */
  requireMember(customerId: number): Member {
    const m = this.member(customerId);
    if (!m) throw forbidden('Cette fonction est réservée aux comptes professionnels, qui achètent au nom de leur entreprise.');
    return m;
  }

  /**
   * Throws the role's French refusal (403) unless it may do `action`, said as
   * `sayAs`'s when given; a private buyer, outside any company, may do what
   * his account does, but the company's own calls (`people.manage`…), which
   * are told to him as the professionals'. `ownRow`: whether the call is on
   * a row of his own that the role may act on all the same (guarded-calls.ts),
   * asked only of a role refused.
   */
  assertCan(customerId: number, action: CompanyAction, sayAs: CompanyAction = action, ownRow?: (m: Member) => boolean): Member | null {
    const m = this.member(customerId);
    if (!m) {
      if (COMPANY_ONLY.includes(action)) this.requireMember(customerId);
      return null;
    }
    if (!can(m.role, action) && !ownRow?.(m)) throw forbidden(refusal(m.role, sayAs) ?? refusal(m.role, action)!);
    return m;
  }

  /**
   * Whether `m` pays by card an order an administrator approved for him: placed
   * in his name, mailed to him to pay (orders/orders.ts), by a role that
   * submits what it may not place (the foreman). The approver decided the
   * spending; paying it is not deciding. Any other order stays the matrix's,
   * and the accountant, who submits nothing, pays no order: the rule the site
   * offers the button by (domain/payments/who-pays.ts).
   */
  paysApprovedOrder(m: Member, idOrNumber: string): boolean {
    const order = this.db.prepare('SELECT customer_id, approved_by FROM "order" WHERE id = ? OR number = ?').get(...byIdOrNumber(idOrNumber)) as
      { customer_id: number; approved_by: string | null } | undefined;
    return order !== undefined && mayPayOrder({ role: m.role, placedIt: order.customer_id === m.customerId, approved: order.approved_by !== null });
  }

  permissions(role: CompanyRole): CompanyAction[] {
    return COMPANY_ACTIONS.filter((a) => can(role, a));
  }

  company(companyId: number): CompanyRow {
    return this.db.prepare('SELECT * FROM company WHERE id = ?').get(companyId) as CompanyRow;
  }

  rules(companyId: number): ApprovalRules {
    const c = this.company(companyId);
    const limits = this.db
      .prepare('SELECT id, monthly_limit_ht_cents FROM customer WHERE company_id = ? AND removed_at IS NULL AND monthly_limit_ht_cents IS NOT NULL')
      .all(companyId) as { id: number; monthly_limit_ht_cents: number }[];
    return {
      thresholdHtCents: c.approval_threshold_ht_cents,
      rolesAlwaysApproved: (JSON.parse(c.roles_always_approved) as string[]).filter(isCompanyRole),
      monthlyLimitsHtCents: Object.fromEntries(limits.map((l) => [String(l.id), l.monthly_limit_ht_cents])),
    };
  }

  setRules(companyId: number, rules: { threshold_ht_cents: number | null; roles_always_approved: CompanyRole[] }) {
    this.db
      .prepare('UPDATE company SET approval_threshold_ht_cents = ?, roles_always_approved = ? WHERE id = ?')
      .run(rules.threshold_ht_cents, JSON.stringify([...new Set(rules.roles_always_approved)]), companyId);
  }

  /** What a person's orders add up to this month (HT, goods and delivery), on his territory's clock. */
  spentThisMonth(customerId: number, timeZone: TimeZone): number {
    const { start, end } = monthWindow(this.now(), timeZone);
    return this.db
      .prepare(`SELECT COALESCE(SUM(amount_ht + shipping_ht), 0) FROM "order" WHERE customer_id = ? AND created_at >= ? AND created_at < ? AND ${SPENDING}`)
      .pluck()
      .get(customerId, start, end) as number;
  }

  people(companyId: number, zoneOf: ZoneOf): Person[] {
    const rows = this.db
      .prepare(
        `SELECT id, email, first_name, last_name, company_role, monthly_limit_ht_cents, sales_plan_id FROM customer
         WHERE company_id = ? AND removed_at IS NULL ORDER BY last_name, first_name, id`,
      )
      .all(companyId) as PersonRow[];
    return rows.map((r) => this.personOf(r, zoneOf));
  }

  /** Who left the company, by name as the people are. */
  formerPeople(companyId: number): FormerPerson[] {
    return this.db
      .prepare(
        `SELECT id, first_name, last_name, removed_at AS left_at FROM customer
         WHERE company_id = ? AND removed_at IS NOT NULL ORDER BY last_name, first_name, id`,
      )
      .all(companyId) as FormerPerson[];
  }

  person(companyId: number, personId: number, zoneOf: ZoneOf): Person {
    const r = this.db
      .prepare(
        'SELECT id, email, first_name, last_name, company_role, monthly_limit_ht_cents, sales_plan_id FROM customer WHERE id = ? AND company_id = ? AND removed_at IS NULL',
      )
      .get(personId, companyId) as PersonRow | undefined;
    if (!r) throw missing('Cette personne');
    return this.personOf(r, zoneOf);
  }

  private personOf(r: PersonRow, zoneOf: ZoneOf): Person {
    return {
      id: r.id,
      email: r.email,
      first_name: r.first_name,
      last_name: r.last_name,
      role: r.company_role as CompanyRole,
      monthly_limit_ht_cents: r.monthly_limit_ht_cents,
      spent_this_month_ht_cents: this.spentThisMonth(r.id, zoneOf(r.sales_plan_id)),
    };
  }

  /**
   * Changes a person's role or limit. A company always keeps an
   * administrator: the last one cannot step down, or nobody could approve.
   * One who is no longer administrator loses his pending invitations; one
   * whose new role submits no order, his pending requests (`by` refuses them).
   * `roleChanged`: the caller ends his sessions, as for a removal.
   */
  updatePerson(
    companyId: number,
    personId: number,
    patch: { role?: CompanyRole; monthly_limit_ht_cents?: number | null },
    zoneOf: ZoneOf,
    by: number,
  ): { person: Person; roleChanged: boolean } {
    const before = this.person(companyId, personId, zoneOf);
    this.db.transaction(() => {
      if (patch.role !== undefined && patch.role !== 'administrateur' && before.role === 'administrateur') this.keepAnAdministrator(companyId, personId);
      if (patch.role !== undefined) this.db.prepare('UPDATE customer SET company_role = ? WHERE id = ?').run(patch.role, personId);
      if (patch.role !== undefined && patch.role !== 'administrateur') this.cancelInvitationsBy(companyId, personId);
      // approving places the order in his name, which his new role may not do (company-checkout.ts): nothing of his waits in vain
      if (patch.role !== undefined && !can(patch.role, 'orders.submit_for_approval')) {
        this.refuseRequestsOf(personId, by, `Le demandeur est désormais ${roleInSentence(patch.role)} : ce rôle ne permet pas de commander.`);
      }
      if (patch.monthly_limit_ht_cents !== undefined)
        this.db.prepare('UPDATE customer SET monthly_limit_ht_cents = ? WHERE id = ?').run(patch.monthly_limit_ht_cents, personId);
    })();
    return { person: this.person(companyId, personId, zoneOf), roleChanged: patch.role !== undefined && patch.role !== before.role };
  }

  /**
   * Removes a person: he can no longer sign in (sessions.ts reads `removed_at`);
   * the caller ends his sessions. His pending invitations are cancelled.
   */
  remove(companyId: number, personId: number, by: number) {
    if (personId === by) throw forbidden('Vous ne pouvez pas vous retirer vous-même de l’entreprise : demandez-le à un autre administrateur.');
    const row = this.db.prepare('SELECT company_role FROM customer WHERE id = ? AND company_id = ? AND removed_at IS NULL').get(personId, companyId) as
      { company_role: string } | undefined;
    if (!row) throw missing('Cette personne');
    this.db.transaction(() => {
      if (row.company_role === 'administrateur') this.keepAnAdministrator(companyId, personId);
      this.db.prepare('UPDATE customer SET removed_at = ? WHERE id = ?').run(new Date(this.now()).toISOString(), personId);
      this.refuseRequestsOf(personId, by, 'Le demandeur a été retiré de l’entreprise.');
      this.cancelInvitationsBy(companyId, personId);
    })();
  }

  /**
   * What a person had submitted and can no longer be placed in his name (removed, or a role that does not order):
   * refused by `by` with `reason`, kept for the record, his cart thawed; the carts of quotations he accepted, `by`'s
   * (another administrator's when `by` is he).
   */
  private refuseRequestsOf(personId: number, by: number, reason: string) {
    this.db
      .prepare(
        "UPDATE order_approval SET status = 'refusee', decided_by = ?, decided_at = ?, refusal_reason = ? WHERE requested_by = ? AND status = 'en_attente'",
      )
      .run(by, new Date(this.now()).toISOString(), reason, personId);
    this.db.prepare('UPDATE cart SET held = 0 WHERE customer_id = ? AND held = 1').run(personId);
    // the quotations he accepted and did not order: their carts to whoever may order them (cart-heir.ts)
    this.db
      .prepare(
        `UPDATE cart SET customer_id = ? WHERE customer_id = ? AND status = 'open'
        AND from_quotation_id IN (SELECT id FROM quotation WHERE status = 'acceptee' AND order_id IS NULL)`,
      )
      .run(cartHeir(this.db, personId, by), personId);
  }

  /**
   * Cancels the pending invitations a person sent, as an administrator's
   * cancellation does (invitations.ts revoke): they spoke for him as
   * administrator, and one he sent to a second address of his own as
   * administrator would otherwise bring him back once removed or demoted.
   * Expired ones stay expired, as their history says.
   */
  private cancelInvitationsBy(companyId: number, personId: number) {
    const at = new Date(this.now()).toISOString();
    this.db
      .prepare(
        'UPDATE company_invitation SET revoked_at = ? WHERE company_id = ? AND invited_by = ? AND accepted_at IS NULL AND revoked_at IS NULL AND expires_at > ?',
      )
      .run(at, companyId, personId, at);
  }

  private keepAnAdministrator(companyId: number, leaving: number) {
    const others = this.db
      .prepare("SELECT COUNT(*) FROM customer WHERE company_id = ? AND company_role = 'administrateur' AND removed_at IS NULL AND id != ?")
      .pluck()
      .get(companyId, leaving) as number;
    if (others === 0) throw forbidden('Votre entreprise doit garder au moins un administrateur : nommez-en un autre avant.');
  }

  /** « Rodolphe Bellance »: who made or approved something, as the lists say it. */
  nameOf(customerId: number | null): string | null {
    if (customerId === null) return null;
    const r = this.db.prepare('SELECT first_name, last_name FROM customer WHERE id = ?').get(customerId) as
      { first_name: string; last_name: string } | undefined;
    return r ? `${r.first_name} ${r.last_name}` : null;
  }
}
