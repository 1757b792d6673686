import { navigate } from 'gatsby';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { OrderLayout, RecapStep, useSetPlacedOrder } from '../features/checkout';
import { WaitingStatus } from '../components/common/waiting-status';
import type { CartResponse, Order } from '@trefima/domain/contract';
import { forgetCart } from '../features/cart';
import { withIntl } from '../i18n/with-intl';
import { t } from '@trefima/domain/i18n/t';

/** /recapitulatif: carrier, payment, totals, sales conditions, 'Valider la commande' (order pipeline, step 3). */
function RecapPage() {
  const [placed, setPlaced] = useState(false);
  const setPlacedOrder = useSetPlacedOrder();
  const lastCart = useRef<CartResponse | null>(null);

  const onPlaced = (order: Order, paymentCode: string | null) => {
    // placed first, and rendered before the cart is forgotten: the emptied cart reaches the layout
    // through SWR's store subscription, which renders at once, and must not send this page back to /panier
    flushSync(() => setPlaced(true));
    setPlacedOrder({ order, paymentCode });
    forgetCart();
    // the checkout's choices are reset by the confirmation page, once it shows
    void navigate('/confirmation-commande');
  };

  // Until the confirmation shows, the recap stays as it was (its button says the order is being sent):
  // a page that shrank under the pointer would take a double click's second click elsewhere.
  return (
    <OrderLayout step="recapitulatif" title={t('checkout.recapPage.title')} requireCart={!placed}>
      {({ customer, cart, cartUpdating }) => {
        if (cart) lastCart.current = cart;
        const shown = cart ?? (placed ? lastCart.current : null);
        return shown ? (
          <RecapStep customer={customer} cart={shown} updating={cartUpdating && !placed} onPlaced={onPlaced} />
        ) : (
          <WaitingStatus>{t('checkout.recapPage.placed')}</WaitingStatus>
        );
      }}
    </OrderLayout>
  );
}

export default withIntl(RecapPage);
