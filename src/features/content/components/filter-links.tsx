import { Link } from 'gatsby';
import type { Tag } from '../../../contract';
import * as styles from './filter-links.module.css';

export interface FilterLinksProps {
  label: string;
  items: Tag[];
  active: string | null;
  /** the list's path with this value chosen, or with none (null) */
  pathOf: (slug: string | null) => string;
}

/** One row of filter links (a tag, a category, a company…); the active one can be cleared. */
export function FilterLinks({ label, items, active, pathOf }: FilterLinksProps) {
  if (!items.length) return null;
  return (
    <div className={styles.row}>
      <span className={styles.label}>{label} :</span>
      <ul className={styles.list}>
        <li>
          <Link to={pathOf(null)} className={active === null ? styles.active : styles.link} aria-current={active === null ? 'true' : undefined}>
            Tous
          </Link>
        </li>
        {items.map((t) => (
          <li key={t.slug}>
            <Link to={pathOf(t.slug)} className={active === t.slug ? styles.active : styles.link} aria-current={active === t.slug ? 'true' : undefined}>
              {t.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
