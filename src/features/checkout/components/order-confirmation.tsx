import { Link } from 'gatsby';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { Customer } from '../../../contract';
import { formatPrice } from '../../../i18n/format';
import { paymentInstructions } from '../../../lib/checkout';
import type { PlacedOrder } from '../state';
import { CartTotals } from '../../cart/components/cart-totals';
import { AddressLines } from './address-lines';
import { BankTransferDetails } from './bank-transfer-details';
import * as styles from './checkout.module.css';

/** /confirmation-commande: the order's number and amounts, how to pay, where it goes. Focused when it appears. */
export function OrderConfirmation({ placed, customer }: { placed: PlacedOrder; customer: Customer }) {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const { order, paymentCode } = placed;
  const { amount } = order;
  const ttc = formatPrice(amount.ttc);
  return (
    <>
      <div ref={ref} tabIndex={-1} className={styles.confirmed}>
        <h2 className={styles.confirmedTitle}>{intl.formatMessage({ id: 'order.confirmed' }, { number: order.number })}</h2>
        <p>
          Merci pour votre commande. Un e-mail de confirmation a été envoyé à {customer.email}. Montant à régler : <strong>{ttc} TTC</strong>.
        </p>
      </div>
      <div className={styles.columns}>
        <div>
          <section className={styles.section}>
            <h2 className={styles.sectionTitle}>Règlement : {order.payment.label}</h2>
            {paymentInstructions(paymentCode, ttc, order.number).map((line) => (
              <p key={line}>{line}</p>
            ))}
            {order.payment_instructions && <BankTransferDetails instructions={order.payment_instructions} />}
          </section>
          <section className={styles.section}>
            <h2 className={styles.sectionTitle}>Livraison : {order.carrier.name}</h2>
            <address className={styles.address}>
              <strong>{order.delivery_address.label}</strong>
              <AddressLines address={order.delivery_address} />
            </address>
          </section>
        </div>
        <section className={styles.aside} aria-label="Montants de la commande">
          <CartTotals
            amount={amount}
            productsHt={amount.ht - amount.shipping_ht}
            shipping={amount.shipping_ht === 0 ? 'Sans frais' : `${formatPrice(amount.shipping_ht)} HT`}
            label="Montants de la commande"
          />
        </section>
      </div>
      <p className={styles.actions}>
        <Link to="/mes-commandes" className={styles.primary}>
          Suivre mes commandes
        </Link>
        <Link to="/" className={styles.secondary}>
          Retour à l’accueil
        </Link>
      </p>
    </>
  );
}
