import type { PageProps } from 'gatsby';
import { AccountLayout } from '../features/account';
import { InvoiceList } from '../features/documents';
import { t } from '@trefima/domain/i18n/t';
import { pageOf, siteOf } from '../lib/list-params';
import { paths } from '../lib/routes';

/** The customer's invoices, all or one job site's (`?chantier=12`). */
export default function InvoicesPage({ location }: PageProps) {
  return (
    <AccountLayout title={t('documents.invoices.title')} pathname={paths.invoices} crumbs={[{ label: t('documents.invoices.crumb') }]}>
      {({ customer }) => <InvoiceList customerId={customer.customer_id} page={pageOf(location.search)} jobSite={siteOf(location.search)} />}
    </AccountLayout>
  );
}
