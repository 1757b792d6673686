/**
 * Where the provider sends the buyer back (backend/src/payments/payments.ts
 * builds the same addresses). Kept here rather than in lib/routes.ts, which
 * every page's layout loads: only the customer space needs them.
 */
export const ORDER_PAYMENT_PATH = '/commande/paiement';

export const orderPaymentPath = (number: string) => `${ORDER_PAYMENT_PATH}?commande=${encodeURIComponent(number)}`;
