import { useAtomValue } from 'jotai';
import { formatPrice } from '@trefima/domain/i18n/format';
import { livePricesAtom, netPricesAtom } from '../state';
import * as styles from './price.module.css';
import { usePriceComing } from './use-price-coming';
import { t } from '@trefima/domain/i18n/t';
import { usePlanId } from '../../territory';

export interface PriceProps {
  cents: number;
  unit: string;
  /** when set, the live price of the visitor's territory replaces `cents` once it arrives (another territory's never does) */
  productId?: number;
  /** sheets cut to length are priced per metre */
  perMetre?: boolean;
  size?: 'large' | 'normal';
}

/**
 * A price excluding tax. Its box has a fixed height and a minimum width so
 * that the live price replaces the static one without moving anything; the
 * static amount stays hidden while another territory's price is on its way,
 * and the box says that it is coming.
 */
export function Price({ cents, unit, productId, perMetre = false, size = 'normal' }: PriceProps) {
  const planId = usePlanId();
  const live = useAtomValue(livePricesAtom)[planId];
  const nets = useAtomValue(netPricesAtom)[planId];
  const value = productId !== undefined ? live?.[productId] : undefined;
  const net = productId !== undefined && value !== undefined ? nets?.[productId] : undefined;
  const coming = usePriceComing(productId !== undefined && value === undefined);
  const per = <span className={styles.unit}> / {perMetre ? t('prices.price.metre') : unit}</span>;
  const className = `${styles.price} ${size === 'large' ? styles.large : ''}`;
  if (net) {
    // a professional's price: his net first, the list price struck beside it, on the same line (the box keeps its height)
    return (
      <p className={className} data-net-price="">
        <span className="visually-hidden">{t('prices.price.netLead', { rate: String(net.rate).replace('.', ',') })} </span>
        <span className={styles.amount}>{formatPrice(net.ht)}</span> <span className={styles.ht}>{t('prices.price.ht')}</span>
        {per}
        <span className="visually-hidden">{t('prices.price.insteadOf')}</span> <s className={styles.list}>{formatPrice(value!)}</s>
        <span className="visually-hidden"> {t('prices.price.ht')}</span>
      </p>
    );
  }
  return (
    <p className={className} data-price-static={value === undefined ? '' : undefined} aria-busy={coming || undefined}>
      {/* in the box's place while the built price is hidden (plan-pending): the price is coming, not missing */}
      {value === undefined && <span className={styles.coming}>{t('prices.price.coming')}</span>}
      <span className={styles.amount}>{formatPrice(value ?? cents)}</span> <span className={styles.ht}>{t('prices.price.ht')}</span>
      {per}
    </p>
  );
}
