import type { StatementAnswer } from '@trefima/domain/companies/contract';
import { AGE_BUCKETS, AGE_LABELS } from '@trefima/domain/companies/statement';
import { formatPrice } from '@trefima/domain/i18n/format';
import { formatDate } from '@trefima/domain/i18n/format-dates';
import { t } from '@trefima/domain/i18n/t';
import * as styles from './statement.module.css';

/** What is left to pay on the statement's day, by how late it is: non échu, 1–30, 31–60, plus de 60 jours. */
export function StatementAgeing({ due, on }: { due: StatementAnswer['due']; on: string }) {
  const caption = t('statementPage.ageing.caption', { on: formatDate(on) });
  return (
    <div className={styles.scroll} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {AGE_BUCKETS.map((b) => (
              <th key={b} scope="col" className={styles.num}>
                {AGE_LABELS[b]}
              </th>
            ))}
            <th scope="col" className={styles.num}>
              {t('statementPage.ageing.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            {AGE_BUCKETS.map((b) => (
              <td key={b} className={styles.num}>
                {formatPrice(due[b])}
              </td>
            ))}
            <td className={`${styles.num} ${styles.strong}`}>{formatPrice(due.total_cents)}</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}
