import { Link } from 'gatsby';
import type { Order } from '@trefima/domain/contract';
import { t } from '@trefima/domain/i18n/t';
import { neverConfirmed } from '@trefima/domain/orders/lifecycle';
import { paths } from '../../../lib/routes';
import { PdfButton } from './pdf-button';
import { useCall } from './use-call';
import * as styles from './documents.module.css';

/**
 * The order's papers as PDF (its confirmation, then its delivery note and invoice once made) and the quotation it came
 * from; an order whose card is awaited, or that was cancelled before it came, was never confirmed: its PDF says so.
 */
export function OrderDocuments({ order }: { order: Order }) {
  const call = useCall();
  return (
    <section aria-labelledby="order-documents" className={styles.answer}>
      <h3 id="order-documents">{t('documents.order.documents')}</h3>
      <p className={styles.actionsRow}>
        <PdfButton
          kind="order"
          id={order.id}
          label={order.status === 'en_attente_paiement' || neverConfirmed(order) ? t('documents.order.pdfUnconfirmed') : t('documents.order.pdf')}
          call={call}
        />
        {order.delivery_note && <PdfButton kind="delivery-note" id={order.id} label={t('documents.order.deliveryNotePdf')} call={call} />}
        {order.invoice && (
          <PdfButton kind="invoice" id={order.invoice.id} label={t('documents.order.invoicePdf', { number: order.invoice.number })} call={call} />
        )}
      </p>
      {order.quotation && (
        <p>
          {t('documents.order.fromQuotation')}{' '}
          <Link to={`${paths.quotations}/${order.quotation.id}`} aria-label={t('documents.quotations.link', { number: order.quotation.number })}>
            {order.quotation.number}
          </Link>
        </p>
      )}
      <p role="status" aria-live="polite" className={styles.status}>
        {call.status}
      </p>
    </section>
  );
}
