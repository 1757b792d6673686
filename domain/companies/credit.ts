import { t } from '../i18n/t';
import { formatPrice } from '../i18n/format';
import { isValidDate } from '../calendar/working-days';
import { addDays } from '../orders/lifecycle-common';

/**
 * A company's credit on account (encours, issue 46): the limit the back
 * office grants, what the company already owes, and when an invoice falls
 * due. The checkout shows what is left and the API refuses an order on
 * account beyond it with the same figures, so that a limit actually holds.
 * Amounts here are TTC: credit is what the company will pay, tax included.
 */
export const PAYMENT_TERMS = ['a_reception', '30_jours_fin_de_mois', '45_jours_fin_de_mois'] as const;
export type PaymentTerms = (typeof PAYMENT_TERMS)[number];

export const isPaymentTerms = (s: string): s is PaymentTerms => (PAYMENT_TERMS as readonly string[]).includes(s);

/** The terms as the account, the invoices and the statement write them (literal ids: the build writes each text in place of its id). */
export const PAYMENT_TERMS_LABELS: Record<PaymentTerms, string> = {
  a_reception: t('companies.terms.a_reception'),
  '30_jours_fin_de_mois': t('companies.terms.30_jours_fin_de_mois'),
  '45_jours_fin_de_mois': t('companies.terms.45_jours_fin_de_mois'),
};

function assertAmount(name: string, cents: number): void {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`${name} : un montant entier de centimes, positif ou nul (reçu : ${cents}).`);
}

/**
 * What the company owes or has committed: its invoices not yet paid (each
 * less its partial payments and credit notes, never below 0: an overpaid
 * invoice does not lend credit to the others) and its orders on account
 * not yet invoiced (once invoiced they are in the first sum, not twice).
 */
export function outstanding({
  unpaidInvoicesTtcCents,
  onAccountOrdersNotInvoicedTtcCents,
}: {
  unpaidInvoicesTtcCents: number;
  onAccountOrdersNotInvoicedTtcCents: number;
}): number {
  assertAmount('unpaidInvoicesTtcCents', unpaidInvoicesTtcCents);
  assertAmount('onAccountOrdersNotInvoicedTtcCents', onAccountOrdersNotInvoicedTtcCents);
  return unpaidInvoicesTtcCents + onAccountOrdersNotInvoicedTtcCents;
}

/** What is left to pay of one invoice after its partial payments and credit notes, never below 0. */
export const leftToPayTtcCents = (invoiceTtcCents: number, settledTtcCents: readonly number[]) =>
  Math.max(
    0,
    settledTtcCents.reduce((left, paid) => left - paid, invoiceTtcCents),
  );

/** What may still be ordered on account: never below 0, though a lowered limit may leave the company owing more than it. */
export const available = (limitTtcCents: number, outstandingTtcCents: number) => Math.max(0, limitTtcCents - outstandingTtcCents);

/** « Encours disponible : 1 200 € TTC », beside « Paiement à 30 jours » at checkout. */
export const availableText = (limitTtcCents: number, outstandingTtcCents: number) =>
  t('companies.credit.available', { available: formatPrice(available(limitTtcCents, outstandingTtcCents)) });

/**
 * Beside payment on account at checkout, for a role that reads the company's credit: its own terms (the method's
 * description can only say « 30 days or your account's terms »), and what is available when the office set a ceiling.
 */
export function onAccountNote(credit: { payment_terms: PaymentTerms; limit_cents: number | null; outstanding_cents: number }): string {
  const terms = t('companies.credit.terms', { terms: PAYMENT_TERMS_LABELS[credit.payment_terms].toLocaleLowerCase('fr') });
  return credit.limit_cents === null ? terms : `${terms} ${availableText(credit.limit_cents, credit.outstanding_cents)}`;
}

export type OnAccountCheck = { ok: true; availableTtcCents: number } | { ok: false; availableTtcCents: number; message: string };

/**
 * Whether an order of `orderTtcCents` may go on account: up to what is
 * available, to the cent. Beyond it, the French refusal with the figures,
 * offering the card or a transfer (both paid before the goods leave).
 */
export function onAccountAllowed(orderTtcCents: number, limitTtcCents: number, outstandingTtcCents: number): OnAccountCheck {
  assertAmount('orderTtcCents', orderTtcCents);
  assertAmount('limitTtcCents', limitTtcCents);
  assertAmount('outstandingTtcCents', outstandingTtcCents);
  const left = available(limitTtcCents, outstandingTtcCents);
  if (orderTtcCents <= left) return { ok: true, availableTtcCents: left };
  if (limitTtcCents === 0) return { ok: false, availableTtcCents: 0, message: t('companies.credit.none') };
  const values = {
    order: formatPrice(orderTtcCents),
    available: formatPrice(left),
    limit: formatPrice(limitTtcCents),
    outstanding: formatPrice(outstandingTtcCents),
  };
  return { ok: false, availableTtcCents: left, message: t('companies.credit.exceeded', values) };
}

const TERM_DAYS: Record<PaymentTerms, number | null> = { a_reception: null, '30_jours_fin_de_mois': 30, '45_jours_fin_de_mois': 45 };

/**
 * The day (YYYY-MM-DD) an invoice issued on `issuedDay` (the territory's
 * calendar day) falls due. « N jours fin de mois » is read as the day of
 * issue plus N days, then the end of that month: the usual reading of the
 * LME's terms (Code de commerce, art. L441-10, from loi n° 2008-776), the
 * other one the DGCCRF accepts (end of the month of issue, then N days)
 * being left aside; the shop's invoices already count so
 * (domain/orders/payment-terms.ts). On receipt: the day of issue.
 */
export function dueDate(issuedDay: string, terms: PaymentTerms): string {
  if (!isValidDate(issuedDay)) throw new RangeError(`Date d’émission invalide : ${issuedDay}`);
  if (!isPaymentTerms(terms)) throw new RangeError(`Conditions de paiement inconnues : ${terms}`);
  const days = TERM_DAYS[terms];
  if (days === null) return issuedDay;
  const later = addDays(issuedDay, days);
  const [y, m] = later.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}
