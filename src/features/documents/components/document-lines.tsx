import type { Amount, Order } from '../../../contract';
import { formatDecimal, formatPrice } from '../../../i18n/format';
import { CUT_SHEET_UNIT, withUnit } from '../../../i18n/units';
import * as styles from './documents.module.css';
import { ColumnHeads } from '../../../components/common/column-heads';

const ht = (cents: number) => `${formatPrice(cents)} HT`;

export interface DocumentLinesProps {
  caption: string;
  lines: Order['lines'];
  amount: Amount & { shipping_ht?: number };
}

/** The lines of a quotation or an order, then its totals HT, VAT and TTC. */
export function DocumentLines({ caption, lines, amount }: DocumentLinesProps) {
  const withLength = lines.some((l) => l.length !== null);
  const shipping = amount.shipping_ht;
  return (
    <>
      <div className={styles.scroll}>
        <table className={styles.table}>
          <caption className={styles.caption}>{caption}</caption>
          <ColumnHeads
            columns={[
              { label: 'Référence' },
              { label: 'Désignation' },
              { label: 'Quantité', className: styles.num },
              withLength && { label: 'Longueur', className: styles.num },
              { label: 'Prix unitaire HT', className: styles.num },
              { label: 'Total HT', className: styles.num },
            ]}
          />
          <tbody>
            {lines.map((l, i) => (
              <tr key={`${l.element_id}-${i}`}>
                <td>{l.reference}</td>
                <th scope="row" className={styles.name}>
                  {l.name}
                </th>
                <td className={styles.num}>{withUnit(l.quantity, l.length !== null ? CUT_SHEET_UNIT : l.unit)}</td>
                {withLength && <td className={styles.num}>{l.length !== null ? `${formatDecimal(l.length)} m` : '—'}</td>}
                <td className={styles.num}>{ht(l.unit_price_ht)}</td>
                <td className={styles.num}>{ht(l.total_ht)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className={styles.totals}>
        {shipping !== undefined && (
          <>
            <dt>Sous-total produits HT</dt>
            <dd>{ht(amount.ht - shipping)}</dd>
            <dt>Livraison HT</dt>
            <dd>{shipping === 0 ? 'Offerte' : ht(shipping)}</dd>
          </>
        )}
        <dt>Total HT</dt>
        <dd>{ht(amount.ht)}</dd>
        <dt>TVA ({formatDecimal(amount.vat_rate)} %)</dt>
        <dd>{formatPrice(amount.tva)}</dd>
        <dt className={styles.grand}>Total TTC</dt>
        <dd className={styles.grand}>{formatPrice(amount.ttc)} TTC</dd>
      </dl>
    </>
  );
}
