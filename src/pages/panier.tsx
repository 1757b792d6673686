import { useIntl } from 'react-intl';
import { CART_EMPTY_SCRIPT, CartView } from '../components/cart/cart-view';
import { OrderSteps } from '../components/checkout/order-steps';
import { Seo } from '../components/seo/seo';
import { withIntl } from '../i18n/with-intl';

/** /panier: the cart's lines, totals, free-shipping message, complementary information, order and quotation buttons. */
function CartPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'cart.title' });
  return (
    <div className="container">
      <Seo title={title} description="Votre panier Trefima : quantités, totaux HT et TTC, frais de livraison, commande ou demande de devis." path="/panier" noindex inlineScript={CART_EMPTY_SCRIPT} />
      <OrderSteps current="panier" />
      <h1>{title}</h1>
      <CartView />
    </div>
  );
}

export default withIntl(CartPage);
