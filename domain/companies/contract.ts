import '../contract/zod-config'; // before any schema is made (see there)
import { z } from 'zod/mini';
import { COMPANY_ACTIONS, COMPANY_ROLES } from './roles';
import { PAYMENT_TERMS } from './credit';
import { documentTimeZone } from '../orders/contract';
import { address } from '../customers/contract';

/* What the company calls answer (endpoints.ts). Amounts in integer cents, days as the territory's YYYY-MM-DD. */
export const companyRole = z.enum(COMPANY_ROLES);
export const companyAction = z.enum(COMPANY_ACTIONS);
export const paymentTerms = z.enum(PAYMENT_TERMS);

/** The company's credit on account: `limit_cents` null while the back office has set none (no ceiling, see docs/companies.md). */
export const companyCredit = z.object({
  limit_cents: z.nullable(z.int()),
  outstanding_cents: z.int(),
  available_cents: z.nullable(z.int()),
  payment_terms: paymentTerms,
});
export type CompanyCredit = z.infer<typeof companyCredit>;

export const approvalRules = z.object({
  threshold_ht_cents: z.nullable(z.int()),
  roles_always_approved: z.array(companyRole),
});
export type ApprovalRulesAnswer = z.infer<typeof approvalRules>;

/** `GET /company`: the caller's company, his role and what it lets him do (the site hides the rest; the API refuses it). */
export const company = z.object({
  id: z.int(),
  name: z.string(),
  siret: z.nullable(z.string()),
  me: z.object({ id: z.int(), role: companyRole, permissions: z.array(companyAction) }),
  rules: approvalRules,
  /** only for roles that read the statement; null for the others */
  credit: z.nullable(companyCredit),
});
export type Company = z.infer<typeof company>;

export const person = z.object({
  id: z.int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: companyRole,
  monthly_limit_ht_cents: z.nullable(z.int()),
  /** what his orders placed this month add up to, HT, on the territory's month */
  spent_this_month_ht_cents: z.int(),
});
export type Person = z.infer<typeof person>;
export const people = z.array(person);

/** Someone who left the company (removed by an administrator): what he made stays the company's, under his name. */
export const formerPerson = z.object({ id: z.int(), first_name: z.string(), last_name: z.string(), left_at: z.string() });
export type FormerPerson = z.infer<typeof formerPerson>;
export const formerPeople = z.array(formerPerson);

export const invitationStatus = z.enum(['en_attente', 'acceptee', 'expiree', 'annulee']);
export const invitation = z.object({
  id: z.int(),
  email: z.string(),
  role: companyRole,
  invited_by: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  status: invitationStatus,
  /** the company's territory's: its people read the dates and the link's last hour on that clock */
  time_zone: documentTimeZone,
});
export type Invitation = z.infer<typeof invitation>;
export const invitations = z.array(invitation);

/** `GET /invitation/{token}`: what the invited colleague reads before he signs up. */
export const invitationPreview = z.object({
  company: z.string(),
  email: z.string(),
  role: companyRole,
  invited_by: z.string(),
  expires_at: z.string(),
  time_zone: documentTimeZone,
});

export const approvalStatus = z.enum(['en_attente', 'en_cours', 'approuvee', 'refusee']);
export const approvalReason = z.object({ code: z.string(), message: z.string() });
export const approval = z.object({
  id: z.int(),
  status: approvalStatus,
  requested_by: z.string(),
  requested_by_id: z.int(),
  created_at: z.string(),
  amount_ht_cents: z.int(),
  amount_ttc_cents: z.int(),
  reasons: z.array(approvalReason),
  lines: z.array(z.object({ name: z.string(), reference: z.string(), quantity: z.number(), total_ht: z.int() })),
  /** the delivery asked (its carrier, its price HT): with the lines, the amount; null for one whose carrier is gone */
  shipping: z.nullable(z.object({ carrier: z.string(), ht_cents: z.int() })),
  job_site: z.nullable(z.string()),
  /** where the goods go, as it was when asked (the order goes nowhere else); null only for an old request whose address is gone */
  delivery_address: z.nullable(address),
  decided_by: z.nullable(z.string()),
  decided_at: z.nullable(z.string()),
  refusal_reason: z.nullable(z.string()),
  order_number: z.nullable(z.string()),
  /** the order's territory's, whose month the monthly limit counts it in */
  time_zone: documentTimeZone,
});
export type Approval = z.infer<typeof approval>;
export const approvals = z.array(approval);

export const statementLine = z.object({
  day: z.string(),
  kind: z.enum(['facture', 'avoir', 'reglement']),
  label: z.string(),
  debit_cents: z.int(),
  credit_cents: z.int(),
  balance_cents: z.int(),
  due_on: z.nullable(z.string()),
  overdue: z.boolean(),
  days_late: z.nullable(z.int()),
});
/** `GET /company/statement`: the relevé de compte on a day (domain/companies/statement.ts), TTC. */
export const statement = z.object({
  company: z.string(),
  on: z.string(),
  from: z.nullable(z.string()),
  time_zone: z.string(),
  opening_balance_cents: z.int(),
  lines: z.array(statementLine),
  totals: z.object({ invoiced_cents: z.int(), credited_cents: z.int(), paid_cents: z.int(), closing_balance_cents: z.int() }),
  /** what is left to pay on `on`, by how late it is (domain/companies/statement.ts AGE_BUCKETS) */
  due: z.object({ non_echu: z.int(), '1_30': z.int(), '31_60': z.int(), plus_60: z.int(), total_cents: z.int() }),
  credit: companyCredit,
  /** YYYY-MM-DD, the day the credit is counted on: today in the company's territory, whatever `on` (what it may order on account now) */
  credit_on: z.string(),
});
export type StatementAnswer = z.infer<typeof statement>;
