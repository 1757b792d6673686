import { Link } from 'gatsby';
import type { Tag } from '@trefima/domain/contract';
import { t } from '@trefima/domain/i18n/t';
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
            {t('content.filters.all')}
          </Link>
        </li>
        {items.map((item) => (
          <li key={item.slug}>
            <Link
              to={pathOf(item.slug)}
              className={active === item.slug ? styles.active : styles.link}
              aria-current={active === item.slug ? 'true' : undefined}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
