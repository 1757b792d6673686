import { account as m } from '../../../i18n/fr/account';
import { useOrder } from '../api';
import { PostalAddress } from '../../../components/common/postal-address';
import { formatDate } from '../../../i18n/format';
import { paths } from '../../../lib/routes';
import { BankTransferDetails } from '../../checkout/components/bank-transfer-details';
import { DocumentLines } from './document-lines';
import { DocumentDetail } from './document-detail';
import * as styles from './documents.module.css';

/** One order: status, date, delivery and payment, addresses, lines and totals. */
export function OrderDetail({ customerId, id }: { customerId: number; id: string }) {
  return (
    <DocumentDetail remote={useOrder(customerId, id)} back={{ to: paths.orders, label: 'Retour à mes commandes' }}>
      {(o) => (
        <article aria-labelledby="order-title">
          <h2 id="order-title">Commande {o.number}</h2>
          <dl className={styles.meta}>
            <dt>Statut</dt>
            <dd>{m[`order.status.${o.status}`]}</dd>
            <dt>Date</dt>
            <dd>{formatDate(o.created_at)}</dd>
            <dt>Livraison</dt>
            <dd>{o.carrier.name}</dd>
            <dt>Paiement</dt>
            <dd>{o.payment.label}</dd>
          </dl>
          {o.payment_instructions && (
            <section aria-labelledby="order-transfer">
              <h3 id="order-transfer">Régler par virement</h3>
              <p>Indiquez la référence de la commande sur votre virement : elle est préparée dès sa réception.</p>
              <BankTransferDetails instructions={o.payment_instructions} />
            </section>
          )}
          <div className={styles.blocks}>
            <section aria-labelledby="order-delivery">
              <h3 id="order-delivery">Adresse de livraison</h3>
              <PostalAddress address={o.delivery_address} />
            </section>
            <section aria-labelledby="order-billing">
              <h3 id="order-billing">Adresse de facturation</h3>
              <PostalAddress address={o.billing_address} />
            </section>
          </div>
          <DocumentLines caption={`Produits de la commande ${o.number}`} lines={o.lines} amount={o.amount} />
          {o.complementary_information && (
            <>
              <h3>Informations complémentaires</h3>
              <p>{o.complementary_information}</p>
            </>
          )}
        </article>
      )}
    </DocumentDetail>
  );
}
