import { Link } from 'gatsby';
import { account as m } from '../../../i18n/fr/account';
import { formatDate, formatPrice } from '../../../i18n/format';
import { paths } from '../../../lib/routes';
import { useOrders } from '../api';
import { DocumentTable, newestFirst } from './document-table';

/** The customer's orders, newest first: number, date, status, amounts HT and TTC. */
export function OrderList({ customerId, page }: { customerId: number; page: number }) {
  return (
    <DocumentTable
      remote={useOrders(customerId, page)}
      caption="Mes commandes, de la plus récente à la plus ancienne"
      empty={
        <>
          Vous n’avez pas encore passé de commande. <Link to={paths.catalogue}>Découvrir nos produits</Link>
        </>
      }
      order={newestFirst}
      columns={[
        {
          header: 'Numéro',
          cell: (o) => (
            <Link to={`${paths.orders}/${o.id}`} aria-label={`Commande ${o.number}`}>
              {o.number}
            </Link>
          ),
        },
        { header: 'Date', cell: (o) => formatDate(o.created_at) },
        { header: 'Statut', cell: (o) => m[`order.status.${o.status}`] },
        { header: 'Montant HT', num: true, cell: (o) => `${formatPrice(o.amount.ht)} HT` },
        { header: 'Montant TTC', num: true, cell: (o) => `${formatPrice(o.amount.ttc)} TTC` },
      ]}
      page={page}
      path={paths.orders}
    />
  );
}
