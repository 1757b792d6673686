import type { Approval } from '@trefima/domain/companies/contract';
import { addressLine } from '@trefima/domain/customers/address-line';
import { formatPrice } from '@trefima/domain/i18n/format';
import { formatDate } from '@trefima/domain/i18n/format-dates';
import { t } from '@trefima/domain/i18n/t';
import { ApprovalDecision } from './approval-decision';
import * as styles from './approvals.module.css';

interface ApprovalCardProps {
  approval: Approval;
  /** the administrator: « Approuver » and « Refuser » on a request that waits */
  decides: boolean;
  /** the caller's own request: another administrator approves it (the API refuses his own word) */
  own: boolean;
  onDecided: (message: string) => void;
}

/** Where a request stands, in words: who decided, the order placed or the reason it was refused. */
function statusText(a: Approval): string {
  const who = a.decided_by ?? '';
  if (a.status === 'approuvee') return t('approvalPages.status.approved', { who, number: a.order_number ?? '' });
  if (a.status === 'refusee') return t('approvalPages.status.refused', { who, reason: a.refusal_reason ?? '' });
  return a.status === 'en_cours' ? t('approvalPages.status.placing') : t('approvalPages.status.waiting');
}

/** One request: who asked, when, how much, for which site and address, its lines and why it waits; the decision for the administrator. */
export function ApprovalCard({ approval: a, decides, own, onDecided }: ApprovalCardProps) {
  const waiting = a.status === 'en_attente';
  const titleId = `approval-${a.id}`;
  return (
    <article className={`${styles.card} ${waiting ? styles.pending : ''}`} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {t('approvalPages.card.title', { id: a.id, who: a.requested_by })}
      </h2>
      <dl className={styles.facts}>
        <dt>{t('approvalPages.card.status')}</dt>
        <dd>{statusText(a)}</dd>
        <dt>{t('approvalPages.card.date')}</dt>
        <dd>{formatDate(a.created_at, a.time_zone)}</dd>
        <dt>{t('approvalPages.card.amount')}</dt>
        <dd>{t('approvalPages.card.amountValue', { ht: formatPrice(a.amount_ht_cents), ttc: formatPrice(a.amount_ttc_cents) })}</dd>
        <dt>{t('approvalPages.card.jobSite')}</dt>
        <dd>{a.job_site ?? t('approvalPages.card.noJobSite')}</dd>
        {a.delivery_address && (
          <>
            <dt>{t('approvalPages.card.delivery')}</dt>
            <dd>{addressLine(a.delivery_address)}</dd>
          </>
        )}
      </dl>
      <h3 className={styles.subTitle}>{t('approvalPages.card.lines')}</h3>
      <ul className={styles.lines}>
        {a.lines.map((l) => (
          <li key={l.reference}>
            {t('approvalPages.card.line', {
              quantity: l.quantity.toLocaleString('fr-FR'),
              name: l.name,
              reference: l.reference,
              total: formatPrice(l.total_ht),
            })}
          </li>
        ))}
        {a.shipping && <li>{t('approvalPages.card.shipping', { carrier: a.shipping.carrier, total: formatPrice(a.shipping.ht_cents) })}</li>}
      </ul>
      {a.reasons.length > 0 && (
        <>
          <h3 className={styles.subTitle}>{t('approvalPages.card.reasons')}</h3>
          <ul className={styles.reasons}>
            {a.reasons.map((r) => (
              <li key={r.code}>{r.message}</li>
            ))}
          </ul>
        </>
      )}
      {decides && waiting && <ApprovalDecision id={a.id} own={own} onDecided={onDecided} />}
    </article>
  );
}
