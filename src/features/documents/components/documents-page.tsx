import { useEffect, useState, type ReactNode } from 'react';
import { pageOf, personOf, siteOf, type ListFilters } from '../../../lib/list-params';
import { AccountLayout } from '../../account';

const decode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

const filtersOf = (search: string): ListFilters => ({ jobSite: siteOf(search), person: personOf(search) });

export interface DocumentsPageProps {
  /** "/mes-devis", "/mes-commandes" */
  base: string;
  title: string;
  detailLabel: string;
  location: { pathname: string; search: string };
  /** `filters`: from the address, `?chantier=12&personne=7` */
  list: (customerId: number, page: number, filters: ListFilters) => ReactNode;
  detail: (customerId: number, id: string) => ReactNode;
}

/**
 * A list of the customer's documents at `base` and one of them at
 * `base/<id>`. The id is read once mounted from window.location (Gatsby's
 * location re-encodes the path): the built HTML is the splat page's, without one.
 */
export function DocumentsPage({ base, title, detailLabel, location, list, detail }: DocumentsPageProps) {
  const [id, setId] = useState<string | null>(null);
  useEffect(() => {
    const escaped = base.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    setId(new RegExp(`^${escaped}/([^/]+)/?$`).exec(window.location.pathname)?.[1] ?? null);
  }, [base, location.pathname]);
  const crumbs = id ? [{ label: title, path: base }, { label: detailLabel }] : [{ label: title }];
  return (
    <AccountLayout title={title} pathname={base} crumbs={crumbs}>
      {({ customer }) => (id ? detail(customer.customer_id, decode(id)) : list(customer.customer_id, pageOf(location.search), filtersOf(location.search)))}
    </AccountLayout>
  );
}
