import type { StatementAnswer } from '@trefima/domain/companies/contract';
import { lateText } from '@trefima/domain/companies/statement';
import { formatPrice } from '@trefima/domain/i18n/format';
import { formatDate } from '@trefima/domain/i18n/format-dates';
import { t } from '@trefima/domain/i18n/t';
import * as styles from './statement.module.css';

const amount = (cents: number) => (cents ? formatPrice(cents) : '');

/**
 * The statement's lines with the running balance, between the opening and
 * the closing balance. An overdue invoice is marked by its row's colour and
 * in words (« Échue depuis 12 jours »), which a screen reader and a
 * printout keep. Scrolls in its own box, reachable with the keyboard.
 */
export function StatementLines({ statement: s }: { statement: StatementAnswer }) {
  const caption = s.from
    ? t('statementPage.lines.captionFrom', { from: formatDate(s.from), on: formatDate(s.on) })
    : t('statementPage.lines.caption', { on: formatDate(s.on) });
  return (
    <div className={styles.scroll} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('statementPage.lines.day')}</th>
            <th scope="col">{t('statementPage.lines.label')}</th>
            <th scope="col" className={styles.num}>
              {t('statementPage.lines.debit')}
            </th>
            <th scope="col" className={styles.num}>
              {t('statementPage.lines.credit')}
            </th>
            <th scope="col" className={styles.num}>
              {t('statementPage.lines.balance')}
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td />
            <th scope="row">{t('companies.statement.opening')}</th>
            <td />
            <td />
            <td className={styles.num}>{formatPrice(s.opening_balance_cents)}</td>
          </tr>
          {s.lines.map((l, i) => (
            <tr key={`${l.day}-${i}`} className={l.overdue ? styles.overdue : undefined}>
              <td className={styles.day}>{formatDate(l.day)}</td>
              <td>
                {l.label}
                {l.due_on && !l.overdue && <span className={styles.day}> {t('statementPage.lines.due', { day: formatDate(l.due_on) })}</span>}
                {l.overdue && <span className={styles.late}>{lateText(l.days_late ?? 0)}</span>}
              </td>
              <td className={styles.num}>{amount(l.debit_cents)}</td>
              <td className={styles.num}>{amount(l.credit_cents)}</td>
              <td className={styles.num}>{formatPrice(l.balance_cents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className={styles.strong}>
            <td />
            <th scope="row">{t('statementPage.lines.closing', { on: formatDate(s.on) })}</th>
            <td className={styles.num}>{formatPrice(s.totals.invoiced_cents)}</td>
            <td className={styles.num}>{formatPrice(s.totals.credited_cents + s.totals.paid_cents)}</td>
            <td className={styles.num}>{formatPrice(s.totals.closing_balance_cents)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
