import type { ReactNode } from 'react';
import * as styles from './listing-layout.module.css';

export interface ListingLayoutProps {
  filters: ReactNode;
  heading: string;
  /** beside the heading: the sort */
  tools?: ReactNode;
  /** a failed call's box (ErrorRetry) */
  error?: ReactNode;
  children: ReactNode;
}

/** Filters beside the results; the results' heading (their count) is announced when it changes. */
export function ListingLayout({ filters, heading, tools, error, children }: ListingLayoutProps) {
  return (
    <div className={styles.body}>
      <aside className={styles.aside}>{filters}</aside>
      <section aria-labelledby="resultats" className={styles.results}>
        <div className={styles.bar}>
          <h2 id="resultats" className={styles.heading} aria-live="polite">
            {heading}
          </h2>
          {tools}
        </div>
        {error}
        {children}
      </section>
    </div>
  );
}
