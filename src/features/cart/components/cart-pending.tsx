import { WaitingStatus } from '../../../components/common/waiting-status';
import { EmptyCart } from './empty-cart';
import * as styles from './cart-pending.module.css';
import { t } from '@trefima/domain/i18n/t';

/**
 * The cart page before its cart is known: the loading status, and the empty
 * cart that CART_EMPTY_SCRIPT shows instead when there is certainly no cart
 * (global.css). Both while the cart view's code loads (the page's Suspense
 * fallback) and while the cart itself loads (CartView), so the built page
 * and the browser's first render are the same markup. The space kept while
 * it loads, by the screen's width, is its CSS module's.
 */
export function CartPending() {
  return (
    <>
      <div data-cart-loading className={styles.pending}>
        <WaitingStatus>{t('cart.pending.loading')}</WaitingStatus>
      </div>
      <div data-cart-empty>
        <EmptyCart />
      </div>
    </>
  );
}
