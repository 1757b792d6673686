import { t } from '../i18n/t';
import { formatPrice } from '../i18n/format';
import type { TimeZone } from '../calendar/time-zones';
import { can, COMPANY_ROLES, roleInSentence, type CompanyRole } from './roles';

/**
 * When a company's order waits for the boss (issue 46): the rules its
 * administrator sets, read the same by the checkout (to say « soumettre à
 * l’approbation » before the buyer clicks) and by the API (which holds the
 * order), so that both give the same reasons. The monthly limit is counted
 * over the territory's month, since that is the month the buyer lives in.
 */
export interface ApprovalRules {
  /** An order strictly above this amount HT needs approval; null: no such threshold. */
  thresholdHtCents: number | null;
  /** Roles whose every order is approved (the administrateur is never held, whatever this says). */
  rolesAlwaysApproved: readonly CompanyRole[];
  /** Each person's monthly spending limit HT, by person id; a person absent here has none. */
  monthlyLimitsHtCents: Readonly<Record<string, number>>;
}

export const NO_APPROVAL_RULES: ApprovalRules = { thresholdHtCents: null, rolesAlwaysApproved: [], monthlyLimitsHtCents: {} };

export type ApprovalReasonCode = 'role_cannot_place' | 'role_always' | 'threshold' | 'monthly_limit';
export interface ApprovalReason {
  code: ApprovalReasonCode;
  message: string;
}
export type ApprovalNeed = { required: false } | { required: true; reasons: ApprovalReason[] };

export interface ApprovalRequest {
  role: CompanyRole;
  personId: string;
  amountHtCents: number;
  rules: ApprovalRules;
  /** What the person's orders placed within monthWindow add up to, HT (held ones not yet: they count once approved). */
  spentThisMonthHtCents: number;
}

const money = (cents: number) => formatPrice(cents);

/**
 * Whether this order is held for approval, and every reason why (the
 * requester and the approver read them all, not only the first). Only for
 * someone who may order or submit: a role that may do neither (the
 * comptable) is refused before by `can`, and reaching here is a bug.
 */
export function needsApproval({ role, personId, amountHtCents, rules, spentThisMonthHtCents }: ApprovalRequest): ApprovalNeed {
  if (!can(role, 'orders.place') && !can(role, 'orders.submit_for_approval')) {
    throw new RangeError(`Le rôle ${role} ne passe ni ne soumet de commande : refusez-le avant (roles.ts, can).`);
  }
  // the boss approves: holding his own orders would only make him approve himself
  if (role === 'administrateur') return { required: false };
  const reasons: ApprovalReason[] = [];
  const roleName = roleInSentence(role);
  if (!can(role, 'orders.place')) reasons.push({ code: 'role_cannot_place', message: t('companies.approval.role', { role: roleName }) });
  else if (rules.rolesAlwaysApproved.includes(role)) reasons.push({ code: 'role_always', message: t('companies.approval.roleAlways', { role: roleName }) });
  const { thresholdHtCents } = rules;
  if (thresholdHtCents !== null && amountHtCents > thresholdHtCents) {
    reasons.push({ code: 'threshold', message: t('companies.approval.threshold', { amount: money(amountHtCents), threshold: money(thresholdHtCents) }) });
  }
  const limit = rules.monthlyLimitsHtCents[personId];
  const total = spentThisMonthHtCents + amountHtCents;
  if (limit !== undefined && total > limit) {
    const values = { total: money(total), limit: money(limit), spent: money(spentThisMonthHtCents) };
    reasons.push({ code: 'monthly_limit', message: t('companies.approval.monthlyLimit', values) });
  }
  return reasons.length ? { required: true, reasons } : { required: false };
}

const isAmount = (n: unknown) => Number.isSafeInteger(n) && (n as number) >= 0;

/**
 * What is wrong with rules an administrator sends (`PUT` of the rules), for
 * the office and the logs of a bad call; null when they hold. The site's
 * form checks its fields in French itself.
 */
export function rulesProblem(rules: ApprovalRules): string | null {
  if (rules.thresholdHtCents !== null && !isAmount(rules.thresholdHtCents)) return 'thresholdHtCents : un montant entier de centimes, positif ou nul, ou null.';
  const unknown = rules.rolesAlwaysApproved.find((r) => !(COMPANY_ROLES as readonly string[]).includes(r));
  if (unknown !== undefined) return `rolesAlwaysApproved : rôle inconnu « ${unknown} ».`;
  const wrong = Object.entries(rules.monthlyLimitsHtCents).find(([, cents]) => !isAmount(cents));
  return wrong ? `monthlyLimitsHtCents : le plafond de ${wrong[0]} doit être un montant entier de centimes, positif ou nul.` : null;
}

const wallClocks = new Map<TimeZone, Intl.DateTimeFormat>();

/** How far `timeZone`'s clock is ahead of UTC at `instantMs` (negative in the Antilles and Guyane), to the minute. */
function offsetMs(instantMs: number, timeZone: TimeZone): number {
  let f = wallClocks.get(timeZone);
  const options = { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' } as const;
  if (!f) wallClocks.set(timeZone, (f = new Intl.DateTimeFormat('en-US', options)));
  const n = Object.fromEntries(f.formatToParts(new Date(instantMs)).map((p) => [p.type, Number(p.value)]));
  return Date.UTC(n.year, n.month - 1, n.day, n.hour, n.minute) - Math.floor(instantMs / 60_000) * 60_000;
}

/** The instant the local day `year`-`month`(0-based)-01 begins in `timeZone`: twice, so that a change of offset that day would be caught. */
function localMidnight(year: number, month: number, timeZone: TimeZone): number {
  const wall = Date.UTC(year, month, 1);
  const guess = wall - offsetMs(wall, timeZone);
  return wall - offsetMs(guess, timeZone);
}

/**
 * The current month at `nowMs` on the territory's clock, as the ISO instants
 * [start, end) a monthly limit counts orders within: it resets on the 1st at
 * 0 h 00 in Fort-de-France or Cayenne, not in UTC (whose 1st begins at
 * 20 h 00 the evening before in Martinique).
 */
export function monthWindow(nowMs: number, timeZone: TimeZone): { start: string; end: string } {
  const local = new Date(nowMs + offsetMs(nowMs, timeZone));
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth();
  return { start: new Date(localMidnight(year, month, timeZone)).toISOString(), end: new Date(localMidnight(year, month + 1, timeZone)).toISOString() };
}
