import { Link } from 'gatsby';
import { formatDate, formatPrice } from '../../../i18n/format';
import { paths } from '../../../lib/routes';
import { useQuotations } from '../api';
import { DocumentTable, newestFirst } from './document-table';

/** The customer's quotations, newest first: number, date, status, amount HT. */
export function QuotationList({ customerId, page }: { customerId: number; page: number }) {
  return (
    <DocumentTable
      remote={useQuotations(customerId, page)}
      caption="Mes devis, du plus récent au plus ancien"
      empty="Vous n’avez encore demandé aucun devis. Ajoutez des produits à votre panier puis choisissez « Demander un devis »."
      order={newestFirst}
      columns={[
        {
          header: 'Numéro',
          cell: (q) => (
            <Link to={`${paths.quotations}/${q.id}`} aria-label={`Devis ${q.number}`}>
              {q.number}
            </Link>
          ),
        },
        { header: 'Date', cell: (q) => formatDate(q.created_at) },
        { header: 'Statut', cell: (q) => q.status_label },
        { header: 'Montant HT', num: true, cell: (q) => `${formatPrice(q.amount.ht)} HT` },
      ]}
      page={page}
      path={paths.quotations}
    />
  );
}
