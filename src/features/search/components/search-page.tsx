import { Link, navigate } from 'gatsby';
import { useEffect, type FormEvent } from 'react';
import { paths } from '../../../lib/routes';
import { searchPath } from '../search';
import type { SearchState } from '../search-query';
import type { Filters } from '../../listings';
import { GridSkeleton } from '../../listings';
import { Seo } from '../../../components/seo/seo';
import { lazyPart } from '../../../lib/lazy-part';
import { PartBoundary } from '../../../components/common/part-boundary';
import * as styles from './search-page.module.css';
import { t } from '@trefima/domain/i18n/t';

// The results and their data-fetching code load on demand, never with the page.
const SearchResults = lazyPart(() => import('./search-results'));

/**
 * Runs before the built page is painted: a URL with a term hides the built
 * HTML's "no term" hint and shows placeholders until the results render.
 */
const RESOLVING_SCRIPT =
  "if(/[?&]q=[^&]/.test(location.search)||/^\\/results\\/./.test(location.pathname))document.documentElement.classList.add('listing-resolving')";

/** Removes the mark of RESOLVING_SCRIPT once the page has read its URL. */
export function useSearchResolved(ready: boolean) {
  useEffect(() => {
    if (ready) document.documentElement.classList.remove('listing-resolving');
  }, [ready]);
}

export interface SearchPageProps {
  /** null until hydrated: the built HTML knows no query string */
  state: SearchState | null;
  categorySlug?: string | null;
  hrefOf: (next: { page: number; filters: Filters }) => string;
}

/** The page's own search field (the header's box is hidden on phones); a plain GET form without JavaScript. */
function SearchField({ q }: { q: string }) {
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const path = searchPath(String(new FormData(e.currentTarget).get('q') ?? ''));
    if (path) void navigate(path);
  };
  return (
    <form role="search" aria-label={t('search.field.label')} action={paths.search} method="get" onSubmit={submit} className={styles.field}>
      <label htmlFor="recherche-page" className={styles.label}>
        {t('search.field.inputLabel')}
      </label>
      <div className={styles.row}>
        <input key={q} id="recherche-page" name="q" type="search" defaultValue={q} autoComplete="off" maxLength={100} className={styles.input} />
        <button type="submit" className={styles.button}>
          {t('search.field.submit')}
        </button>
      </div>
    </form>
  );
}

function Hint() {
  return (
    <div className={styles.hint}>
      <p>{t('search.hint.term')}</p>
      <p>
        {t('search.hint.browseStart')} <Link to={paths.gammes}>{t('search.hint.ranges')}</Link> {t('search.hint.or')}{' '}
        <Link to={paths.catalogue}>{t('search.hint.catalogue')}</Link>.
      </p>
      <noscript>
        <p>{t('search.hint.noscript')}</p>
      </noscript>
    </div>
  );
}

/** /search and the legacy /results pages: title, search field and the results of the URL's term. */
export function SearchPage({ state, categorySlug = null, hrefOf }: SearchPageProps) {
  useSearchResolved(state !== null);
  const q = state?.q ?? '';
  const title = q ? t('search.page.resultsTitle', { q }) : t('search.page.title');
  return (
    <div className={`container ${styles.page}`}>
      <Seo title={title} description={t('search.page.description')} noindex inlineScript={RESOLVING_SCRIPT} />
      <h1>{title}</h1>
      <SearchField q={q} />
      {state === null ? (
        <>
          <div data-static-results>
            <Hint />
          </div>
          <div data-resolving-placeholder aria-hidden="true">
            <GridSkeleton count={6} />
          </div>
        </>
      ) : q ? (
        <PartBoundary fallback={<GridSkeleton count={6} />}>
          <SearchResults q={q} page={state.page} filters={state.filters} categorySlug={categorySlug} hrefOf={hrefOf} />
        </PartBoundary>
      ) : (
        <Hint />
      )}
    </div>
  );
}
