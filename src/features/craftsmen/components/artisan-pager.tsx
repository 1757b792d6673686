import { t } from '@trefima/domain/i18n/t';
import type { MouseEvent } from 'react';
import { isPlainClick } from '../../../lib/plain-click';
import * as styles from './artisans.module.css';

export interface ArtisanPagerProps {
  page: number;
  total: number;
  perPage: number;
  /** the address of a page (a real link: it opens in a new tab, and can be shared) */
  hrefOf: (page: number) => string;
  /** a plain click changes the page in place */
  onPage: (page: number) => void;
}

/**
 * Numbered pages with previous and next, like the listings' pagination, but
 * in place: the search lives in the query string of one page, and a page
 * change must neither reload it nor scroll to the top.
 */
export function ArtisanPager({ page, total, perPage, hrefOf, onPage }: ArtisanPagerProps) {
  const count = Math.ceil(total / perPage);
  if (count <= 1) return null;
  const shown = Array.from({ length: count }, (_, i) => i + 1).filter((n) => n === 1 || n === count || Math.abs(n - page) <= 2);
  const go = (n: number) => (e: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(e)) return;
    e.preventDefault();
    onPage(n);
  };
  return (
    <nav aria-label={t('craftsmen.pager.label')}>
      <ul className={styles.pager}>
        {page > 1 && (
          <li>
            <a href={hrefOf(page - 1)} rel="prev" onClick={go(page - 1)}>
              <span aria-hidden="true">‹</span> {t('craftsmen.pager.previous')}
            </a>
          </li>
        )}
        {shown.map((n, i) => (
          <li key={n}>
            {i > 0 && shown[i - 1] !== n - 1 && <span aria-hidden="true">… </span>}
            {n === page ? (
              <span aria-current="page">
                <span className="visually-hidden">{t('craftsmen.pager.page')} </span>
                {n}
              </span>
            ) : (
              <a href={hrefOf(n)} onClick={go(n)}>
                <span className="visually-hidden">{t('craftsmen.pager.page')} </span>
                {n}
              </a>
            )}
          </li>
        ))}
        {page < count && (
          <li>
            <a href={hrefOf(page + 1)} rel="next" onClick={go(page + 1)}>
              {t('craftsmen.pager.next')} <span aria-hidden="true">›</span>
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
