import type { CartLine } from '../../../contract';
import { formatPrice } from '../../../i18n/format';
import { formatLength } from '../../../lib/checkout';
import * as styles from './checkout.module.css';
import { ColumnHeads } from '../../../components/common/column-heads';

/**
 * The cart's lines, read-only, as a table. On a phone the unit price column
 * goes and the price is read within the line's header instead, so that the
 * table fits the screen without scrolling sideways.
 */
export function RecapLines({ lines }: { lines: CartLine[] }) {
  return (
    <table className={styles.lines}>
      <caption className="visually-hidden">Articles de votre commande</caption>
      <ColumnHeads
        columns={[
          { label: 'Produit' },
          { label: 'Quantité', className: styles.num },
          { label: 'Prix unitaire HT', className: `${styles.num} ${styles.unitColumn}` },
          { label: 'Total HT', className: styles.num },
        ]}
      />
      <tbody>
        {lines.map((l) => (
          <tr key={l.id}>
            <th scope="row">
              {l.name}
              <span className={styles.lineDetail}>
                Réf. {l.reference}
                {l.length !== null && ` – longueur ${formatLength(l.length)}`}
              </span>
              <span className={styles.unitInline}>Prix unitaire : {formatPrice(l.unit_price_ht)} HT</span>
            </th>
            <td className={styles.num}>{l.quantity}</td>
            <td className={`${styles.num} ${styles.unitColumn}`}>{formatPrice(l.unit_price_ht)}</td>
            <td className={styles.num}>{formatPrice(l.total_ht)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
