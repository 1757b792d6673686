import type { Order } from '../../../contract';
import { formatPrice } from '../../../i18n/format';
import * as styles from './checkout.module.css';

type Instructions = NonNullable<Order['payment_instructions']>;

/** "FR76 3000 6000 …": as printed on a RIB, by groups of four, easier to copy by hand. */
const grouped = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');

/** The account to pay a bank transfer into, with the amount TTC and the reference to write on it. */
export function BankTransferDetails({ instructions: p }: { instructions: Instructions }) {
  return (
    <div role="group" aria-label="Coordonnées bancaires pour le virement">
      <dl className={styles.bank}>
        <div>
          <dt>Montant à virer</dt>
          <dd>{formatPrice(p.amount_ttc)} TTC</dd>
        </div>
        <div>
          <dt>Référence à indiquer</dt>
          <dd>{p.reference}</dd>
        </div>
        <div>
          <dt>Titulaire</dt>
          <dd>{p.holder}</dd>
        </div>
        <div>
          <dt>IBAN</dt>
          <dd className={styles.iban}>{grouped(p.iban)}</dd>
        </div>
        <div>
          <dt>BIC</dt>
          <dd>{p.bic}</dd>
        </div>
      </dl>
    </div>
  );
}
