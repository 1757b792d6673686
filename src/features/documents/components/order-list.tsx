import { Link } from 'gatsby';
import { t } from '../../../i18n/t';
import { formatDate, formatPrice } from '../../../i18n/format';
import { paths } from '../../../lib/routes';
import { useOrders } from '../api';
import { ORDER_STATUS } from './order-status';
import { DocumentTable, newestFirst } from './document-table';

/** The customer's orders, newest first: number, date, status, amounts HT and TTC. */
export function OrderList({ customerId, page }: { customerId: number; page: number }) {
  return (
    <DocumentTable
      remote={useOrders(customerId, page)}
      caption={t('documents.orders.caption')}
      empty={
        <>
          {t('documents.orders.empty')} <Link to={paths.catalogue}>{t('documents.orders.browse')}</Link>
        </>
      }
      order={newestFirst}
      columns={[
        {
          header: t('documents.column.number'),
          cell: (o) => (
            <Link to={`${paths.orders}/${o.id}`} aria-label={t('documents.orders.link', { number: o.number })}>
              {o.number}
            </Link>
          ),
        },
        { header: t('documents.column.date'), cell: (o) => formatDate(o.created_at) },
        { header: t('documents.column.status'), cell: (o) => ORDER_STATUS[o.status] },
        { header: t('documents.column.amountHt'), num: true, cell: (o) => t('documents.amountHt', { amount: formatPrice(o.amount.ht) }) },
        { header: t('documents.column.amountTtc'), num: true, cell: (o) => t('documents.amountTtc', { amount: formatPrice(o.amount.ttc) }) },
      ]}
      page={page}
      path={paths.orders}
    />
  );
}
