import { t } from '../i18n/t';
import { formatDay } from '../i18n/format-dates';
import type { RefundMethod } from '../documents/contract';
import { REFUND_METHOD_WORDS } from '../documents/refund-method';
import { PAYMENT_STATES, type PaymentState } from './states';
import type { LifecycleError } from '../orders/lifecycle-common';

/**
 * The money state of an order paid by card online, apart from the order's
 * own status (domain/orders/lifecycle.ts), which the back office moves: a
 * payment is moved by the provider's verified notifications, the buyer's
 * retries and the reservation's deadline (reservation.ts).
 */
export { PAYMENT_STATES, type PaymentState };

export const PAYMENT_EVENTS = ['started', 'succeeded', 'failed', 'retried', 'expired', 'cancelled', 'refunded'] as const;
export type PaymentEvent = (typeof PAYMENT_EVENTS)[number];

/** A short name: a list's column, a badge, the office's messages (literal ids: the build writes each text in place of its id). */
export const PAYMENT_STATE_LABELS: Record<PaymentState, string> = {
  en_attente_paiement: t('payment.state.en_attente_paiement'),
  payee: t('payment.state.payee'),
  echouee: t('payment.state.echouee'),
  expiree: t('payment.state.expiree'),
  annulee: t('payment.state.annulee'),
  remboursee: t('payment.state.remboursee'),
};

/** What the buyer reads on the confirmation page, in `/mes-commandes` and in the mails. */
export const PAYMENT_STATE_MESSAGES: Record<PaymentState, string> = {
  en_attente_paiement: t('payment.message.en_attente_paiement'),
  payee: t('payment.message.payee'),
  echouee: t('payment.message.echouee'),
  expiree: t('payment.message.expiree'),
  annulee: t('payment.message.annulee'),
  remboursee: t('payment.message.remboursee'),
};

/**
 * A payment refunded whose refund the provider then said failed (Stripe: a refund `failed` or `canceled`): still
 * `remboursee` for the provider's moves, but the buyer does not read his money given back; the office refunds him
 * otherwise (backend/src/payments/payment-settlement.ts).
 */
export const REFUND_FAILED_LABEL = t('payment.state.refundFailed');
export const REFUND_FAILED_MESSAGE = t('payment.message.refundFailed');
/** That refund's money given back another way, recorded by the office (backend/src/documents/credit-note-refunds.ts): `on` a YYYY-MM-DD. */
export const refundedOtherwiseMessage = (method: RefundMethod, on: string) =>
  t('payment.message.refundedOtherwise', { method: REFUND_METHOD_WORDS[method], date: formatDay(on) });

export const isPaymentState = (s: string): s is PaymentState => (PAYMENT_STATES as readonly string[]).includes(s);

/**
 * `PAYMENT_STATE` (409): the move does not fit the state, nothing changes.
 * `PAYMENT_LATE`: the bank took the money for an order already given up (its
 * reservation passed, or cancelled): the order stays cancelled, the money must
 * go back and the office be told.
 */
export type PaymentErrorCode = 'PAYMENT_STATE' | 'PAYMENT_LATE';
export type PaymentResult = { state: PaymentState; unchanged?: true } | { error: LifecycleError<PaymentErrorCode> };

/**
 * Where each event leads, and from where. A failed attempt leaves the
 * hosted page open: the buyer may try another card there (`succeeded` after
 * `failed`) or come back and try again (`retried`) while the stock is held.
 * A paid order is not cancelled as such: it is refunded (with a credit note).
 */
const MOVES: Record<PaymentEvent, { to: PaymentState; from: readonly (PaymentState | null)[] }> = {
  started: { to: 'en_attente_paiement', from: [null] },
  succeeded: { to: 'payee', from: ['en_attente_paiement', 'echouee'] },
  failed: { to: 'echouee', from: ['en_attente_paiement'] },
  retried: { to: 'en_attente_paiement', from: ['echouee'] },
  expired: { to: 'expiree', from: ['en_attente_paiement', 'echouee'] },
  cancelled: { to: 'annulee', from: ['en_attente_paiement', 'echouee'] },
  refunded: { to: 'remboursee', from: ['payee'] },
};

const quoted = (s: PaymentState) => `« ${PAYMENT_STATE_LABELS[s]} »`;
const fail = (code: PaymentErrorCode, message: string): PaymentResult => ({ error: { code, message } });

/**
 * Why `event` cannot move a payment that is `current` (neither allowed nor a
 * repeat), in French for the office and the logs of a notification.
 */
function refusal(current: PaymentState, event: PaymentEvent): PaymentResult {
  if (event === 'succeeded' && (current === 'expiree' || current === 'annulee')) {
    return fail(
      'PAYMENT_LATE',
      `La banque confirme un paiement alors que la commande est ${quoted(current)} : elle reste annulée, et ce montant doit être remboursé.`,
    );
  }
  if (current === 'remboursee') return fail('PAYMENT_STATE', 'Le paiement a été remboursé : il ne change plus.');
  if (current === 'expiree' || current === 'annulee') {
    const again = event === 'retried' || event === 'started' ? ' ; pour payer, passez une nouvelle commande' : '';
    return fail('PAYMENT_STATE', `Le paiement est ${quoted(current)} et la commande annulée : il ne change plus${again}.`);
  }
  if (current === 'payee') {
    if (event === 'cancelled') return fail('PAYMENT_STATE', 'La commande est payée : elle s’annule en la remboursant, ce qui émet un avoir.');
    if (event === 'failed')
      return fail('PAYMENT_STATE', 'La commande est déjà payée : un refus de la banque arrivé après (un essai précédent) ne change rien.');
    if (event === 'expired') return fail('PAYMENT_STATE', 'La commande est déjà payée : la réservation de son stock n’expire plus.');
    return fail('PAYMENT_STATE', 'La commande est déjà payée : il n’y a plus rien à payer.');
  }
  if (event === 'refunded') return fail('PAYMENT_STATE', `Le paiement est ${quoted(current)} : aucun montant n’a été encaissé, il n’y a rien à rembourser.`);
  // what is left: a second start after a refusal (a second start while one waits is a repeat)
  return fail('PAYMENT_STATE', 'Un paiement a déjà été refusé pour cette commande : un nouvel essai passe par « Réessayer ».');
}

/**
 * The payment after `event`, or why not. `current` is null before any
 * payment was started. An event repeated on the state it leads to (a
 * notification sent twice, two timers firing) changes nothing and says so
 * with `unchanged`: not an error, the caller answers it as done. Whether the
 * reservation still holds is the caller's to check first (reservation.ts):
 * past it, a retry is an `expired`.
 */
export function paymentTransition(current: PaymentState | null, event: PaymentEvent): PaymentResult {
  const move = MOVES[event];
  if (move.from.includes(current)) return { state: move.to };
  if (current === null) return fail('PAYMENT_STATE', 'Aucun paiement n’a été commencé pour cette commande.');
  if (current === move.to) return { state: current, unchanged: true };
  return refusal(current, event);
}
