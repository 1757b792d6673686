import type { PageProps } from 'gatsby';
import { AccountLayout } from '../features/account';
import { CreditNoteList, InvoiceList } from '../features/documents';
import { t } from '@trefima/domain/i18n/t';
import { pageOf, personOf, siteOf } from '../lib/list-params';
import { paths } from '../lib/routes';

/** Back from the provider's page: `?facture=N`, with `&retour=abandon` when the buyer left it without paying. */
function paymentOf(search: string) {
  const query = new URLSearchParams(search);
  const number = query.get('facture')?.trim();
  return number ? { number, abandoned: query.get('retour') === 'abandon' } : null;
}

/** The customer's invoices, all or one job site's (`?chantier=12`) or one person's (`?personne=7`), an invoice's card payment followed (`?facture=N`), and his credit notes. */
export default function InvoicesPage({ location }: PageProps) {
  return (
    <AccountLayout title={t('documents.invoices.title')} pathname={paths.invoices} crumbs={[{ label: t('documents.invoices.crumb') }]}>
      {({ customer }) => (
        <>
          <InvoiceList
            customerId={customer.customer_id}
            page={pageOf(location.search)}
            jobSite={siteOf(location.search)}
            person={personOf(location.search)}
            payment={paymentOf(location.search)}
          />
          <CreditNoteList customerId={customer.customer_id} />
        </>
      )}
    </AccountLayout>
  );
}
