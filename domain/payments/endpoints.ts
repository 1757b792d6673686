import { z } from 'zod/mini';
import { endpoint } from '../contract/endpoint';
import type { documentParams } from '../orders/requests';
import { cardPaymentState } from './contract';

/* An order's card payment online: its state (polled by the confirmation page) and the hosted page to pay on. */
export const getOrderPayment = /*#__PURE__*/ endpoint<typeof cardPaymentState, { params: z.input<typeof documentParams> }>(
  'order.payment',
  'GET',
  '/order/{id}/payment',
  cardPaymentState,
  { auth: 'required' },
);
export const payOrder = /*#__PURE__*/ endpoint<typeof cardPaymentState, { params: z.input<typeof documentParams> }>(
  'order.pay',
  'POST',
  '/order/{id}/payment',
  cardPaymentState,
  { auth: 'required' },
);
/* The buyer gives up his order waiting for its card: cancelled at once, its goods on sale again (payments.ts `giveUp`). */
export const giveUpOrder = /*#__PURE__*/ endpoint<typeof cardPaymentState, { params: z.input<typeof documentParams> }>(
  'order.payment.cancel',
  'POST',
  '/order/{id}/payment/cancellation',
  cardPaymentState,
  { auth: 'required' },
);
/* An unpaid invoice paid by card, whole, from `/mes-factures`. */
export const getInvoicePayment = /*#__PURE__*/ endpoint<typeof cardPaymentState, { params: z.input<typeof documentParams> }>(
  'invoice.payment',
  'GET',
  '/invoice/{id}/payment',
  cardPaymentState,
  { auth: 'required' },
);
export const payInvoice = /*#__PURE__*/ endpoint<typeof cardPaymentState, { params: z.input<typeof documentParams> }>(
  'invoice.pay',
  'POST',
  '/invoice/{id}/payment',
  cardPaymentState,
  { auth: 'required' },
);
/** The provider's notifications (Stripe's webhooks): signed, answered `{ received: true }`, never called by the site. */
export const paymentNotification = /*#__PURE__*/ endpoint(
  'payments.notification',
  'POST',
  '/payment/notification/stripe',
  z.object({ received: z.boolean() }),
  {
    noContext: true,
  },
);
