// What the rest of the site uses of the feature "payments": it is reached only through this file (eslint.layers.mjs); its own files import each other directly.
export { startInvoicePayment, startOrderPayment, useCardMinimumCents, useCardOnlineOffered, useInvoicePayment, useOrderPayment } from './api';
export { InvoicePaymentFollow } from './components/invoice-payment-follow';
export { OrderPayment } from './components/order-payment';
export { OrderPaymentLink } from './components/order-payment-link';
export { PaymentFollow } from './components/payment-follow';
export { usePayByCard } from './components/use-pay-by-card';
export { goToProvider } from './go-to-provider';
export { ORDER_PAYMENT_PATH, orderPaymentPath } from './paths';
