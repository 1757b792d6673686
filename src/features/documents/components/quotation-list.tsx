import { formatPrice } from '@trefima/domain/i18n/format';
import { formatDate } from '@trefima/domain/i18n/format-dates';
import { t } from '@trefima/domain/i18n/t';
import { paths } from '../../../lib/routes';
import { useQuotations } from '../api';
import { DocumentFilters, type DocumentListProps } from './document-filters';
import { DocumentTable, newestFirst } from './document-table';
import { leadColumns, makerColumns } from './lead-columns';
import { listPath } from '../../../lib/list-params';

/** The customer's quotations, newest first: number, date, status, who asked for it (in a company), validity, amount HT. */
export function QuotationList({ customerId, page, jobSite, person = null }: DocumentListProps) {
  const filters = { jobSite, person };
  const quotations = useQuotations(customerId, page, filters);
  return (
    <>
      <DocumentFilters customerId={customerId} base={paths.quotations} filters={filters} />
      <DocumentTable
        remote={quotations}
        caption={t('documents.quotations.caption')}
        empty={t('documents.quotations.empty')}
        order={newestFirst}
        columns={[
          ...leadColumns(paths.quotations, (number) => t('documents.quotations.link', { number })),
          ...makerColumns(quotations.data?.items, t('documents.quotations.madeBy')),
          { header: t('documents.column.validUntil'), cell: (q) => (q.valid_until ? formatDate(q.valid_until, q.time_zone) : '—') },
          { header: t('documents.column.amountHt'), num: true, cell: (q) => t('documents.amountHt', { amount: formatPrice(q.amount.ht) }) },
        ]}
        page={page}
        path={listPath(paths.quotations, filters)}
      />
    </>
  );
}
