import type { Facets } from '@trefima/domain/contract';
import { categoryPath, type CategorySegments, type FilterType } from '../segments';
import { t } from '@trefima/domain/i18n/t';
import { SiteLink } from '../../../components/layout/site-link';
import * as styles from './facet-filters.module.css';

const LABELS: Record<Exclude<FilterType, 'price'>, string> = {
  brand: t('listing.filters.brand'),
  color: t('listing.filters.color'),
  tags: t('listing.filters.tags'),
  width: t('listing.filters.width'),
  length: t('listing.filters.length'),
};

export type FacetFiltersProps = {
  facets: Facets;
  segments: CategorySegments;
} & (
  | { slug: string; pathOf?: undefined }
  /** the listing's path for other segments (search results: query parameters) */
  | { slug?: undefined; pathOf: (segments: CategorySegments) => string }
);

/**
 * Filters as links to the listing's filter segments: they work for crawlers and without JavaScript routing.
 * Light links (SiteLink), not Gatsby's: a listing has dozens of them, each of Gatsby's an IntersectionObserver.
 */
export function FacetFilters({ slug, facets, segments, pathOf = (s) => categoryPath(slug!, s) }: FacetFiltersProps) {
  const toggle = (type: FilterType, value: string) => {
    const current = segments.filters[type] ?? [];
    const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
    return pathOf({ ...segments, page: 1, filters: { ...segments.filters, [type]: next } });
  };
  const groups = (Object.keys(LABELS) as (keyof typeof LABELS)[]).filter((k) => facets[k].length > 1 || (segments.filters[k]?.length ?? 0) > 0);
  if (!groups.length) return null;
  return (
    <nav className={styles.filters} aria-label={t('listing.filters.label')}>
      {groups.map((type) => (
        <details key={type} className={styles.group} open={Boolean(segments.filters[type]?.length)}>
          <summary className={styles.summary}>{LABELS[type]}</summary>
          <ul className={styles.values}>
            {facets[type].map((f) => {
              const active = segments.filters[type]?.includes(f.value) ?? false;
              return (
                <li key={f.value}>
                  <SiteLink
                    to={toggle(type, f.value)}
                    className={active ? styles.active : styles.value}
                    aria-current={active ? 'true' : undefined}
                    rel="nofollow"
                  >
                    <span className={styles.box} aria-hidden="true">
                      {active ? '✓' : ''}
                    </span>
                    {f.label} <span className={styles.count}>({f.count})</span>
                  </SiteLink>
                </li>
              );
            })}
          </ul>
        </details>
      ))}
      {Object.keys(segments.filters).length > 0 && (
        <SiteLink to={pathOf({ ...segments, filters: {}, page: 1 })} className={styles.reset}>
          {t('listing.filters.clear')}
        </SiteLink>
      )}
    </nav>
  );
}
