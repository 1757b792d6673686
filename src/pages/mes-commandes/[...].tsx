import type { PageProps } from 'gatsby';
import { DocumentsPage, OrderDetail, OrderList } from '../../features/documents';
import { t } from '@trefima/domain/i18n/t';
import { paths } from '../../lib/routes';
import * as styles from '../../styles/stacked-table.module.css';

/** /mes-commandes, the order history, and /mes-commandes/<id or number>, one order. */
export default function OrdersPage({ location }: PageProps) {
  return (
    <DocumentsPage
      base={paths.orders}
      title={t('documents.orders.title')}
      detailLabel={t('documents.orders.detail')}
      location={location}
      list={(customerId, page, filters) => (
        <div className={styles.stacked}>
          <OrderList customerId={customerId} page={page} {...filters} />
        </div>
      )}
      detail={(customerId, id) => <OrderDetail customerId={customerId} id={id} />}
    />
  );
}
