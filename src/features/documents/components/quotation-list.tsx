import { Link } from 'gatsby';
import { DOCUMENTS_PER_PAGE, useQuotations } from '../api';
import { formatDate, formatPrice } from '../../../i18n/format';
import { paths } from '../../../lib/routes';
import { Pagination } from '../../../components/common/pagination';
import { RemoteState } from '../../account/components/remote-state';
import * as account from '../../account/components/account.module.css';
import * as styles from './documents.module.css';

/** The customer's quotations, newest first: number, date, status, amount HT. */
export function QuotationList({ customerId, page }: { customerId: number; page: number }) {
  const { data, error, mutate } = useQuotations(customerId, page);
  return (
    <RemoteState data={data} error={error} retry={() => void mutate()}>
      {({ items, total }) =>
        items.length === 0 ? (
          <p className={account.empty}>Vous n’avez encore demandé aucun devis. Ajoutez des produits à votre panier puis choisissez « Demander un devis ».</p>
        ) : (
          <>
            <div className={styles.scroll}>
              <table className={styles.table}>
                <caption className="visually-hidden">Mes devis, du plus récent au plus ancien</caption>
                <thead>
                  <tr>
                    <th scope="col">Numéro</th>
                    <th scope="col">Date</th>
                    <th scope="col">Statut</th>
                    <th scope="col" className={styles.num}>
                      Montant HT
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {[...items]
                    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
                    .map((q) => (
                      <tr key={q.id}>
                        <th scope="row">
                          <Link to={`${paths.quotations}/${q.id}`} aria-label={`Devis ${q.number}`}>
                            {q.number}
                          </Link>
                        </th>
                        <td>{formatDate(q.created_at)}</td>
                        <td>{q.status_label}</td>
                        <td className={styles.num}>{formatPrice(q.amount.ht)} HT</td>
                      </tr>
                    ))}
                </tbody>
              </table>
            </div>
            <Pagination page={page} total={total} perPage={DOCUMENTS_PER_PAGE} pathOf={(n) => (n === 1 ? paths.quotations : `${paths.quotations}?page=${n}`)} />
          </>
        )
      }
    </RemoteState>
  );
}
