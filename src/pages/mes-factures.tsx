import type { PageProps } from 'gatsby';
import { AccountLayout } from '../features/account/components/account-layout';
import { InvoiceList } from '../features/documents/components/invoice-list';
import { t } from '../i18n/t';
import { paths } from '../lib/routes';

const pageOf = (search: string) => Math.max(1, Number(new URLSearchParams(search).get('page')) || 1);

/** The customer's invoices. */
export default function InvoicesPage({ location }: PageProps) {
  return (
    <AccountLayout title={t('documents.invoices.title')} pathname={paths.invoices} crumbs={[{ label: t('documents.invoices.crumb') }]}>
      {({ customer }) => <InvoiceList customerId={customer.customer_id} page={pageOf(location.search)} />}
    </AccountLayout>
  );
}
