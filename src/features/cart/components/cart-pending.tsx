import { WaitingStatus } from '../../../components/common/waiting-status';
import { EmptyCart } from './empty-cart';
import { t } from '@trefima/domain/i18n/t';

/**
 * The cart page before its cart is known: the loading status, and the empty
 * cart that CART_EMPTY_SCRIPT shows instead when there is certainly no cart
 * (global.css). Both while the cart view's code loads (the page's Suspense
 * fallback) and while the cart itself loads (CartView), so the built page
 * and the browser's first render are the same markup.
 */
/*
 * The space kept while the cart loads. On a phone (up to 640 px, where the cart's columns stack) the height of a screen:
 * the cart's status starts under the header, the steps and the title, so the footer is below the first screen, where a
 * cart of one to three lines (its lines, the remarks, the totals, the buttons: taller than what is left of 844 px) puts
 * it too, and nothing in sight moves when the lines arrive (24rem kept the footer in sight at 390 × 844, pushed down:
 * CLS 0.22). Wider, the columns side by side are shorter than a screen, the 24rem kept as before. An inline style has no
 * media query: (641px - 100vw) * 1000 is huge up to 640 px wide and negative past it, so min() gives the screen's
 * height on a phone and max() the 24rem elsewhere. 100vh, not svh: the tallest viewport, with the address bar hidden,
 * keeps the footer out at the smallest too.
 */
const PENDING_HEIGHT = 'max(24rem, min(100vh, (641px - 100vw) * 1000))';

export function CartPending() {
  return (
    <>
      <div data-cart-loading>
        <WaitingStatus minHeight={PENDING_HEIGHT}>{t('cart.pending.loading')}</WaitingStatus>
      </div>
      <div data-cart-empty>
        <EmptyCart />
      </div>
    </>
  );
}
