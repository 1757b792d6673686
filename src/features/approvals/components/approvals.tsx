import { useId, useRef, useState } from 'react';
import type { Customer } from '@trefima/domain/contract';
import { can } from '@trefima/domain/companies/roles';
import { t } from '@trefima/domain/i18n/t';
import { ErrorRetry } from '../../../components/common/error-retry';
import { useApprovals, type ApprovalFilter } from '../api';
import { companyRoleOf } from '../company-role';
import { ApprovalCard } from './approval-card';
import * as styles from './approvals.module.css';

const FILTERS: { value: ApprovalFilter; label: string }[] = [
  { value: null, label: t('approvalPages.filter.all') },
  { value: 'en_attente', label: t('approvalPages.filter.waiting') },
  { value: 'approuvee', label: t('approvalPages.filter.approved') },
  { value: 'refusee', label: t('approvalPages.filter.refused') },
];

/**
 * « À approuver »: the administrator reads the company's requests and
 * decides them; anyone else follows his own. Those waiting come first, the
 * rest newest first, as the API sends them.
 */
export function Approvals({ customer }: { customer: Customer }) {
  const uid = useId();
  const role = companyRoleOf(customer);
  const [status, setStatus] = useState<ApprovalFilter>(null);
  const [notice, setNotice] = useState('');
  const noticeRef = useRef<HTMLParagraphElement>(null);
  // the decided card loses its buttons (and « Approuver » was disabled while it ran): the focus goes to what happened
  const decided = (message: string) => {
    setNotice(message);
    requestAnimationFrame(() => noticeRef.current?.focus());
  };
  const { data, error, mutate } = useApprovals(customer.customer_id, status, role !== null);
  if (!role) return <p className={styles.status}>{t('approvalPages.noCompany')}</p>;
  const decides = can(role, 'orders.approve');
  const shown = data ? [...data].sort((a, b) => Number(b.status === 'en_attente') - Number(a.status === 'en_attente')) : [];
  return (
    <>
      <p>{decides ? t('approvalPages.lead.approver') : t('approvalPages.lead.own')}</p>
      <div className={styles.filter}>
        <label htmlFor={`${uid}-status`}>{t('approvalPages.filter.label')}</label>
        <select id={`${uid}-status`} className={styles.select} value={status ?? ''} onChange={(e) => setStatus((e.target.value || null) as ApprovalFilter)}>
          {FILTERS.map((f) => (
            <option key={f.label} value={f.value ?? ''}>
              {f.label}
            </option>
          ))}
        </select>
      </div>
      <p ref={noticeRef} role="status" tabIndex={-1} className={styles.status}>
        {notice}
      </p>
      {error && !data ? (
        <ErrorRetry title={t('approvalPages.loadFailed')} error={error} retry={() => mutate()} />
      ) : !data ? (
        <p className={styles.status}>{t('approvalPages.loading')}</p>
      ) : shown.length === 0 ? (
        <p>{status ? t('approvalPages.emptyFiltered') : decides ? t('approvalPages.empty.approver') : t('approvalPages.empty.own')}</p>
      ) : (
        <ul className={styles.list}>
          {shown.map((a) => (
            <li key={a.id}>
              <ApprovalCard approval={a} decides={decides} own={a.requested_by_id === customer.customer_id} onDecided={decided} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
