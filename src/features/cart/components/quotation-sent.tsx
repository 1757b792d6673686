import { Link } from 'gatsby';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { Quotation } from '@trefima/domain/contract';
import { formatPrice } from '@trefima/domain/i18n/format';
import * as styles from './cart.module.css';
import { t } from '@trefima/domain/i18n/t';

/** The cart became a quotation request: its number, and where to follow it. Focused when it appears. */
export function QuotationSent({ quotation }: { quotation: Quotation }) {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className={styles.success}>
      <h2 className={styles.successTitle}>{intl.formatMessage({ id: 'cart.quotation.sent' }, { number: quotation.number })}</h2>
      <p>{t('cart.quotationSent.lead', { amount: intl.formatMessage({ id: 'price.ht' }, { price: formatPrice(quotation.amount.ht) }) })}</p>
      <p className={styles.actions}>
        <Link to="/mes-devis" className={styles.primary}>
          {t('cart.quotationSent.quotations')}
        </Link>
        <Link to="/nos-gammes" className={styles.secondary}>
          {t('cart.quotationSent.continue')}
        </Link>
      </p>
    </div>
  );
}
