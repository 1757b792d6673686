import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Filters } from '../segments';
import { t, tn } from '@trefima/domain/i18n/t';
import * as styles from './listing-layout.module.css';

export interface ListingLayoutProps {
  filters: ReactNode;
  /** how many filters are on (activeFilters): the phone's « Filtrer » button says it */
  active?: number;
  heading: string;
  /** beside the heading: the sort */
  tools?: ReactNode;
  /** a failed call's box (ErrorRetry) */
  error?: ReactNode;
  children: ReactNode;
}

/** The filters on: each value of a facet, and a price range, count one. */
export const activeFilters = (filters: Filters) =>
  Object.entries(filters).reduce((n, [type, values]) => n + (type === 'price' ? Math.min(values?.length ?? 0, 1) : (values?.length ?? 0)), 0);

/** One listing a page: the button names its panel by this id. */
const PANEL = 'filtres-liste';

/**
 * Filters beside the results; the results' heading (their count) is
 * announced when it changes. On a phone or a tablet the filters would come
 * before the first product: they fold behind a « Filtrer » disclosure
 * (closed in the built HTML, shown without JavaScript), wide screens show
 * them beside the results whatever the button says.
 */
export function ListingLayout({ filters, active = 0, heading, tools, error, children }: ListingLayoutProps) {
  const [open, setOpen] = useState(false);
  const problem = useRef<HTMLDivElement>(null);
  const failed = Boolean(error);
  // a failed call replaces the products: on a phone its box could sit below the fold, and the page look empty
  useEffect(() => {
    if (failed) problem.current?.scrollIntoView?.({ block: 'nearest' });
  }, [failed]);
  return (
    <div className={styles.body}>
      <div className={styles.aside}>
        <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={PANEL} onClick={() => setOpen(!open)}>
          {t('listing.filters.toggle')}
          {active > 0 && ` (${tn('listing.filters.active', active)})`}
        </button>
        <noscript>
          <style>{`#${PANEL}{display:block}`}</style>
        </noscript>
        <aside id={PANEL} className={styles.panel} data-open={open}>
          {filters}
        </aside>
      </div>
      <section aria-labelledby="resultats" className={styles.results}>
        <div ref={problem}>{error}</div>
        <div className={styles.bar}>
          <h2 id="resultats" className={styles.heading} aria-live="polite">
            {heading}
          </h2>
          {tools}
        </div>
        {children}
      </section>
    </div>
  );
}
