import type { Amount, Order } from '@trefima/domain/contract';
import { formatDecimal, formatPercent, formatPrice } from '@trefima/domain/i18n/format';
import { t } from '@trefima/domain/i18n/t';
import { discountTotal } from '@trefima/domain/orders/line-discount';
import { CUT_SHEET_UNIT, withUnit } from '@trefima/domain/i18n/units';
import { ScheduleLineNote } from '../../cart';
import * as styles from './documents.module.css';
import * as stacked from '../../../styles/stacked-table.module.css';
import { ColumnHeads } from '../../../components/common/column-heads';

const ht = (cents: number) => t('documents.amountHt', { amount: formatPrice(cents) });

export interface DocumentLinesProps {
  caption: string;
  lines: Order['lines'];
  amount: Amount & { shipping_ht?: number };
  /** an order taken at the depot: nothing delivered, so nothing « offered » */
  pickup?: boolean;
}

/** The lines of a quotation or an order, then its totals HT, VAT and TTC. */
export function DocumentLines({ caption, lines, amount, pickup = false }: DocumentLinesProps) {
  const withLength = lines.some((l) => l.length !== null);
  const shipping = amount.shipping_ht;
  const discount = discountTotal(lines);
  return (
    <>
      {/* on a phone each line is a card, its cells one under the other, each naming its column (data-label): six
          columns were 707 px wide, the unit price and the total past the edge; wider, the table scrolls in its box,
          reachable by keyboard, named by its caption */}
      <div className={`${styles.scroll} ${stacked.stacked}`} role="region" tabIndex={0} aria-label={caption}>
        <table className={styles.table}>
          <caption className={styles.caption}>{caption}</caption>
          <ColumnHeads
            columns={[
              { label: t('documents.lines.reference') },
              { label: t('documents.lines.name') },
              { label: t('documents.lines.quantity'), className: styles.num },
              withLength && { label: t('documents.lines.length'), className: styles.num },
              { label: t('documents.lines.unitPrice'), className: styles.num },
              { label: t('documents.lines.total'), className: styles.num },
            ]}
          />
          <tbody>
            {lines.map((l, i) => (
              <tr key={`${l.element_id}-${i}`}>
                <td data-label={t('documents.lines.reference')}>{l.reference}</td>
                <th scope="row" className={styles.name}>
                  {l.name}
                  {l.schedule && (
                    <>
                      <br />
                      <ScheduleLineNote schedule={l.schedule} />
                    </>
                  )}
                  {l.discount && (
                    <>
                      <br />
                      <span className={styles.lineNote}>
                        {t('documents.lines.discount', { price: formatPrice(l.discount.list_unit_price_ht), rate: formatPercent(l.discount.rate) })}
                      </span>
                    </>
                  )}
                  {l.added_by_office && (
                    <>
                      <br />
                      <em className={styles.addedByOffice}>{t('documents.lines.addedByOffice')}</em>
                    </>
                  )}
                </th>
                <td className={styles.num} data-label={t('documents.lines.quantity')}>
                  {withUnit(l.quantity, l.length !== null ? CUT_SHEET_UNIT : l.unit)}
                </td>
                {withLength && (
                  <td className={styles.num} data-label={t('documents.lines.length')}>
                    {l.length !== null ? t('documents.lines.lengthValue', { length: formatDecimal(l.length) }) : '—'}
                  </td>
                )}
                <td className={styles.num} data-label={t('documents.lines.unitPrice')}>
                  {ht(l.unit_price_ht)}
                </td>
                <td className={styles.num} data-label={t('documents.lines.total')}>
                  {ht(l.total_ht)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {discount && (
        <p className={styles.discount}>
          {t('documents.lines.discountTotal', { rate: discount.rates.map(formatPercent).join(' et '), amount: formatPrice(discount.cents) })}
        </p>
      )}
      <dl className={styles.totals}>
        {shipping !== undefined && (
          <>
            <dt>{t('documents.lines.subtotal')}</dt>
            <dd>{ht(amount.ht - shipping)}</dd>
            <dt>{pickup ? t('documents.lines.pickup') : t('documents.lines.shipping')}</dt>
            <dd>{shipping > 0 ? ht(shipping) : pickup ? t('documents.lines.pickupFree') : t('documents.lines.freeShipping')}</dd>
          </>
        )}
        <dt>{t('documents.lines.totalHt')}</dt>
        <dd>{ht(amount.ht)}</dd>
        {/* Guyane: no VAT, and its legal mention, as the cart and the documents' PDFs say it */}
        <dt>{amount.vat_rate > 0 ? t('documents.lines.vat', { rate: formatDecimal(amount.vat_rate) }) : t('cart.totals.noVat')}</dt>
        <dd>{formatPrice(amount.tva)}</dd>
        <dt className={styles.grand}>{t('documents.lines.totalTtc')}</dt>
        <dd className={styles.grand}>{t('documents.amountTtc', { amount: formatPrice(amount.ttc) })}</dd>
      </dl>
    </>
  );
}
