import type { CartLine } from '@trefima/domain/contract';
import { formatPrice } from '@trefima/domain/i18n/format';
import { formatLength } from '@trefima/domain/orders/checkout';
import { scheduleLineNote } from '../../cart';
import * as styles from './checkout.module.css';
import { ColumnHeads } from '../../../components/common/column-heads';
import { t } from '@trefima/domain/i18n/t';

/**
 * The cart's lines, read-only, as a table. On a phone the unit price column
 * goes and the price is read within the line's header instead, so that the
 * table fits the screen without scrolling sideways.
 */
export function RecapLines({ lines }: { lines: CartLine[] }) {
  return (
    <table className={styles.lines}>
      <caption className="visually-hidden">{t('checkout.recapLines.caption')}</caption>
      <ColumnHeads
        columns={[
          { label: t('checkout.recapLines.product') },
          { label: t('checkout.recapLines.quantity'), className: styles.num },
          { label: t('checkout.recapLines.unitPriceHt'), className: `${styles.num} ${styles.unitColumn}` },
          { label: t('checkout.recapLines.totalHt'), className: styles.num },
        ]}
      />
      <tbody>
        {lines.map((l) => (
          <tr key={l.id}>
            <th scope="row">
              {l.name}
              <span className={styles.lineDetail}>
                {t('checkout.recapLines.reference', { reference: l.reference })}
                {l.length !== null && ` ${t('checkout.recapLines.length', { length: formatLength(l.length) })}`}
                {l.schedule && ` ${scheduleLineNote(l.schedule)}`}
                {l.added_by_office && ` ${t('documents.lines.addedByOffice')}.`}
              </span>
              <span className={styles.unitInline}>{t('checkout.recapLines.unitPrice', { price: formatPrice(l.unit_price_ht) })}</span>
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
