import { useIntl } from 'react-intl';
import type { Amount } from '@trefima/domain/contract';
import { formatPrice } from '@trefima/domain/i18n/format';
import { formatRate } from '@trefima/domain/orders/checkout';
import * as styles from './cart.module.css';
import { t } from '@trefima/domain/i18n/t';

interface CartTotalsProps {
  /** HT, TVA and TTC: the API's for the cart, lib/checkout's orderTotals once a carrier is chosen */
  amount: Amount;
  /** the products' subtotal HT, shown when shipping is added below it */
  productsHt?: number;
  /** the shipping row's text ('Offerte', '95 € HT', 'À choisir') */
  shipping?: string;
  label?: string;
  /** the figures are about to change (a line's change or another territory on its way): said, and shown muted */
  busy?: boolean;
}

/** Totals HT, TVA with its rate (or 'TVA non applicable, art. 294 du CGI' in Guyane) and TTC. */
export function CartTotals({ amount, productsHt, shipping, label = t('cart.totals.label'), busy = false }: CartTotalsProps) {
  const intl = useIntl();
  const ht = (cents: number) => intl.formatMessage({ id: 'price.ht' }, { price: formatPrice(cents) });
  return (
    <dl className={`${styles.totals} ${busy ? styles.busy : ''}`} aria-label={label} aria-busy={busy || undefined}>
      {productsHt !== undefined && (
        <div className={styles.row}>
          <dt>{t('cart.totals.productsSubtotal')}</dt>
          <dd>{ht(productsHt)}</dd>
        </div>
      )}
      {shipping !== undefined && (
        <div className={styles.row}>
          <dt>{t('cart.totals.shipping')}</dt>
          <dd>{shipping}</dd>
        </div>
      )}
      <div className={styles.row}>
        <dt>{intl.formatMessage({ id: 'cart.totals.ht' })}</dt>
        <dd>{ht(amount.ht)}</dd>
      </div>
      <div className={styles.row}>
        <dt>
          {amount.vat_rate > 0
            ? intl.formatMessage({ id: 'cart.totals.vat' }, { rate: formatRate(amount.vat_rate) })
            : intl.formatMessage({ id: 'cart.totals.noVat' })}
        </dt>
        <dd>{formatPrice(amount.tva)}</dd>
      </div>
      <div className={`${styles.row} ${styles.grand}`}>
        <dt>{intl.formatMessage({ id: 'cart.totals.ttc' })}</dt>
        <dd>{formatPrice(amount.ttc)}</dd>
      </div>
    </dl>
  );
}
