import type { PageProps } from 'gatsby';
import { useEffect, useState } from 'react';
import { AccountLayout } from '../../components/account/account-layout';
import { QuotationDetail } from '../../components/account/quotation-detail';
import { QuotationList } from '../../components/account/quotation-list';
import { paths } from '../../lib/routes';

const decode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};
const pageOf = (search: string) => Math.max(1, Number(new URLSearchParams(search).get('page')) || 1);

/**
 * /mes-devis, the list, and /mes-devis/<id>, one quotation. The id is read
 * once mounted: the built HTML is the splat page's, without one.
 */
export default function QuotationsPage({ location }: PageProps) {
  const [id, setId] = useState<string | null>(null);
  // window.location: Gatsby's location re-encodes the path
  useEffect(() => setId(/^\/mes-devis\/([^/]+)\/?$/.exec(window.location.pathname)?.[1] ?? null), [location.pathname]);
  const crumbs = id ? [{ label: 'Mes devis', path: paths.quotations }, { label: 'Détail du devis' }] : [{ label: 'Mes devis' }];
  return (
    <AccountLayout title="Mes devis" pathname={paths.quotations} crumbs={crumbs}>
      {({ customer }) =>
        id ? <QuotationDetail customerId={customer.customer_id} id={decode(id)} /> : <QuotationList customerId={customer.customer_id} page={pageOf(location.search)} />
      }
    </AccountLayout>
  );
}
