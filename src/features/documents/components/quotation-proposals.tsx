import type { Quotation, QuotationProposal } from '@trefima/domain/contract';
import { formatPrice } from '@trefima/domain/i18n/format';
import { formatDate, formatDay } from '@trefima/domain/i18n/format-dates';
import { t, tn } from '@trefima/domain/i18n/t';
import type { TimeZone } from '@trefima/domain/calendar/time-zones';
import * as styles from './documents.module.css';

function Proposal({ p, timeZone }: { p: QuotationProposal; timeZone: TimeZone }) {
  return (
    <li className={styles.proposal}>
      <p>
        <strong>{t('documents.quotation.proposal', { revision: p.revision })}</strong>
        {' — '}
        {t('documents.proposals.sent', { date: formatDate(p.created_at, timeZone), until: formatDay(p.valid_until) })}
      </p>
      <p>{t('documents.proposals.totals', { ht: formatPrice(p.amount.ht), ttc: formatPrice(p.amount.ttc) })}</p>
      {p.message && <p className={styles.preLine}>{p.message}</p>}
    </li>
  );
}

/**
 * Every proposal the office sent, kept as it was: the latest in view, the
 * earlier ones folded, for the buyer who compares a revision with the one before.
 */
export function QuotationProposals({ q }: { q: Quotation }) {
  if (!q.proposals.length) return null;
  const [latest, ...earlier] = [...q.proposals].sort((a, b) => b.revision - a.revision);
  return (
    <section aria-labelledby="quotation-proposals">
      <h3 id="quotation-proposals">{t('documents.proposals.title')}</h3>
      <ol className={styles.plain}>
        <Proposal p={latest!} timeZone={q.time_zone} />
      </ol>
      {earlier.length > 0 && (
        <details>
          <summary>{tn('documents.proposals.earlier', earlier.length)}</summary>
          <ol className={styles.plain}>
            {earlier.map((p) => (
              <Proposal key={p.revision} p={p} timeZone={q.time_zone} />
            ))}
          </ol>
        </details>
      )}
    </section>
  );
}
