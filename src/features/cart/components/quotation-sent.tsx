import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { Quotation } from '@trefima/domain/contract';
import { formatPrice } from '@trefima/domain/i18n/format';
import { NextLinks } from '../../../components/ui/next-links';
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
      <NextLinks
        className={styles.actions}
        links={[
          { to: '/mes-devis', label: t('cart.quotationSent.quotations'), className: styles.primary },
          { to: '/nos-gammes', label: t('cart.quotationSent.continue'), className: styles.secondary },
        ]}
      />
    </div>
  );
}
