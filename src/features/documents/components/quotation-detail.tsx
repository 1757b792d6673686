import { useQuotation } from '../api';
import { formatDate, formatDecimal } from '../../../i18n/format';
import { t } from '../../../i18n/t';
import { paths } from '../../../lib/routes';
import { DocumentLines } from './document-lines';
import { DocumentDetail } from './document-detail';
import * as styles from './documents.module.css';

const fileSize = (bytes: number) =>
  bytes < 1024 * 1024
    ? t('documents.quotation.kilobytes', { size: formatDecimal(Math.max(1, Math.round(bytes / 1024)), { decimals: 0 }) })
    : t('documents.quotation.megabytes', { size: formatDecimal(bytes / 1024 / 1024, { decimals: 1 }) });

/** One quotation: its status and dates, its lines and totals (none yet when all is priced by hand), the customer's remarks and files. */
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
            {q.job_site && (
              <>
                <dt>{t('documents.order.jobSite')}</dt>
                <dd>{q.job_site.name}</dd>
              </>
            )}
          </dl>
          {q.lines.length ? (
            <DocumentLines caption={t('documents.quotation.lines', { number: q.number })} lines={q.lines} amount={q.amount} />
          ) : (
            <p>{t('documents.quotation.toPrice')}</p>
          )}
          <h3>{t('documents.detail.remarks')}</h3>
          {q.complementary_information ? (
            q.complementary_information.split(/\n{2,}/).map((p, i) => <p key={i}>{p}</p>)
          ) : (
            <p>{t('documents.quotation.noRemarks')}</p>
          )}
          {q.attachments.length > 0 && (
            <>
              <h3>{t('documents.quotation.attachments')}</h3>
              <ul>
                {q.attachments.map((f, i) => (
                  <li key={i}>{t('documents.quotation.attachment', { name: f.name, size: fileSize(f.size) })}</li>
                ))}
              </ul>
            </>
          )}
        </article>
      )}
    </DocumentDetail>
  );
}
