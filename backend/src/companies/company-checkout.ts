import { can, refusal } from '@trefima/domain/companies/roles';
import { needsApproval } from '@trefima/domain/companies/approval';
import { onAccountAllowed } from '@trefima/domain/companies/credit';
import { ON_ACCOUNT } from '@trefima/domain/orders/payment-terms';
import type { Amount } from '@trefima/domain/contract';
import type { TimeZone } from '@trefima/domain/calendar/time-zones';
import { DomainError } from '../shared/errors';
import { forbidden, type Companies } from './companies';
import type { CompanyLedger } from './ledger';

/**
 * What a company's order passes before it is written (orders/orders.ts): the
 * caller's role, the approval the rules ask, and the credit on account. A
 * private buyer, outside any company, passes as before. Called with no await
 * between it and the order's transaction: two orders on account at once
 * cannot both take the last of the credit.
 */
export class CompanyCheckout {
  constructor(
    private companies: Companies,
    private ledger: CompanyLedger,
    private timeZoneOf: (salesPlanId: number) => TimeZone,
  ) {}

  /** Refuses at once a role that may neither order nor submit (the comptable). */
  assertMayOrder(customerId: number) {
    const m = this.companies.member(customerId);
    if (m && !can(m.role, 'orders.place') && !can(m.role, 'orders.submit_for_approval')) throw forbidden(refusal(m.role, 'orders.place')!);
  }

  /**
   * `approved`: an approver places the order (companies/approvals.ts), so
   * the rules were read when it was submitted; the credit is read again now.
   */
  assertMayPlace(customerId: number, { amount, paymentCode, approved }: { amount: Amount; paymentCode: string; approved: boolean }) {
    const m = this.companies.member(customerId);
    if (!m) return;
    if (!approved) {
      const need = needsApproval({
        role: m.role,
        personId: String(customerId),
        amountHtCents: amount.ht,
        rules: this.companies.rules(m.companyId),
        spentThisMonthHtCents: this.companies.spentThisMonth(customerId, this.timeZoneOf(m.salesPlanId)),
      });
      if (need.required) {
        const message = `${need.reasons.map((r) => r.message).join(' ')} Soumettez-la à l’approbation d’un administrateur.`;
        throw new DomainError('APPROVAL_REQUIRED', message, { reasons: need.reasons });
      }
    }
    this.assertCredit(customerId, { amount, paymentCode });
  }

  /**
   * An order on account within the company's credit, or CREDIT_LIMIT with its figures: when it is placed, and when it
   * is submitted for approval (approvals.ts), so that its requester hears it then, not when an approver approves it.
   */
  assertCredit(customerId: number, { amount, paymentCode }: { amount: Amount; paymentCode: string }) {
    const m = this.companies.member(customerId);
    if (!m || paymentCode !== ON_ACCOUNT) return;
    const credit = this.ledger.credit(m.companyId);
    if (credit.limit_cents === null) return;
    const check = onAccountAllowed(amount.ttc, credit.limit_cents, credit.outstanding_cents);
    if (!check.ok) {
      const figures = { limit_cents: credit.limit_cents, outstanding_cents: credit.outstanding_cents, available_cents: check.availableTtcCents };
      throw new DomainError('CREDIT_LIMIT', check.message, { errors: { payment_id: check.message }, credit: figures });
    }
  }
}
