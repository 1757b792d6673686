import type { ListFilters } from '../../../lib/list-params';
import { PersonFilter } from './person-filter';
import { SiteFilter } from './site-filter';
import * as styles from './documents.module.css';

/** What a documents list is given from its address (`?page=2&chantier=12&personne=7`). */
export interface DocumentListProps {
  customerId: number;
  page: number;
  /** one of the customer's job sites only; null: all */
  jobSite: number | null;
  /** what one of his company's people made only; null or absent: everyone's */
  person?: number | null;
}

/** A documents list's filters, side by side: its job site and, in a company, its maker; each keeps the other in the address. */
export function DocumentFilters({ customerId, base, filters }: { customerId: number; base: string; filters: ListFilters }) {
  return (
    <div className={styles.filters}>
      <SiteFilter customerId={customerId} base={base} value={filters.jobSite} person={filters.person} />
      <PersonFilter customerId={customerId} base={base} filters={filters} />
    </div>
  );
}
