import { useIntl } from 'react-intl';
import { CART_EMPTY_SCRIPT, CartPending } from '../features/cart';
import { OrderSteps } from '../features/checkout';
import { Seo } from '../components/seo/seo';
import { withIntl } from '../i18n/with-intl';
import { t } from '@trefima/domain/i18n/t';
import { lazyPart } from '../lib/lazy-part';
import { PartBoundary } from '../components/common/part-boundary';

// The cart view, its API client and the contract's schemas evaluate in a task of their own after the page is up:
// the built HTML (the empty cart or the loading status) stays in place until they arrive.
const CartWithLists = lazyPart(() => import('../components/cart/cart-with-lists').then((m) => ({ default: m.CartWithLists })));

/** /panier: the cart's lines, totals, free-shipping message, complementary information, order and quotation buttons. */
function CartPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'cart.title' });
  return (
    <div className="container">
      <Seo title={title} description={t('cart.page.description')} path="/panier" noindex inlineScript={CART_EMPTY_SCRIPT} />
      <OrderSteps current="panier" />
      <h1>{title}</h1>
      <PartBoundary fallback={<CartPending />}>
        <CartWithLists />
      </PartBoundary>
    </div>
  );
}

export default withIntl(CartPage);
