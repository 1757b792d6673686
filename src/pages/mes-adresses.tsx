import { AccountLayout, AddressBook } from '../features/account';
import { t } from '@trefima/domain/i18n/t';
import { paths } from '../lib/routes';

/** The customer's delivery and billing addresses. */
export default function AddressesPage() {
  return (
    <AccountLayout title={t('account.addresses.title')} pathname={paths.addresses} crumbs={[{ label: t('account.addresses.crumb') }]}>
      {({ customer, refresh }) => <AddressBook customer={customer} refresh={refresh} />}
    </AccountLayout>
  );
}
