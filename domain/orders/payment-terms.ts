import type { Customer, Payment } from '../contract';

export const PROFESSIONAL_ONLY_REASON = 'Réservé aux comptes professionnels vérifiés par notre service commercial.';

/**
 * Why this customer cannot choose a payment method, or null when he can.
 * Payment on account is credit: the API grants it only to professionals the
 * sales office has checked, not to whoever ticked "professionnel" at signup.
 * The checkout and the API (POST /order) apply this one rule.
 */
export function paymentUnavailableReason(
  payment: Pick<Payment, 'professional_only'>,
  customer: Pick<Customer, 'type' | 'professional_verified'>,
): string | null {
  if (!payment.professional_only) return null;
  return customer.type === 'professionnel' && customer.professional_verified ? null : PROFESSIONAL_ONLY_REASON;
}

/** The payment codes sold on account (backend/src/seed/site-data.ts): « Paiement à 30 jours fin de mois ». */
export const ON_ACCOUNT = 'compte-client';

/** The card paid on the terminal when the goods are handed over, at the depot or on delivery (backend/src/seed/site-data.ts). */
export const CARD_ON_HANDOVER = 'carte-retrait';

/**
 * The day an invoice falls due (YYYY-MM-DD), from the territory's own
 * calendar day it was issued on (domain/calendar: the buyer's day, not
 * UTC's, which is already the next one in the evening): that day for payment
 * on receipt; on account, 30 days later, then to the end of that month
 * (Code de commerce, art. L441-10: « 30 jours fin de mois »).
 */
export function paymentDueDay(issuedOn: string, paymentCode: string): string {
  if (paymentCode !== ON_ACCOUNT) return issuedOn;
  const [y, m, d] = issuedOn.split('-').map(Number);
  const later = new Date(Date.UTC(y, m - 1, d + 30));
  return new Date(Date.UTC(later.getUTCFullYear(), later.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
}
