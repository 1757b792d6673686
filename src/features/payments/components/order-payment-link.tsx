import { Link } from 'gatsby';
import { t } from '@trefima/domain/i18n/t';
import { orderPaymentPath } from '../paths';
import * as styles from './payments.module.css';

/** « Payer par carte » for an order waiting for its card payment: the page that follows it and opens the provider's. */
export function OrderPaymentLink({ number }: { number: string }) {
  return (
    <Link to={orderPaymentPath(number)} className={styles.primary} aria-label={t('payment.order.payLabel', { number })}>
      {t('payment.order.pay')}
    </Link>
  );
}
