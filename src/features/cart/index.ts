// What the rest of the site uses of the feature "cart": it is reached only through this file (eslint.layers.mjs); its own files import each other directly.
export { adoptCartToken, forgetCart, refreshCart } from './api/actions';
export { afterCartAnswer, currentCartToken } from './api/cart-store';
export { useCart } from './api/use-cart';
export { AddToCart } from './components/add-to-cart';
export { CART_EMPTY_SCRIPT } from './components/cart-empty-script';
export { CartMass } from './components/cart-mass';
export { CartPending } from './components/cart-pending';
export { CartTotals } from './components/cart-totals';
export { CartView } from './components/cart-view';
export { QuickAdd } from './components/quick-add';
export { ScheduleLineNote, scheduleLineNote } from './components/schedule-line-note';
export { useCartMessage, useStoredCart } from './use-stored-cart';
