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
