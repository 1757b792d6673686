import { navigate } from 'gatsby';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { OrderLayout, RecapStep, useResetCheckout, useSetPlacedOrder } from '../features/checkout';
import { goToProvider, orderPaymentPath, startOrderPayment } from '../features/payments';
import { WaitingStatus } from '../components/common/waiting-status';
import { claimFocusAfterNavigation } from '../components/layout/route-focus';
import type { CartResponse, Order } from '@trefima/domain/contract';
import { forgetCart } from '../features/cart';
import { ApprovalSubmitted } from '../features/approvals';
import type { Approval } from '@trefima/domain/companies/contract';
import { withIntl } from '../i18n/with-intl';
import { t } from '@trefima/domain/i18n/t';

/** /recapitulatif: carrier, payment, totals, sales conditions, 'Valider la commande' (order pipeline, step 3). */
function RecapPage() {
  const [placed, setPlaced] = useState<'order' | 'card' | 'approval' | null>(null);
  const [held, setHeld] = useState<Approval | null>(null);
  const setPlacedOrder = useSetPlacedOrder();
  const resetCheckout = useResetCheckout();
  const lastCart = useRef<CartResponse | null>(null);

  /**
   * Paid by card: the order waits for it, its stock held. The buyer goes to the provider's page the API made; if it
   * cannot be had now, the order's payment page says so and offers to try again: the order is kept either way.
   */
  const payByCard = async (number: string) => {
    resetCheckout();
    try {
      if (goToProvider(await startOrderPayment(number))) return;
    } catch {
      // said by the payment page, which asks the API again
    }
    void navigate(orderPaymentPath(number));
  };

  const onPlaced = (order: Order) => {
    // the order's own state, not the choice on the page: only an order paid by card online waits for its payment
    const byCard = order.status === 'en_attente_paiement';
    // placed first, and rendered before the cart is forgotten: the emptied cart reaches the layout
    // through SWR's store subscription, which renders at once, and must not send this page back to /panier
    flushSync(() => setPlaced(byCard ? 'card' : 'order'));
    setPlacedOrder({ order });
    forgetCart();
    if (byCard) return void payByCard(order.number);
    // the checkout's choices are reset by the confirmation page, once it shows
    // The confirmation focuses « Votre commande n°… est confirmée » when it shows, which may be before or after
    // the route update's focus to the content (a frame and a task later): that one would win 2 times in 6 and a
    // screen reader would start from the top. Claimed for this navigation, the route update leaves the focus alone,
    // and the confirmation's own is the only one (it shows after the route's first render, once its frame has the
    // session: @reach/router's focus of its wrapper, in that render, comes before it).
    claimFocusAfterNavigation('/confirmation-commande');
    void navigate('/confirmation-commande');
  };

  /** Held for the company's approval: the cart is frozen on the API's side and no longer this browser's, as after an order. */
  const onSubmitted = (approval: Approval) => {
    flushSync(() => {
      setHeld(approval);
      setPlaced('approval');
    });
    forgetCart();
    resetCheckout();
  };

  // Until the confirmation shows, the recap stays as it was (its button says the order is being sent):
  // a page that shrank under the pointer would take a double click's second click elsewhere.
  return (
    <OrderLayout step="recapitulatif" title={t('checkout.recapPage.title')} requireCart={placed === null}>
      {({ customer, cart, cartUpdating }) => {
        if (held) return <ApprovalSubmitted approval={held} />;
        if (cart) lastCart.current = cart;
        const shown = cart ?? (placed ? lastCart.current : null);
        return shown ? (
          <RecapStep customer={customer} cart={shown} updating={cartUpdating && !placed} onPlaced={onPlaced} onSubmitted={onSubmitted} />
        ) : (
          <WaitingStatus>{placed === 'card' ? t('checkout.recapPage.toCard') : t('checkout.recapPage.placed')}</WaitingStatus>
        );
      }}
    </OrderLayout>
  );
}

export default withIntl(RecapPage);
