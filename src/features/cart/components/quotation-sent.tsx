import { Link } from 'gatsby';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { Quotation } from '../../../contract';
import { formatPrice } from '../../../i18n/format';
import * as styles from './cart.module.css';

/** The cart became a quotation request: its number, and where to follow it. Focused when it appears. */
export function QuotationSent({ quotation }: { quotation: Quotation }) {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className={styles.success}>
      <h2 className={styles.successTitle}>{intl.formatMessage({ id: 'cart.quotation.sent' }, { number: quotation.number })}</h2>
      <p>
        Montant estimé : {intl.formatMessage({ id: 'price.ht' }, { price: formatPrice(quotation.amount.ht) })}. Un technico-commercial vous répond sous 48
        heures ; votre panier est maintenant vide.
      </p>
      <p className={styles.actions}>
        <Link to="/mes-devis" className={styles.primary}>
          Voir mes devis
        </Link>
        <Link to="/nos-gammes" className={styles.secondary}>
          Continuer mes achats
        </Link>
      </p>
    </div>
  );
}
