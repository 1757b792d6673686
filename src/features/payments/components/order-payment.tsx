import { Link } from 'gatsby';
import { t } from '@trefima/domain/i18n/t';
import { paths } from '../../../lib/routes';
import { useOrderPayment } from '../api';
import { GiveUpOrder } from './give-up-order';
import { PaymentFollow } from './payment-follow';
import * as styles from './payments.module.css';

/** `/commande/paiement?commande=N`: where the order's card payment stands, back from the provider's page or from « Mes commandes »; giving it up. */
export function OrderPayment({ number, abandoned }: { number: string; abandoned: boolean }) {
  const remote = useOrderPayment(number);
  return (
    <>
      <PaymentFollow kind="order" number={number} remote={remote} abandoned={abandoned} />
      {remote.data && <GiveUpOrder number={number} state={remote.data} refresh={() => void remote.mutate()} />}
      <p>
        <Link to={paths.orders} className={styles.secondary}>
          {t('payment.page.orders')}
        </Link>
      </p>
    </>
  );
}
