import { Link } from 'gatsby';
import type { Approval } from '@trefima/domain/companies/contract';
import { formatPrice } from '@trefima/domain/i18n/format';
import { t } from '@trefima/domain/i18n/t';
import { paths } from '../../../lib/routes';
import * as styles from './approvals.module.css';

/** The checkout's end when the order waits for the company: where to follow it. */
export function ApprovalSubmitted({ approval }: { approval: Approval }) {
  return (
    <div role="status" className={styles.done}>
      <p className={styles.status}>{t('approvalPages.submitted.title')}</p>
      <p>{t('approvalPages.submitted.amount', { id: approval.id, ht: formatPrice(approval.amount_ht_cents), ttc: formatPrice(approval.amount_ttc_cents) })}</p>
      <p>
        <Link to={paths.approvals}>{t('approvalPages.submitted.follow')}</Link>
      </p>
    </div>
  );
}
