import { useIntl } from 'react-intl';
import type { Cart } from '@trefima/domain/contract';
import { formatPrice } from '@trefima/domain/i18n/format';
import { freeShippingStatus } from '@trefima/domain/orders/checkout';
import * as styles from './cart.module.css';

/** How far the cart is from its free delivery, naming the carrier; nothing where none is to be had. */
export function FreeShippingNotice({ freeShipping }: { freeShipping: Cart['free_shipping'] }) {
  const intl = useIntl();
  const status = freeShippingStatus(freeShipping);
  if (status.kind === 'none') return null;
  if (status.kind === 'reached') {
    return (
      <p className={`${styles.shipping} ${styles.shippingReached}`}>{intl.formatMessage({ id: 'cart.freeShipping.reached' }, { carrier: status.carrier })}</p>
    );
  }
  const done = Math.round(((status.threshold - status.remaining) / status.threshold) * 100);
  return (
    <div className={styles.shipping}>
      <p>{intl.formatMessage({ id: 'cart.freeShipping.remaining' }, { amount: formatPrice(status.remaining), carrier: status.carrier })}</p>
      <div className={styles.gauge} aria-hidden="true">
        <span style={{ width: `${done}%` }} />
      </div>
    </div>
  );
}
