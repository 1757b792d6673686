import { formatPrice } from '@trefima/domain/i18n/format';
import { formatDate } from '@trefima/domain/i18n/format-dates';
import { t } from '@trefima/domain/i18n/t';
import { paths } from '../../../lib/routes';
import { useQuotations } from '../api';
import { DocumentTable, newestFirst } from './document-table';
import { leadColumns } from './lead-columns';
import { SiteFilter } from './site-filter';
import { sitePath } from '../../../lib/list-params';

/** The customer's quotations, newest first: number, date, status, validity, amount HT. */
export function QuotationList({ customerId, page, jobSite }: { customerId: number; page: number; jobSite: number | null }) {
  const path = sitePath(paths.quotations, jobSite);
  return (
    <>
      <SiteFilter customerId={customerId} base={paths.quotations} value={jobSite} />
      <DocumentTable
        remote={useQuotations(customerId, page, jobSite)}
        caption={t('documents.quotations.caption')}
        empty={t('documents.quotations.empty')}
        order={newestFirst}
        columns={[
          ...leadColumns(paths.quotations, (number) => t('documents.quotations.link', { number })),
          { header: t('documents.column.validUntil'), cell: (q) => (q.valid_until ? formatDate(q.valid_until, q.time_zone) : '—') },
          { header: t('documents.column.amountHt'), num: true, cell: (q) => t('documents.amountHt', { amount: formatPrice(q.amount.ht) }) },
        ]}
        page={page}
        path={path}
      />
    </>
  );
}
