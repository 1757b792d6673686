import { t, tn } from '../i18n/t';
import { isValidDate } from '../calendar/working-days';

/**
 * The account statement (relevé de compte, issue 46): what the accountant
 * reconciles and what the monthly mail sends. One computation for the page,
 * the PDF, the CSV and the mail, so that they never disagree by a cent or a
 * day. Amounts are TTC, what the company pays; days are the territory's
 * calendar days (YYYY-MM-DD), and a payment or credit note always settles
 * one invoice, as the back office records them.
 */
export interface StatementInvoice {
  number: string;
  issuedOn: string;
  dueOn: string;
  ttcCents: number;
}
export interface StatementPayment {
  invoice: string;
  paidOn: string;
  ttcCents: number;
}
export interface StatementCreditNote {
  number: string;
  invoice: string;
  issuedOn: string;
  ttcCents: number;
}
/** Money given back with a credit note beyond what was left to pay (the card refunded): a payment the other way, a debit. */
export interface StatementRefund {
  creditNote: string;
  invoice: string;
  refundedOn: string;
  ttcCents: number;
}

export const AGE_BUCKETS = ['non_echu', '1_30', '31_60', 'plus_60'] as const;
export type AgeBucket = (typeof AGE_BUCKETS)[number];

/** The ageing's columns (literal ids: the build writes each text in place of its id). */
export const AGE_LABELS: Record<AgeBucket, string> = {
  non_echu: t('companies.statement.age.non_echu'),
  '1_30': t('companies.statement.age.1_30'),
  '31_60': t('companies.statement.age.31_60'),
  plus_60: t('companies.statement.age.plus_60'),
};

export type StatementLineKind = 'facture' | 'avoir' | 'reglement';
export interface StatementLine {
  day: string;
  kind: StatementLineKind;
  label: string;
  debitTtcCents: number;
  creditTtcCents: number;
  /** What the company owes after this line; below 0, what it has paid in advance. */
  balanceTtcCents: number;
  /** An invoice's: its due day, and whether something of it is still unpaid after that day on the statement's day. */
  dueOn?: string;
  overdue: boolean;
  daysLate?: number;
}
export interface Statement {
  on: string;
  openingBalanceTtcCents: number;
  lines: StatementLine[];
  /** `paidTtcCents`: what was paid, less what was given back (a refund is a `reglement` line on the debit side). */
  totals: { invoicedTtcCents: number; creditedTtcCents: number; paidTtcCents: number; closingBalanceTtcCents: number };
  /** What is left to pay on `on`, by how late it is; an overpaid invoice counts 0, its excess only lowers the balance. */
  due: Record<AgeBucket, number> & { totalTtcCents: number };
}

const DAY = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY;

/** Days late on `on` for what fell due on `dueOn`: 0 on the due day itself, which is still time to pay. */
export const daysLate = (dueOn: string, on: string) => Math.max(0, dayNumber(on) - dayNumber(dueOn));

export function ageOf(late: number): AgeBucket {
  if (late <= 0) return 'non_echu';
  if (late <= 30) return '1_30';
  return late <= 60 ? '31_60' : 'plus_60';
}

/** « Échue depuis 12 jours », beside an overdue line. */
export const lateText = (late: number) => tn('companies.statement.late', late);

function check(day: string, cents: number, what: string): void {
  if (!isValidDate(day)) throw new RangeError(`${what} : date invalide ${day}`);
  if (!Number.isSafeInteger(cents) || cents <= 0) throw new RangeError(`${what} : un montant entier de centimes, positif (reçu : ${cents}).`);
}

type Entry = Omit<StatementLine, 'balanceTtcCents' | 'overdue' | 'daysLate'> & { invoice: string; order: number };

// on one day: the invoice before what settles it, so that the running balance never dips below what was owed
const RANK: Record<StatementLineKind, number> = { facture: 0, avoir: 1, reglement: 2 };

/**
 * The statement on the day `on`: every invoice, credit note, payment and
 * refund up to that day (later ones are not yet known to it), those before `from`
 * summed into the opening balance, the rest as lines in date order with
 * the running balance, and what is due by age on `on`. `lateOn`: the day an
 * invoice is judged late on, `on` unless given; today's statement gives each
 * invoice today on its own territory's clock, its due day being a day of that
 * calendar (a company buys in several territories, its statement has one clock).
 */
export function accountStatement(input: {
  invoices: readonly StatementInvoice[];
  payments: readonly StatementPayment[];
  creditNotes: readonly StatementCreditNote[];
  refunds?: readonly StatementRefund[];
  on: string;
  from?: string;
  lateOn?: (invoice: string) => string;
}): Statement {
  const { on, from = '0000-01-01' } = input;
  const lateOn = input.lateOn ?? (() => on);
  if (!isValidDate(on) || (input.from !== undefined && (!isValidDate(from) || from > on)))
    throw new RangeError(`Période invalide : ${input.from ?? ''} – ${on}`);
  const left = new Map<string, number>();
  const dueOnOf = new Map<string, string>();
  const entries: Entry[] = [];
  const add = (e: Omit<Entry, 'order'>, what: string) => {
    if (!left.has(e.invoice)) throw new RangeError(`${what} : facture ${e.invoice} inconnue`);
    entries.push({ ...e, order: entries.length });
  };
  for (const i of input.invoices) {
    check(i.issuedOn, i.ttcCents, `Facture ${i.number}`);
    if (!isValidDate(i.dueOn) || i.dueOn < i.issuedOn) throw new RangeError(`Facture ${i.number} : échéance invalide ${i.dueOn}`);
    if (left.has(i.number)) throw new RangeError(`Facture ${i.number} en double`);
    left.set(i.number, 0);
    dueOnOf.set(i.number, i.dueOn);
    const label = t('companies.statement.invoice', { number: i.number });
    add({ day: i.issuedOn, kind: 'facture', label, debitTtcCents: i.ttcCents, creditTtcCents: 0, dueOn: i.dueOn, invoice: i.number }, '');
  }
  for (const c of input.creditNotes) {
    check(c.issuedOn, c.ttcCents, `Avoir ${c.number}`);
    const label = t('companies.statement.creditNote', { number: c.number, invoice: c.invoice });
    add({ day: c.issuedOn, kind: 'avoir', label, debitTtcCents: 0, creditTtcCents: c.ttcCents, invoice: c.invoice }, `Avoir ${c.number}`);
  }
  for (const p of input.payments) {
    check(p.paidOn, p.ttcCents, `Règlement de la facture ${p.invoice}`);
    const label = t('companies.statement.payment', { invoice: p.invoice });
    add({ day: p.paidOn, kind: 'reglement', label, debitTtcCents: 0, creditTtcCents: p.ttcCents, invoice: p.invoice }, 'Règlement');
  }
  for (const r of input.refunds ?? []) {
    check(r.refundedOn, r.ttcCents, `Remboursement de l’avoir ${r.creditNote}`);
    const label = t('companies.statement.refund', { number: r.creditNote, invoice: r.invoice });
    add({ day: r.refundedOn, kind: 'reglement', label, debitTtcCents: r.ttcCents, creditTtcCents: 0, invoice: r.invoice }, 'Remboursement');
  }
  const known = entries.filter((e) => e.day <= on).sort((a, b) => a.day.localeCompare(b.day) || RANK[a.kind] - RANK[b.kind] || a.order - b.order);
  for (const e of known) left.set(e.invoice, left.get(e.invoice)! + e.debitTtcCents - e.creditTtcCents);

  const totals = { invoicedTtcCents: 0, creditedTtcCents: 0, paidTtcCents: 0, closingBalanceTtcCents: 0 };
  let balance = 0;
  const lines: StatementLine[] = [];
  for (const { invoice, order: _order, ...e } of known) {
    balance += e.debitTtcCents - e.creditTtcCents;
    if (e.day < from) continue;
    if (e.kind === 'facture') totals.invoicedTtcCents += e.debitTtcCents;
    else if (e.kind === 'avoir') totals.creditedTtcCents += e.creditTtcCents;
    else totals.paidTtcCents += e.creditTtcCents - e.debitTtcCents;
    const late = e.kind === 'facture' && left.get(invoice)! > 0 ? daysLate(e.dueOn!, lateOn(invoice)) : 0;
    lines.push({ ...e, balanceTtcCents: balance, overdue: late > 0, ...(late > 0 && { daysLate: late }) });
  }
  totals.closingBalanceTtcCents = balance;
  const openingBalanceTtcCents = balance - totals.invoicedTtcCents + totals.creditedTtcCents + totals.paidTtcCents;

  const due = { non_echu: 0, '1_30': 0, '31_60': 0, plus_60: 0, totalTtcCents: 0 };
  for (const [invoice, cents] of left) {
    if (cents <= 0) continue;
    due[ageOf(daysLate(dueOnOf.get(invoice)!, lateOn(invoice)))] += cents;
    due.totalTtcCents += cents;
  }
  return { on, openingBalanceTtcCents, lines, totals, due };
}
