import type { Company } from '@trefima/domain/companies/contract';
import { COMPANY_ROLE_LABELS, type CompanyAction } from '@trefima/domain/companies/roles';
import { formatSiret } from '@trefima/domain/i18n/format';
import { t } from '@trefima/domain/i18n/t';
import { Facts } from '../../../components/ui/card';
import * as styles from './company.module.css';

/** What each permission lets the person do, after « Votre rôle vous permet : » (literal ids: the build writes each text in place of its id). */
const ALLOWS: Record<CompanyAction, string> = {
  'people.manage': t('companyPages.can.people.manage'),
  'rules.manage': t('companyPages.can.rules.manage'),
  'orders.approve': t('companyPages.can.orders.approve'),
  'orders.place': t('companyPages.can.orders.place'),
  'orders.submit_for_approval': t('companyPages.can.orders.submit_for_approval'),
  'orders.read': t('companyPages.can.orders.read'),
  'carts.prepare': t('companyPages.can.carts.prepare'),
  'lists.manage': t('companyPages.can.lists.manage'),
  'schedules.manage': t('companyPages.can.schedules.manage'),
  'job_sites.manage': t('companyPages.can.job_sites.manage'),
  'quotations.request': t('companyPages.can.quotations.request'),
  'documents.read': t('companyPages.can.documents.read'),
  'invoices.read': t('companyPages.can.invoices.read'),
  'statement.read': t('companyPages.can.statement.read'),
  'invoices.pay': t('companyPages.can.invoices.pay'),
};

/**
 * The company as every one of its people sees it: its name and SIRET, his
 * role and what the role allows, from the API's own list of permissions.
 */
export function CompanySummary({ company }: { company: Company }) {
  const manages = company.me.permissions.includes('people.manage');
  return (
    <section aria-labelledby="company-summary" className={styles.section}>
      <h2 id="company-summary">{t('companyPages.heading')}</h2>
      <Facts
        layout="columns"
        rows={[
          [t('companyPages.summary.name'), company.name],
          [t('companyPages.summary.siret'), company.siret ? formatSiret(company.siret) : t('companyPages.summary.none')],
          [t('companyPages.summary.role'), COMPANY_ROLE_LABELS[company.me.role]],
        ]}
      />
      <p className={styles.allowed}>{t('companyPages.summary.allows')}</p>
      <ul>
        {company.me.permissions.map((p) => (
          <li key={p}>{ALLOWS[p]}</li>
        ))}
      </ul>
      {!manages && <p>{t('companyPages.summary.managed')}</p>}
    </section>
  );
}
