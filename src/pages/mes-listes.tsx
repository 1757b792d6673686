import { AccountLayout } from '../features/account';
import { SavedLists } from '../features/saved-lists';
import { t } from '@trefima/domain/i18n/t';
import { paths } from '../lib/routes';

/** The account's saved lists: per job site or house type, back in the cart in one click at today's prices. */
export default function SavedListsPage() {
  return (
    <AccountLayout title={t('savedLists.title')} pathname={paths.savedLists} crumbs={[{ label: t('savedLists.crumb') }]}>
      {({ customer }) => <SavedLists customer={customer} />}
    </AccountLayout>
  );
}
