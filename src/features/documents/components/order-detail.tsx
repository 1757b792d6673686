import { t } from '@trefima/domain/i18n/t';
import { useOrder } from '../api';
import { PostalAddress } from '../../../components/common/postal-address';
import { formatDate } from '@trefima/domain/i18n/format-dates';
import { paths } from '../../../lib/routes';
import { BankTransferDetails } from '../../checkout';
import { CartMass } from '../../cart';
import { DocumentLines } from './document-lines';
import { DocumentDetail } from './document-detail';
import { OrderAgain } from './order-again';
import { OrderDocuments } from './order-documents';
import { OrderProgress } from './order-progress';
import { Facts } from '../../../components/ui/card';
import * as styles from './documents.module.css';

/** One order: status, date, delivery and payment, its progress and papers, addresses, lines, totals and total mass. */
export function OrderDetail({ customerId, id }: { customerId: number; id: string }) {
  return (
    <DocumentDetail remote={useOrder(customerId, id)} back={{ to: paths.orders, label: t('documents.order.back') }}>
      {(o) => (
        <article aria-labelledby="order-title">
          <h2 id="order-title">{t('documents.order.title', { number: o.number })}</h2>
          <Facts
            layout="columns"
            className={styles.meta}
            rows={[
              [t('documents.detail.status'), o.status_label],
              [t('documents.order.date'), formatDate(o.created_at, o.time_zone)],
              [t('documents.order.carrier'), o.carrier.name],
              [t('documents.order.payment'), o.payment.label],
              !!o.made_by && [t('documents.order.madeBy'), o.made_by.name],
              !!o.made_by && [t('documents.order.approvedBy'), o.approved_by ?? t('documents.order.noApproval')],
              !!o.job_site && [t('documents.order.jobSite'), o.job_site.name],
              !!o.purchase_order && [t('documents.order.purchaseOrder'), o.purchase_order],
              [t('documents.order.requestedDate'), o.requested_delivery_date ? formatDate(o.requested_delivery_date, o.time_zone) : t('documents.order.asap')],
            ]}
          />
          <OrderProgress order={o} />
          <OrderDocuments order={o} />
          {o.payment_instructions && (
            <section aria-labelledby="order-transfer">
              <h3 id="order-transfer">{t('documents.order.transferTitle')}</h3>
              <p>{t('documents.order.transferText')}</p>
              <BankTransferDetails instructions={o.payment_instructions} />
            </section>
          )}
          <div className={styles.blocks}>
            <section aria-labelledby="order-delivery">
              <h3 id="order-delivery">{t('documents.order.delivery')}</h3>
              <PostalAddress address={o.delivery_address} />
            </section>
            <section aria-labelledby="order-billing">
              <h3 id="order-billing">{t('documents.order.billing')}</h3>
              <PostalAddress address={o.billing_address} />
            </section>
          </div>
          <DocumentLines caption={t('documents.order.lines', { number: o.number })} lines={o.lines} amount={o.amount} pickup={o.pickup} />
          <CartMass list={o.lines} />
          <OrderAgain id={o.id} number={o.number} />
          {o.complementary_information && (
            <>
              <h3>{t('documents.detail.remarks')}</h3>
              <p>{o.complementary_information}</p>
            </>
          )}
        </article>
      )}
    </DocumentDetail>
  );
}
