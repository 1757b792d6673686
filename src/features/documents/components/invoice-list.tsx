import { Link } from 'gatsby';
import { DOCUMENTS_PER_PAGE, useInvoices } from '../api';
import { formatDate, formatPrice } from '../../../i18n/format';
import { paths } from '../../../lib/routes';
import { Pagination } from '../../../components/common/pagination';
import { RemoteState } from '../../account/components/remote-state';
import * as account from '../../account/components/account.module.css';
import * as styles from './documents.module.css';

/** The customer's invoices: number, order, issue and due dates, amount TTC, paid or not. */
export function InvoiceList({ customerId, page }: { customerId: number; page: number }) {
  const { data, error, mutate } = useInvoices(customerId, page);
  return (
    <RemoteState data={data} error={error} retry={() => void mutate()}>
      {({ items, total }) =>
        items.length === 0 ? (
          <p className={account.empty}>Vous n’avez pas encore de facture. Elles apparaissent ici dès l’expédition de vos commandes.</p>
        ) : (
          <>
            <div className={styles.scroll}>
              <table className={styles.table}>
                <caption className="visually-hidden">Mes factures, de la plus récente à la plus ancienne</caption>
                <thead>
                  <tr>
                    <th scope="col">Numéro</th>
                    <th scope="col">Commande</th>
                    <th scope="col">Émise le</th>
                    <th scope="col">Échéance</th>
                    <th scope="col" className={styles.num}>
                      Montant TTC
                    </th>
                    <th scope="col">Règlement</th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((f) => (
                    <tr key={f.id}>
                      <th scope="row">{f.number}</th>
                      <td>
                        <Link to={`${paths.orders}/${encodeURIComponent(f.order_number)}`} aria-label={`Commande ${f.order_number}`}>
                          {f.order_number}
                        </Link>
                      </td>
                      <td>{formatDate(f.issued_at)}</td>
                      <td>{formatDate(f.due_at)}</td>
                      <td className={styles.num}>{formatPrice(f.amount.ttc)} TTC</td>
                      <td>
                        <span className={`${styles.badge} ${f.paid ? styles.paid : styles.unpaid}`}>{f.paid ? 'Payée' : 'À régler'}</span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pagination page={page} total={total} perPage={DOCUMENTS_PER_PAGE} pathOf={(n) => (n === 1 ? paths.invoices : `${paths.invoices}?page=${n}`)} />
          </>
        )
      }
    </RemoteState>
  );
}
