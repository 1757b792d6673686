import { useId, useRef, useState } from 'react';
import type { Customer } from '@trefima/domain/contract';
import { can, refusal } from '@trefima/domain/companies/roles';
import { formatDate } from '@trefima/domain/i18n/format-dates';
import { t } from '@trefima/domain/i18n/t';
import { ErrorRetry } from '../../../components/common/error-retry';
import { companyRoleOf } from '../../approvals';
import { downloadStatement, useStatement, type StatementFile } from '../api';
import { CreditSummary } from './credit-summary';
import { StatementAgeing } from './statement-ageing';
import { StatementLines } from './statement-lines';
import * as styles from './statement.module.css';
import { busyProps } from '../../../components/ui/busy';

/**
 * The relevé de compte, for the roles that read it (administrateur,
 * comptable); anyone else reads why not. The day « au » is chosen with a
 * date field (empty: today); the PDF and the CSV are the same statement.
 */
export function Statement({ customer }: { customer: Customer }) {
  const role = companyRoleOf(customer);
  if (!role || !can(role, 'statement.read')) {
    return <p className={styles.notice}>{role ? refusal(role, 'statement.read') : t('statementPage.noCompany')}</p>;
  }
  return <StatementView customerId={customer.customer_id} />;
}

function StatementView({ customerId }: { customerId: number }) {
  const uid = useId();
  const [on, setOn] = useState('');
  const { data, error, mutate, isValidating } = useStatement(customerId, on);
  const [busy, setBusy] = useState(false);
  const [said, say] = useState('');
  const running = useRef(false);

  const download = async (kind: StatementFile) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    say('');
    try {
      say(t('statementPage.download.saved', { name: await downloadStatement(kind, on) }));
    } catch (e) {
      say(e instanceof Error && e.message ? e.message : t('statementPage.download.failed'));
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  const status = isValidating ? t('statementPage.loading') : data ? t('statementPage.shown', { on: formatDate(data.on) }) : '';

  return (
    <>
      <div className={styles.toolbar}>
        <div className={styles.field}>
          <label htmlFor={`${uid}-on`}>{t('statementPage.on')}</label>
          <input id={`${uid}-on`} type="date" className={styles.date} value={on} onChange={(e) => setOn(e.target.value)} />
        </div>
        <button type="button" className={styles.button} {...busyProps(busy)} onClick={() => void download('pdf')}>
          {t('statementPage.download.pdf')}
        </button>
        <button type="button" className={styles.button} {...busyProps(busy)} onClick={() => void download('csv')}>
          {t('statementPage.download.csv')}
        </button>
      </div>
      <p role="status" className={styles.status}>
        {said || status}
      </p>
      {error && !data ? (
        <ErrorRetry title={t('statementPage.loadFailed')} error={error} retry={() => mutate()} />
      ) : data ? (
        <>
          <CreditSummary credit={data.credit} on={data.credit_on} />
          <h2>{t('statementPage.lines.title')}</h2>
          <StatementLines statement={data} />
          <h2>{t('statementPage.ageing.title')}</h2>
          <StatementAgeing due={data.due} on={data.on} />
        </>
      ) : null}
    </>
  );
}
