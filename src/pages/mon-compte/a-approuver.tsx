import { AccountLayout } from '../../features/account';
import { Approvals } from '../../features/approvals';
import { t } from '@trefima/domain/i18n/t';
import { paths } from '../../lib/routes';

/** « À approuver »: the company's orders held for approval, decided by its administrator, followed by whoever asked. */
export default function ApprovalsPage() {
  return (
    <AccountLayout title={t('approvalPages.title')} pathname={paths.approvals} crumbs={[{ label: t('approvalPages.crumb') }]}>
      {({ customer }) => <Approvals customer={customer} />}
    </AccountLayout>
  );
}
