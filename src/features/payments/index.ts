// What the rest of the site uses of the feature "payments": it is reached only through this file (eslint.layers.mjs); its own files import each other directly.
export { startInvoicePayment, startOrderPayment, useCardOnlineOffered, useInvoicePayment, useOrderPayment } from './api';
export { goToProvider } from './go-to-provider';
