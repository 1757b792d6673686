import { Link } from 'gatsby';
import { useEffect, useRef } from 'react';
import type { Approval } from '@trefima/domain/companies/contract';
import { formatPrice } from '@trefima/domain/i18n/format';
import { t } from '@trefima/domain/i18n/t';
import { paths } from '../../../lib/routes';
import * as styles from './approvals.module.css';

/**
 * The checkout's end when the order waits for the company: where to follow it. It takes the place of the recap's
 * form, and of the button just pressed (« Soumettre à l’approbation »): its heading takes the focus as it shows, read
 * first, as the order's confirmation is (a status region inserted with its text is often not read at all).
 */
export function ApprovalSubmitted({ approval }: { approval: Approval }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.done}>
      <h2 ref={heading} tabIndex={-1} className={styles.doneTitle}>
        {t('approvalPages.submitted.title')}
      </h2>
      <p>{t('approvalPages.submitted.amount', { id: approval.id, ht: formatPrice(approval.amount_ht_cents), ttc: formatPrice(approval.amount_ttc_cents) })}</p>
      <p>
        <Link to={paths.approvals}>{t('approvalPages.submitted.follow')}</Link>
      </p>
    </div>
  );
}
