import type { PageProps } from 'gatsby';
import { SearchPage } from '../features/search';
import { useHydrated } from '../hooks/use-hydrated';
import { paths } from '../lib/routes';
import { parseSearchParams, searchHref } from '../features/search';

/**
 * /search?q=…&page=…&brand=…: results of the header's search, read from the
 * query string in the browser (the built page is the same for every term).
 */
export default function SearchRoute({ location }: PageProps) {
  const hydrated = useHydrated();
  const state = hydrated ? parseSearchParams(location.search) : null;
  return <SearchPage state={state} hrefOf={(next) => searchHref(paths.search, { q: state?.q, ...next })} />;
}
