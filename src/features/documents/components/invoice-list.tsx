import { Link } from 'gatsby';
import { formatDate, formatPrice } from '../../../i18n/format';
import { paths } from '../../../lib/routes';
import { useInvoices } from '../api';
import { DocumentTable } from './document-table';
import * as styles from './documents.module.css';

/** The customer's invoices: number, order, issue and due dates, amount TTC, paid or not. */
export function InvoiceList({ customerId, page }: { customerId: number; page: number }) {
  return (
    <DocumentTable
      remote={useInvoices(customerId, page)}
      caption="Mes factures, de la plus récente à la plus ancienne"
      empty="Vous n’avez pas encore de facture. Elles apparaissent ici dès l’expédition de vos commandes."
      columns={[
        { header: 'Numéro', cell: (f) => f.number },
        {
          header: 'Commande',
          cell: (f) => (
            <Link to={`${paths.orders}/${encodeURIComponent(f.order_number)}`} aria-label={`Commande ${f.order_number}`}>
              {f.order_number}
            </Link>
          ),
        },
        { header: 'Émise le', cell: (f) => formatDate(f.issued_at) },
        { header: 'Échéance', cell: (f) => formatDate(f.due_at) },
        { header: 'Montant TTC', num: true, cell: (f) => `${formatPrice(f.amount.ttc)} TTC` },
        {
          header: 'Règlement',
          cell: (f) => <span className={`${styles.badge} ${f.paid ? styles.paid : styles.unpaid}`}>{f.paid ? 'Payée' : 'À régler'}</span>,
        },
      ]}
      page={page}
      path={paths.invoices}
    />
  );
}
