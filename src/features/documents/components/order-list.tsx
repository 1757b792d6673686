import { Link } from 'gatsby';
import { t } from '@trefima/domain/i18n/t';
import { formatPrice } from '@trefima/domain/i18n/format';
import { paths } from '../../../lib/routes';
import { useOrders } from '../api';
import { DocumentFilters, type DocumentListProps } from './document-filters';
import { DocumentTable, newestFirst } from './document-table';
import { leadColumns, makerColumns } from './lead-columns';
import { listPath } from '../../../lib/list-params';

/** The customer's orders, newest first: number, date, status, who placed it (in a company), amounts HT and TTC. */
export function OrderList({ customerId, page, jobSite, person = null }: DocumentListProps) {
  const filters = { jobSite, person };
  const orders = useOrders(customerId, page, filters);
  return (
    <>
      <DocumentFilters customerId={customerId} base={paths.orders} filters={filters} />
      <DocumentTable
        remote={orders}
        caption={t('documents.orders.caption')}
        empty={
          <>
            {t('documents.orders.empty')} <Link to={paths.catalogue}>{t('documents.orders.browse')}</Link>
          </>
        }
        order={newestFirst}
        columns={[
          ...leadColumns(paths.orders, (number) => t('documents.orders.link', { number })),
          ...makerColumns(orders.data?.items, t('documents.order.madeBy')),
          { header: t('documents.column.amountHt'), num: true, cell: (o) => t('documents.amountHt', { amount: formatPrice(o.amount.ht) }) },
          { header: t('documents.column.amountTtc'), num: true, cell: (o) => t('documents.amountTtc', { amount: formatPrice(o.amount.ttc) }) },
        ]}
        page={page}
        path={listPath(paths.orders, filters)}
      />
    </>
  );
}
