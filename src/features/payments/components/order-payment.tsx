import { Link } from 'gatsby';
import { t } from '@trefima/domain/i18n/t';
import { paths } from '../../../lib/routes';
import { useOrderPayment } from '../api';
import { PaymentFollow } from './payment-follow';
import * as styles from './payments.module.css';

/** `/commande/paiement?commande=N`: where the order's card payment stands, back from the provider's page or from « Mes commandes ». */
export function OrderPayment({ number, abandoned }: { number: string; abandoned: boolean }) {
  return (
    <>
      <PaymentFollow kind="order" number={number} remote={useOrderPayment(number)} abandoned={abandoned} />
      <p>
        <Link to={paths.orders} className={styles.secondary}>
          {t('payment.page.orders')}
        </Link>
      </p>
    </>
  );
}
