import { useId } from 'react';
import { formatPrice } from '@trefima/domain/i18n/format';
import { billLinePrice, type Bill } from '../roof';
import * as styles from './configurator.module.css';
import { formatDecimal } from '@trefima/domain/i18n/format';
import { ColumnHeads } from '../../../components/common/column-heads';
import { t } from '@trefima/domain/i18n/t';

interface BillTableProps {
  bill: Bill;
  /** product id → price HT in cents for the visitor's territory; undefined while loading */
  prices: Map<number, number> | undefined;
  pricesFailed: boolean;
}

/** Each line at its live price, and the bill's total HT in cents: undefined until every line has its price. */
export function pricedBill(bill: Bill, prices: Map<number, number> | undefined) {
  const lines = bill.lines.map((line) => {
    const price = prices?.get(line.productId);
    return { line, price, ...(price === undefined ? { unit: undefined, total: undefined } : billLinePrice(line, price)) };
  });
  const complete = lines.every((p) => p.total !== undefined);
  return { lines, total: complete ? lines.reduce((sum, p) => sum + (p.total ?? 0), 0) : undefined };
}

/** The bill of materials: each catalogue product with its quantity, cut length and live price, and the total HT. */
export function BillTable({ bill, prices, pricesFailed }: BillTableProps) {
  const id = useId();
  const pending = pricesFailed ? t('configurator.billTable.unavailable') : t('configurator.billTable.loading');
  const { lines: priced, total } = pricedBill(bill, prices);
  const totalText = total === undefined ? pending : formatPrice(total);

  return (
    <>
      {/* scrolls sideways on a narrow screen: focusable, so that the keyboard can scroll it too */}
      <div className={styles.tableWrap} role="region" aria-label={t('configurator.billTable.region')} tabIndex={0}>
        <table className={styles.table} aria-describedby={`${id}-note`}>
          <caption className="visually-hidden">{t('configurator.billTable.caption')}</caption>
          <ColumnHeads
            columns={[
              { label: t('configurator.billTable.designation') },
              { label: t('configurator.billTable.quantity'), className: styles.num },
              { label: t('configurator.billTable.length'), className: styles.num },
              { label: t('configurator.billTable.unitPrice'), className: styles.num },
              { label: t('configurator.billTable.total'), className: styles.num },
            ]}
          />
          <tbody>
            {priced.map(({ line, price, unit, total: lineTotal }) => (
              <tr key={`${line.productId}-${line.length ?? ''}`} data-kind={line.kind}>
                <th scope="row">{line.label}</th>
                <td className={styles.num}>{line.quantity}</td>
                <td className={styles.num}>
                  {line.length === undefined ? (
                    <span aria-label={t('configurator.billTable.notApplicable')}>–</span>
                  ) : (
                    t('configurator.billTable.metres', { length: formatDecimal(line.length) })
                  )}
                </td>
                <td className={styles.num}>
                  {unit === undefined ? pending : formatPrice(unit)}
                  {line.length !== undefined && price !== undefined && (
                    <span className={styles.perMetre}>{t('configurator.billTable.perMetre', { price: formatPrice(price) })}</span>
                  )}
                </td>
                <td className={styles.num}>{lineTotal === undefined ? pending : formatPrice(lineTotal)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={4}>
                {t('configurator.billTable.total')}
              </th>
              <td className={styles.num}>{totalText}</td>
            </tr>
          </tfoot>
        </table>
        <p id={`${id}-note`} className={styles.hint}>
          {t('configurator.billTable.note')}
        </p>
      </div>
      {/* the total again, outside the table: on a phone the table's own is off to the right. For the eyes only: the
          table's last row says it to a screen reader, in its place */}
      <p className={styles.grandTotal} aria-hidden="true">
        <span>{t('configurator.billTable.grandTotal')}</span> <strong>{totalText}</strong>
      </p>
    </>
  );
}
