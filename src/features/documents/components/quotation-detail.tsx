import { Link } from 'gatsby';
import type { Quotation } from '@trefima/domain/contract';
import { formatDate, formatDay } from '@trefima/domain/i18n/format-dates';
import { t } from '@trefima/domain/i18n/t';
import { paths } from '../../../lib/routes';
import { useQuotation } from '../api';
import { DocumentDetail } from './document-detail';
import { QuotationActions } from './quotation-actions';
import { QuotationAttachments } from './quotation-attachments';
import { QuotationCurrent } from './quotation-current';
import { QuotationProposals } from './quotation-proposals';
import { QuotationTimeline } from './quotation-timeline';
import { Facts } from '../../../components/ui/card';
import * as styles from './documents.module.css';

/**
 * One quotation: its status and validity, the proposal to answer (or the
 * request's lines before one), what the buyer may do about it today, the
 * proposals sent so far and every move of its life.
 */
export function QuotationDetail({ customerId, id }: { customerId: number; id: string }) {
  return (
    <DocumentDetail remote={useQuotation(customerId, id)} back={{ to: paths.quotations, label: t('documents.quotation.back') }}>
      {(q) => (
        <article aria-labelledby="quotation-title">
          <h2 id="quotation-title">{t('documents.quotation.title', { number: q.number })}</h2>
          <QuotationMeta q={q} />
          <QuotationActions q={q} />
          <QuotationCurrent q={q} />
          <QuotationProposals q={q} />
          <QuotationTimeline history={q.history} timeZone={q.time_zone} reader={customerId} />
          <h3>{t('documents.detail.remarks')}</h3>
          {q.complementary_information ? (
            q.complementary_information.split(/\n{2,}/).map((p, i) => <p key={i}>{p}</p>)
          ) : (
            <p>{t('documents.quotation.noRemarks')}</p>
          )}
          <QuotationAttachments attachments={q.attachments} />
        </article>
      )}
    </DocumentDetail>
  );
}

function QuotationMeta({ q }: { q: Quotation }) {
  // a refused proposal is valid for nothing: its last day would read as an offer still open; an expired one's is past
  const validity = q.valid_until && q.status !== 'refusee' && (
    <>
      {' '}
      <span className={styles.validity}>
        {q.status === 'expiree'
          ? t('documents.quotation.lastValidDay', { date: formatDay(q.valid_until) })
          : t('documents.quotation.validUntilDate', { date: formatDay(q.valid_until) })}
      </span>
    </>
  );
  const order = q.order && (
    <Link to={`${paths.orders}/${q.order.id}`} aria-label={t('documents.orders.link', { number: q.order.number })}>
      {q.order.number}
    </Link>
  );
  return (
    <Facts
      layout="columns"
      className={styles.meta}
      rows={[
        [
          t('documents.detail.status'),
          <>
            {q.status_label}
            {validity}
          </>,
        ],
        [t('documents.quotation.date'), formatDate(q.created_at, q.time_zone)],
        !!q.job_site && [t('documents.order.jobSite'), q.job_site.name],
        !!order && [t('documents.quotation.order'), order],
      ]}
    />
  );
}
