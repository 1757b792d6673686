import { AccountLayout } from '../features/account/components/account-layout';
import { AddressBook } from '../features/account/components/address-book';
import { paths } from '../lib/routes';

/** The customer's delivery and billing addresses. */
export default function AddressesPage() {
  return (
    <AccountLayout title="Mes adresses" pathname={paths.addresses} crumbs={[{ label: 'Mes adresses' }]}>
      {({ customer, refresh }) => <AddressBook customer={customer} refresh={refresh} />}
    </AccountLayout>
  );
}
