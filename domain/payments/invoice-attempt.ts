import { formatPrice } from '../i18n/format';
import { t } from '../i18n/t';

/**
 * What an invoice's card attempt that lapsed (`expiree`) or was closed (`annulee`, by the office's payment or the
 * buyer's giving up) says: it cancels no order, unlike an order's attempt. The invoice stays due, for what is left of
 * it (`left`, cents TTC; null when unknown), or is settled. The API answers it, the site shows it.
 */
export function invoiceAttemptMessage(state: 'expiree' | 'annulee', { number, left, amount }: { number: string; left: number | null; amount: number }): string {
  if (left === 0) return t('payment.follow.invoiceSettled', { number });
  if (left !== null && left < amount) return t('payment.follow.invoicePartlySettled', { left: formatPrice(left) });
  return state === 'expiree' ? t('payment.follow.invoiceExpired') : t('payment.follow.invoiceCancelled');
}
