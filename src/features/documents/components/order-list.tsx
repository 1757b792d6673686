import { Link } from 'gatsby';
import { t } from '@trefima/domain/i18n/t';
import { formatPrice } from '@trefima/domain/i18n/format';
import { paths } from '../../../lib/routes';
import { useOrders } from '../api';
import { DocumentTable, newestFirst } from './document-table';
import { leadColumns } from './lead-columns';
import { SiteFilter } from './site-filter';
import { sitePath } from '../../../lib/list-params';

/** The customer's orders, newest first: number, date, status, amounts HT and TTC. */
export function OrderList({ customerId, page, jobSite }: { customerId: number; page: number; jobSite: number | null }) {
  const path = sitePath(paths.orders, jobSite);
  return (
    <>
      <SiteFilter customerId={customerId} base={paths.orders} value={jobSite} />
      <DocumentTable
        remote={useOrders(customerId, page, jobSite)}
        caption={t('documents.orders.caption')}
        empty={
          <>
            {t('documents.orders.empty')} <Link to={paths.catalogue}>{t('documents.orders.browse')}</Link>
          </>
        }
        order={newestFirst}
        columns={[
          ...leadColumns(paths.orders, (number) => t('documents.orders.link', { number })),
          { header: t('documents.column.amountHt'), num: true, cell: (o) => t('documents.amountHt', { amount: formatPrice(o.amount.ht) }) },
          { header: t('documents.column.amountTtc'), num: true, cell: (o) => t('documents.amountTtc', { amount: formatPrice(o.amount.ttc) }) },
        ]}
        page={page}
        path={path}
      />
    </>
  );
}
