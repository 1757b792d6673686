import { formatPrice } from '../../i18n/format';
import * as styles from './price.module.css';

export interface PriceProps {
  cents: number;
  unit: string;
  /** sheets cut to length are priced per metre */
  perMetre?: boolean;
  size?: 'large' | 'normal';
}

/**
 * A price excluding tax. Its box has a fixed height and a minimum width so
 * that the live price of the visitor's territory replaces the static one
 * without moving anything.
 */
export function Price({ cents, unit, perMetre = false, size = 'normal' }: PriceProps) {
  return (
    <p className={`${styles.price} ${size === 'large' ? styles.large : ''}`}>
      <span className={styles.amount}>{formatPrice(cents)}</span> <span className={styles.ht}>HT</span>
      <span className={styles.unit}> / {perMetre ? 'mètre' : unit}</span>
    </p>
  );
}
