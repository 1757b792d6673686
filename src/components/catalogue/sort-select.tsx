import { navigate } from 'gatsby';
import { categoryPath, type CategorySegments, type Sort } from '../../lib/segments';
import { keepFocus, useKeptFocus } from './keep-focus';
import * as styles from './listing-tools.module.css';

const LABELS: Record<Sort | 'relevance', string> = {
  relevance: 'Pertinence',
  price_asc: 'Prix croissant',
  price_desc: 'Prix décroissant',
  name_asc: 'Nom, de A à Z',
  name_desc: 'Nom, de Z à A',
  newest: 'Nouveautés',
};

/** The listing's order: a change opens the listing in that order (its URL carries it, tri__…), back to the first page. Loaded apart (listing-sort.tsx). */
export default function SortSelect({ slug, segments }: { slug: string; segments: CategorySegments }) {
  const ref = useKeptFocus<HTMLSelectElement>('tri');
  return (
    <div className={styles.sort}>
      <label htmlFor="tri">Trier par</label>
      <select
        id="tri"
        ref={ref}
        className={styles.select}
        value={segments.sort ?? 'relevance'}
        onChange={(e) => {
          keepFocus('tri');
          const sort = e.target.value === 'relevance' ? undefined : (e.target.value as Sort);
          void navigate(categoryPath(slug, { ...segments, sort, page: 1 }));
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
