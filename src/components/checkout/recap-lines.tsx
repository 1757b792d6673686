import type { CartLine } from '../../contract';
import { formatPrice } from '../../i18n/format';
import { formatLength } from '../../lib/checkout';
import * as styles from './checkout.module.css';

/** The cart's lines, read-only, as a table. */
export function RecapLines({ lines }: { lines: CartLine[] }) {
  return (
    <table className={styles.lines}>
      <caption className="visually-hidden">Articles de votre commande</caption>
      <thead>
        <tr>
          <th scope="col">Produit</th>
          <th scope="col" className={styles.num}>
            Quantité
          </th>
          <th scope="col" className={styles.num}>
            Prix unitaire HT
          </th>
          <th scope="col" className={styles.num}>
            Total HT
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((l) => (
          <tr key={l.id}>
            <th scope="row">
              {l.name}
              <span className={styles.muted} style={{ display: 'block', fontWeight: 400 }}>
                Réf. {l.reference}
                {l.length !== null && ` – longueur ${formatLength(l.length)}`}
              </span>
            </th>
            <td className={styles.num}>{l.quantity}</td>
            <td className={styles.num}>{formatPrice(l.unit_price_ht)}</td>
            <td className={styles.num}>{formatPrice(l.total_ht)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
