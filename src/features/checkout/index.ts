// What the rest of the site uses of the feature "checkout": it is reached only through this file (eslint.layers.mjs); its own files import each other directly.
export { AddressStep } from './components/address-step';
export { BankTransferDetails } from './components/bank-transfer-details';
export { OrderConfirmation } from './components/order-confirmation';
export { OrderLayout } from './components/order-layout';
export { OrderSteps } from './components/order-steps';
export { RecapLines } from './components/recap-lines';
export { RecapStep } from './components/recap-step';
export { usePlacedOrder, useResetCheckout, useSetPlacedOrder } from './use-placed-order';
export { usePayments } from './api';
