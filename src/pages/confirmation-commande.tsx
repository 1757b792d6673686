import { Link } from 'gatsby';
import { useEffect } from 'react';
import { OrderConfirmation, OrderLayout, usePlacedOrder, useResetCheckout } from '../features/checkout';
import { withIntl } from '../i18n/with-intl';
import { t } from '@trefima/domain/i18n/t';

/** /confirmation-commande: the order just placed (order pipeline, step 4). The order lives in memory: a reload points to /mes-commandes. */
function OrderConfirmationPage() {
  const placed = usePlacedOrder();
  const resetCheckout = useResetCheckout();
  // the order is shown: the next one starts with a fresh carrier, payment and sales conditions
  useEffect(() => {
    if (placed) resetCheckout();
  }, [placed, resetCheckout]);
  return (
    <OrderLayout step="confirmation" title={t('checkout.confirmationPage.title')}>
      {({ customer }) =>
        placed ? (
          <OrderConfirmation placed={placed} customer={customer} />
        ) : (
          <div>
            <p>{t('checkout.confirmationPage.none')}</p>
            <p>
              <Link to="/mes-commandes">{t('checkout.confirmationPage.orders')}</Link>
            </p>
          </div>
        )
      }
    </OrderLayout>
  );
}

export default withIntl(OrderConfirmationPage);
