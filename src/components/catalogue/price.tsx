import { useAtomValue } from 'jotai';
import { formatPrice } from '../../i18n/format';
import { livePricesAtom } from '../../state/prices';
import * as styles from './price.module.css';

export interface PriceProps {
  cents: number;
  unit: string;
  /** when set, the live price of the visitor's territory replaces `cents` once it arrives */
  productId?: number;
  /** sheets cut to length are priced per metre */
  perMetre?: boolean;
  size?: 'large' | 'normal';
}

/**
 * A price excluding tax. Its box has a fixed height and a minimum width so
 * that the live price replaces the static one without moving anything; the
 * static amount stays hidden while another territory's price is on its way.
 */
export function Price({ cents, unit, productId, perMetre = false, size = 'normal' }: PriceProps) {
  const live = useAtomValue(livePricesAtom);
  const value = productId !== undefined ? live[productId] : undefined;
  return (
    <p className={`${styles.price} ${size === 'large' ? styles.large : ''}`} data-price-static={value === undefined ? '' : undefined}>
      <span className={styles.amount}>{formatPrice(value ?? cents)}</span> <span className={styles.ht}>HT</span>
      <span className={styles.unit}> / {perMetre ? 'mètre' : unit}</span>
    </p>
  );
}
