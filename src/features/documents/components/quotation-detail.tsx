import { useQuotation } from '../api';
import { formatDate } from '../../../i18n/format';
import { paths } from '../../../lib/routes';
import { DocumentLines } from './document-lines';
import { DocumentDetail } from './document-detail';
import * as styles from './documents.module.css';

/** One quotation: its status and dates, its lines and totals, the customer's remarks. */
export function QuotationDetail({ customerId, id }: { customerId: number; id: string }) {
  return (
    <DocumentDetail remote={useQuotation(customerId, id)} back={{ to: paths.quotations, label: 'Retour à mes devis' }}>
      {(q) => (
        <article aria-labelledby="quotation-title">
          <h2 id="quotation-title">Devis {q.number}</h2>
          <dl className={styles.meta}>
            <dt>Statut</dt>
            <dd>{q.status_label}</dd>
            <dt>Date de la demande</dt>
            <dd>{formatDate(q.created_at)}</dd>
            <dt>Valable jusqu’au</dt>
            <dd>{formatDate(q.valid_until)}</dd>
          </dl>
          <DocumentLines caption={`Produits du devis ${q.number}`} lines={q.lines} amount={q.amount} />
          <h3>Informations complémentaires</h3>
          <p>{q.complementary_information || 'Aucune information complémentaire.'}</p>
        </article>
      )}
    </DocumentDetail>
  );
}
