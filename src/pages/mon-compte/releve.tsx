import { AccountLayout } from '../../features/account';
import { Statement } from '../../features/statement';
import { t } from '@trefima/domain/i18n/t';
import { paths } from '../../lib/routes';

/** The company's relevé de compte: its credit, its lines, what is overdue, as a PDF and a CSV too. */
export default function StatementPage() {
  return (
    <AccountLayout title={t('statementPage.title')} pathname={paths.statement} crumbs={[{ label: t('statementPage.crumb') }]}>
      {({ customer }) => <Statement customer={customer} />}
    </AccountLayout>
  );
}
