import { Link } from 'gatsby';
import { account as m } from '../../../i18n/fr/account';
import { DOCUMENTS_PER_PAGE, useOrders } from '../api';
import { formatDate, formatPrice } from '../../../i18n/format';
import { paths } from '../../../lib/routes';
import { Pagination } from '../../../components/common/pagination';
import { RemoteState } from '../../account/components/remote-state';
import * as account from '../../account/components/account.module.css';
import * as styles from './documents.module.css';

/** The customer's orders, newest first: number, date, status, amounts HT and TTC. */
export function OrderList({ customerId, page }: { customerId: number; page: number }) {
  const { data, error, mutate } = useOrders(customerId, page);
  return (
    <RemoteState data={data} error={error} retry={() => void mutate()}>
      {({ items, total }) =>
        items.length === 0 ? (
          <p className={account.empty}>
            Vous n’avez pas encore passé de commande. <Link to={paths.catalogue}>Découvrir nos produits</Link>
          </p>
        ) : (
          <>
            <div className={styles.scroll}>
              <table className={styles.table}>
                <caption className="visually-hidden">Mes commandes, de la plus récente à la plus ancienne</caption>
                <thead>
                  <tr>
                    <th scope="col">Numéro</th>
                    <th scope="col">Date</th>
                    <th scope="col">Statut</th>
                    <th scope="col" className={styles.num}>
                      Montant HT
                    </th>
                    <th scope="col" className={styles.num}>
                      Montant TTC
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {[...items]
                    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
                    .map((o) => (
                      <tr key={o.id}>
                        <th scope="row">
                          <Link to={`${paths.orders}/${o.id}`} aria-label={`Commande ${o.number}`}>
                            {o.number}
                          </Link>
                        </th>
                        <td>{formatDate(o.created_at)}</td>
                        <td>{m[`order.status.${o.status}`]}</td>
                        <td className={styles.num}>{formatPrice(o.amount.ht)} HT</td>
                        <td className={styles.num}>{formatPrice(o.amount.ttc)} TTC</td>
                      </tr>
                    ))}
                </tbody>
              </table>
            </div>
            <Pagination page={page} total={total} perPage={DOCUMENTS_PER_PAGE} pathOf={(n) => (n === 1 ? paths.orders : `${paths.orders}?page=${n}`)} />
          </>
        )
      }
    </RemoteState>
  );
}
