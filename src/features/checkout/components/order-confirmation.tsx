import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { Customer } from '@trefima/domain/contract';
import { formatPrice } from '@trefima/domain/i18n/format';
import { formatDate } from '@trefima/domain/i18n/format-dates';
import { useLayoutData } from '../../../hooks/use-layout-data';
import { paymentInstructions } from '../../../lib/payment-instructions';
import type { PlacedOrder } from '../state';
import { usePayments } from '../api';
import { CartTotals } from '../../cart';
import { AddressLines } from './address-lines';
import { BankTransferDetails } from './bank-transfer-details';
import { NextLinks } from '../../../components/ui/next-links';
import * as styles from './checkout.module.css';
import { t } from '@trefima/domain/i18n/t';

/**
 * /confirmation-commande: the order's number and amounts, how to pay, where it goes; all of it the order's as the API
 * answered it, never the checkout's choices. Focused when it appears: the recap claims the route update's focus for
 * this page (recapitulatif.tsx), which would otherwise take it to the content, before or after this one.
 */
export function OrderConfirmation({ placed, customer }: { placed: PlacedOrder; customer: Customer }) {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const { order } = placed;
  // how to pay is the order's own method (GET /payment gives its code by id), not what the checkout holds now
  const payments = usePayments();
  const paymentCode = payments.data?.find((p) => p.id === order.payment.id)?.code ?? null;
  const { amount } = order;
  const ttc = formatPrice(amount.ttc);
  // the seller the documents print, as the build read it (GET /setting)
  const { company } = useLayoutData();
  return (
    <>
      <div ref={ref} tabIndex={-1} className={styles.confirmed}>
        <h2 className={styles.confirmedTitle}>{intl.formatMessage({ id: 'order.confirmed' }, { number: order.number })}</h2>
        <p>
          {t('checkout.confirmation.thanks', { email: customer.email })} <strong>{t('checkout.price.ttc', { price: ttc })}</strong>.
        </p>
      </div>
      <div className={styles.columns}>
        <div>
          <section className={styles.section}>
            <h2 className={styles.sectionTitle}>{t('checkout.confirmation.payment', { label: order.payment.label })}</h2>
            {(payments.data || payments.error) && paymentInstructions(paymentCode, ttc, order.number, company).map((line) => <p key={line}>{line}</p>)}
            {order.payment_instructions && <BankTransferDetails instructions={order.payment_instructions} />}
          </section>
          <section className={styles.section}>
            <h2 className={styles.sectionTitle}>{t('checkout.confirmation.carrier', { name: order.carrier.name })}</h2>
            <address className={styles.address}>
              <strong>{order.delivery_address.label}</strong>
              <AddressLines address={order.delivery_address} />
            </address>
            {order.job_site && <p>{t('checkout.confirmation.jobSite', { name: order.job_site.name })}</p>}
            {order.purchase_order && <p>{t('checkout.confirmation.purchaseOrder', { number: order.purchase_order })}</p>}
            {order.requested_delivery_date && <p>{t('checkout.confirmation.requestedDate', { date: formatDate(order.requested_delivery_date) })}</p>}
          </section>
        </div>
        <section className={styles.aside} aria-label={t('checkout.amounts.label')}>
          <CartTotals
            amount={amount}
            productsHt={amount.ht - amount.shipping_ht}
            shipping={amount.shipping_ht === 0 ? t('checkout.confirmation.noShippingCost') : t('checkout.price.ht', { price: formatPrice(amount.shipping_ht) })}
            label={t('checkout.amounts.label')}
          />
        </section>
      </div>
      <NextLinks
        className={styles.actions}
        links={[
          { to: '/mes-commandes', label: t('checkout.confirmation.orders'), className: styles.primary },
          { to: '/', label: t('checkout.confirmation.home'), className: styles.secondary },
        ]}
      />
    </>
  );
}
