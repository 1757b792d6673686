import { AccountLayout } from '../../features/account';
import { CompanySpace } from '../../features/company';
import { t } from '@trefima/domain/i18n/t';
import { paths } from '../../lib/routes';

/** « Mon entreprise »: the company a professional buys for, its people and their roles, its approval rules. */
export default function CompanyPage() {
  return (
    <AccountLayout title={t('companyPages.title')} pathname={paths.company} crumbs={[{ label: t('companyPages.crumb') }]}>
      {({ customer }) => <CompanySpace customer={customer} />}
    </AccountLayout>
  );
}
