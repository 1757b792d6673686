import { navigate } from 'gatsby';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { OrderLayout } from '../components/checkout/order-layout';
import { RecapStep } from '../components/checkout/recap-step';
import { WaitingStatus } from '../components/checkout/waiting-status';
import type { Order } from '../contract';
import { forgetCart } from '../lib/cart-actions';
import { placedOrderAtom, resetCheckoutAtom } from '../state/checkout';
import { withIntl } from '../i18n/with-intl';

/** /recapitulatif: carrier, payment, totals, sales conditions, 'Valider la commande' (order pipeline, step 3). */
function RecapPage() {
  const [placed, setPlaced] = useState(false);
  const setPlacedOrder = useSetAtom(placedOrderAtom);
  const resetCheckout = useSetAtom(resetCheckoutAtom);

  const onPlaced = (order: Order, paymentCode: string | null) => {
    // placed first, and rendered before the cart is forgotten: the emptied cart reaches the layout
    // through SWR's store subscription, which renders at once, and must not send this page back to /panier
    flushSync(() => setPlaced(true));
    setPlacedOrder({ order, paymentCode });
    resetCheckout();
    forgetCart();
    void navigate('/confirmation-commande');
  };

  return (
    <OrderLayout step="recapitulatif" title="Récapitulatif de ma commande" requireCart={!placed}>
      {({ customer, cart, cartUpdating }) =>
        placed || !cart ? (
          <WaitingStatus>Commande enregistrée : affichage de la confirmation…</WaitingStatus>
        ) : (
          <RecapStep customer={customer} cart={cart} updating={cartUpdating} onPlaced={onPlaced} />
        )
      }
    </OrderLayout>
  );
}

export default withIntl(RecapPage);
