import { useQuotation } from '../api';
import { formatDate } from '../../../i18n/format';
import { t } from '../../../i18n/t';
import { paths } from '../../../lib/routes';
import { DocumentLines } from './document-lines';
import { DocumentDetail } from './document-detail';
import * as styles from './documents.module.css';

/** One quotation: its status and dates, its lines and totals, the customer's remarks. */
export function QuotationDetail({ customerId, id }: { customerId: number; id: string }) {
  return (
    <DocumentDetail remote={useQuotation(customerId, id)} back={{ to: paths.quotations, label: t('documents.quotation.back') }}>
      {(q) => (
        <article aria-labelledby="quotation-title">
          <h2 id="quotation-title">{t('documents.quotation.title', { number: q.number })}</h2>
          <dl className={styles.meta}>
            <dt>{t('documents.detail.status')}</dt>
            <dd>{q.status_label}</dd>
            <dt>{t('documents.quotation.date')}</dt>
            <dd>{formatDate(q.created_at)}</dd>
            <dt>{t('documents.quotation.validUntil')}</dt>
            <dd>{formatDate(q.valid_until)}</dd>
          </dl>
          <DocumentLines caption={t('documents.quotation.lines', { number: q.number })} lines={q.lines} amount={q.amount} />
          <h3>{t('documents.detail.remarks')}</h3>
          <p>{q.complementary_information || t('documents.quotation.noRemarks')}</p>
        </article>
      )}
    </DocumentDetail>
  );
}
