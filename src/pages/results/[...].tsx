import type { PageProps } from 'gatsby';

import { SearchPage, useSearchResolved } from '../../features/search';
import { useHydrated } from '../../hooks/use-hydrated';
import { parseResultsPath, parseSearchParams, searchHref } from '../../features/search';
import { lazyPart } from '../../lib/lazy-part';
import { PartBoundary } from '../../components/common/part-boundary';

const NotFoundContent = lazyPart(() => import('../../components/common/not-found-content').then((m) => ({ default: m.NotFoundContent })));

/**
 * The legacy results route /results/:category?/:search (a client-only
 * route): the same results as /search, products within the category when
 * the slug is one (otherwise everywhere, with a note); page and filters in
 * the query string.
 */
export default function ResultsRoute({ location }: PageProps) {
  const hydrated = useHydrated();
  useSearchResolved(hydrated);
  const parsed = hydrated ? parseResultsPath(location.pathname) : null;
  if (hydrated && !parsed) {
    return (
      <PartBoundary fallback={null}>
        <NotFoundContent />
      </PartBoundary>
    );
  }
  const base = location.pathname.replace(/\/+$/, '');
  const state = parsed && { ...parseSearchParams(location.search), q: parsed.q };
  return <SearchPage state={state} categorySlug={parsed?.category ?? null} hrefOf={(next) => searchHref(base, next)} />;
}
