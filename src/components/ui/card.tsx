import { Fragment, type ReactNode } from 'react';
import * as styles from './card.module.css';

export interface CardProps {
  /** the id of its title, which names the card (and its buttons' labels say which card) */
  id: string;
  title: ReactNode;
  /** a look of the feature's beside the card's own (an archived site) */
  className?: string;
  children: ReactNode;
}

/** One thing of the customer's (an address, a job site, a list): an article named by its title. */
export function Card({ id, title, className, children }: CardProps) {
  return (
    <article className={className ? `${styles.card} ${className}` : styles.card} aria-labelledby={id}>
      <h3 id={id} className={styles.title}>
        {title}
      </h3>
      {children}
    </article>
  );
}

export interface FactsProps {
  /** term and value, in the order read; a missing one (false, null) is left out */
  rows: readonly (readonly [string, ReactNode] | false | null | undefined)[];
  /** a card's facts one under the other or side by side; or in two columns, a term bold beside its value (a document's) */
  layout?: 'stacked' | 'inline' | 'columns';
  className?: string;
}

/** What a card or a document says of its thing, as a description list. */
export function Facts({ rows, layout, className }: FactsProps) {
  const columns = layout === 'columns';
  const own = columns ? styles.columns : [styles.facts, layout === 'stacked' && styles.stacked, layout === 'inline' && styles.inline].filter(Boolean).join(' ');
  return (
    <dl className={className ? `${own} ${className}` : own}>
      {rows.map((row) => {
        if (!row) return null;
        const fact = (
          <>
            <dt>{row[0]}</dt>
            <dd>{row[1]}</dd>
          </>
        );
        // in columns, term and value are the grid's own cells
        return columns ? <Fragment key={row[0]}>{fact}</Fragment> : <div key={row[0]}>{fact}</div>;
      })}
    </dl>
  );
}
