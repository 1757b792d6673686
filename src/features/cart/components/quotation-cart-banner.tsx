import { useState } from 'react';
import { t } from '@trefima/domain/i18n/t';
import { forgetCart, refreshCart } from '../api/actions';
import * as styles from './quotation-cart-banner.module.css';
import { busyProps } from '../../../components/ui/busy';

/**
 * A cart made by accepting a quotation: its lines and prices are the
 * proposal's, so it says so, and offers the way back to the buyer's own
 * cart (the customer's, which the API gives once the token is forgotten).
 */
export function QuotationCartBanner({ quotation }: { quotation: { id: number; number: string } }) {
  const [busy, setBusy] = useState(false);
  // refreshCart never throws: a cart that cannot load shows the cart page's own failure
  const back = async () => {
    setBusy(true);
    forgetCart();
    await refreshCart(true);
    setBusy(false);
  };
  return (
    <div className={styles.banner}>
      <p>{t('cart.quotationCart.banner', { number: quotation.number })}</p>
      <button type="button" className={styles.back} {...busyProps(busy)} onClick={() => void back()}>
        {busy ? t('cart.quotationCart.backing') : t('cart.quotationCart.back')}
      </button>
    </div>
  );
}
