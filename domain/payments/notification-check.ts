import { formatPrice } from '../i18n/format';

/** What the shop asked the provider for: the order's own total TTC, as the API computed it. */
export interface PaidOrder {
  number: string;
  totalTtcCents: number;
  currency: 'eur';
}

/** What a verified notification says was paid (its signature already checked: this checks what it says). */
export interface PaymentNotice {
  reference: string;
  amountCents: number;
  currency: string;
}

export type NotificationMismatch = 'reference' | 'amount' | 'currency';
export type NotificationCheck = { ok: true } | { ok: false; reason: NotificationMismatch; message: string };

const money = (cents: number) => formatPrice(cents, { alwaysCents: true });
const ALERT = 'La commande n’est pas marquée payée ; vérifiez ce paiement chez le prestataire.';

/**
 * Whether a notification pays this order: its reference is the order's
 * number, its currency the euro, its amount the total to the cent. Anything
 * else never marks the order paid, whatever the signature: a valid
 * notification may still be for another order, or for an amount changed
 * between the order and the payment. The message is the back office's alert.
 * The currency is read before the amount: cents of another currency are not
 * comparable. Currency codes are compared whatever their case (ISO writes
 * `EUR`, Stripe `eur`).
 */
export function matchNotification(order: PaidOrder, notice: PaymentNotice): NotificationCheck {
  if (notice.reference !== order.number) {
    return {
      ok: false,
      reason: 'reference',
      message: `Paiement reçu pour la référence « ${notice.reference} », attendu pour la commande ${order.number}. ${ALERT}`,
    };
  }
  if (notice.currency.toLowerCase() !== order.currency) {
    return {
      ok: false,
      reason: 'currency',
      message: `Paiement de la commande ${order.number} reçu en « ${notice.currency.toUpperCase()} » au lieu d’euros. ${ALERT}`,
    };
  }
  if (notice.amountCents !== order.totalTtcCents) {
    return {
      ok: false,
      reason: 'amount',
      message: `Paiement de la commande ${order.number} reçu pour ${money(notice.amountCents)} au lieu de ${money(order.totalTtcCents)} TTC. ${ALERT}`,
    };
  }
  return { ok: true };
}
