import type { ReactNode } from 'react';
import * as styles from './listing-layout.module.css';

/** Filters beside the results; the results' heading is announced when it changes. */
export function ListingLayout({ filters, heading, error, children }: { filters: ReactNode; heading: string; error?: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.body}>
      <aside className={styles.aside}>{filters}</aside>
      <section aria-labelledby="resultats" className={styles.results}>
        <h2 id="resultats" className={styles.heading} aria-live="polite">
          {heading}
        </h2>
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
        {children}
      </section>
    </div>
  );
}
