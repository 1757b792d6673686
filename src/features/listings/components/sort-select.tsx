import { navigate } from 'gatsby';
import { useEffect, useState } from 'react';
import { categoryPath, type CategorySegments, type Sort } from '../segments';
import { keepFocus, useKeptFocus } from './keep-focus';
import { t } from '@trefima/domain/i18n/t';
import * as styles from './listing-tools.module.css';

const LABELS: Record<Sort | 'relevance', string> = {
  relevance: t('listing.sort.relevance'),
  price_asc: t('listing.sort.priceAsc'),
  price_desc: t('listing.sort.priceDesc'),
  name_asc: t('listing.sort.nameAsc'),
  name_desc: t('listing.sort.nameDesc'),
  newest: t('listing.sort.newest'),
};

/** The listing's order: a change opens the listing in that order (its URL carries it, tri__…), back to the first page. Loaded apart (listing-sort.tsx). */
export default function SortSelect({ slug, segments }: { slug: string; segments: CategorySegments }) {
  const ref = useKeptFocus<HTMLSelectElement>('tri');
  const [ready, setReady] = useState(false);
  const current = segments.sort ?? 'relevance';
  const pathFor = (value: string) => categoryPath(slug, { ...segments, sort: value === 'relevance' ? undefined : (value as Sort), page: 1 });
  const open = (value: string) => void navigate(pathFor(value));
  // An order chosen in the built HTML before this code arrived: hydration leaves the select's value as the
  // buyer set it (React does not put it back), so it is read once here and followed.
  useEffect(() => {
    setReady(true);
    const chosen = ref.current?.value;
    if (chosen && chosen !== current) open(chosen);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, []);
  return (
    <div className={styles.sort}>
      <label htmlFor="tri">{t('listing.sort.label')}</label>
      <select
        id="tri"
        ref={ref}
        className={styles.select}
        value={current}
        data-ready={ready ? '' : undefined}
        onChange={(e) => {
          keepFocus('tri', pathFor(e.target.value));
          open(e.target.value);
        }}
      >
        {(Object.keys(LABELS) as (keyof typeof LABELS)[]).map((k) => (
          <option key={k} value={k}>
            {LABELS[k]}
          </option>
        ))}
      </select>
    </div>
  );
}
