import type { CompanyCredit } from '@trefima/domain/companies/contract';
import { PAYMENT_TERMS_LABELS } from '@trefima/domain/companies/credit';
import { formatPrice } from '@trefima/domain/i18n/format';
import { formatDate } from '@trefima/domain/i18n/format-dates';
import { t } from '@trefima/domain/i18n/t';
import * as styles from './statement.module.css';

const money = (cents: number | null) => (cents === null ? t('statementPage.credit.noLimit') : t('statementPage.ttc', { amount: formatPrice(cents) }));

/**
 * The credit on account: what the back office grants, what is committed, what is left, and the payment terms; of
 * `on`, today, whatever day the statement above is of.
 */
export function CreditSummary({ credit, on }: { credit: CompanyCredit; on: string }) {
  return (
    <section aria-labelledby="statement-credit">
      <h2 id="statement-credit">{t('statementPage.credit.title', { day: formatDate(on) })}</h2>
      <dl className={styles.summary}>
        <dt>{t('statementPage.credit.limit')}</dt>
        <dd>{money(credit.limit_cents)}</dd>
        <dt>{t('statementPage.credit.outstanding')}</dt>
        <dd>{money(credit.outstanding_cents)}</dd>
        <dt>{t('statementPage.credit.available')}</dt>
        <dd>{money(credit.available_cents)}</dd>
        <dt>{t('statementPage.credit.terms')}</dt>
        <dd>{PAYMENT_TERMS_LABELS[credit.payment_terms]}</dd>
      </dl>
    </section>
  );
}
