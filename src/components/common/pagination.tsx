import { SiteLink } from '../layout/site-link';
import { t } from '@trefima/domain/i18n/t';
import * as styles from './pagination.module.css';

export interface PaginationProps {
  page: number;
  total: number;
  perPage: number;
  /** the path of a page number */
  pathOf: (page: number) => string;
}

/** Numbered pages with previous and next, as links crawlers can follow. */
export function Pagination({ page, total, perPage, pathOf }: PaginationProps) {
  const count = Math.ceil(total / perPage);
  if (count <= 1) return null;
  const shown = Array.from({ length: count }, (_, i) => i + 1).filter((n) => n === 1 || n === count || Math.abs(n - page) <= 2);
  return (
    <nav aria-label={t('pagination.label')} className={styles.nav}>
      <ul className={styles.list}>
        {page > 1 && (
          <li>
            <SiteLink to={pathOf(page - 1)} rel="prev" className={styles.link}>
              <span aria-hidden="true">‹</span> {t('pagination.previousShort')}
            </SiteLink>
          </li>
        )}
        {shown.map((n, i) => (
          <li key={n}>
            {i > 0 && shown[i - 1] !== n - 1 && <span className={styles.gap}>…</span>}
            {n === page ? (
              <span aria-current="page" className={`${styles.link} ${styles.current}`}>
                <span className="visually-hidden">{t('pagination.pageWord')} </span>
                {n}
              </span>
            ) : (
              <SiteLink to={pathOf(n)} className={styles.link}>
                <span className="visually-hidden">{t('pagination.pageWord')} </span>
                {n}
              </SiteLink>
            )}
          </li>
        ))}
        {page < count && (
          <li>
            <SiteLink to={pathOf(page + 1)} rel="next" className={styles.link}>
              {t('pagination.nextShort')} <span aria-hidden="true">›</span>
            </SiteLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
