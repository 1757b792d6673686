import { Link } from 'gatsby';
import { ErrorRetry } from '../../../components/common/error-retry';
import { useEffect } from 'react';
import { useCategoryBySlug, useOtherResults, useProductResults } from '../api/results';
import { paths } from '../../../lib/routes';
import { hasFilters, isSlug, SEARCH_PER_PAGE, searchHref } from '../search-query';
import type { Filters } from '../../listings';
import { FacetFilters, GridSkeleton, activeFilters, ListingLayout, ProductGrid } from '../../listings';
import { Pagination } from '../../../components/common/pagination';
import { CardGrid, PageCard } from '../../content';
import * as styles from './search-results.module.css';
import { pricesSettled } from '../../territory';
import { t, tn } from '@trefima/domain/i18n/t';

export interface SearchResultsProps {
  q: string;
  page: number;
  filters: Filters;
  /** legacy /results/:category/:search: products are searched within this category when it exists */
  categorySlug: string | null;
  /** this results page's URL with another page or other filters */
  hrefOf: (next: { page: number; filters: Filters }) => string;
}

/**
 * The results of a search: matching categories as links, products with their
 * facets and pages (filters and pages are links in the URL), then contents.
 * Loaded on demand by the /search and /results pages, with the data-fetching
 * code it brings.
 */
export default function SearchResults({ q, page, filters, categorySlug, hrefOf }: SearchResultsProps) {
  const slug = categorySlug && isSlug(categorySlug) ? categorySlug : null;
  const category = useCategoryBySlug(slug);
  const categoryKnown = slug === null || category.data !== undefined;
  const categoryId = category.data?.id ?? null;
  const products = useProductResults(q, page, filters, categoryId, categoryKnown);
  const others = useOtherResults(q);
  const filtered = hasFilters(filters);

  // the listing's prices are the visitor's territory's: nothing left to hide
  useEffect(() => {
    if (products.data || products.error) pricesSettled();
  }, [products.data, products.error]);

  const data = products.data;
  const loading = !data && !products.error;
  const segments = { categories: [], filters, page };

  return (
    <div className={styles.results}>
      {data && others.data && (
        <p className={styles.summary}>
          {tn('search.results.products', data.total)} · {tn('search.results.categories', others.data.categories.total)} ·{' '}
          {tn('search.results.contents', others.data.contents.total)}
        </p>
      )}

      {others.data?.corrected && (
        <p className={styles.notice}>
          {t('search.results.didYouMean')} <Link to={searchHref(paths.search, { q: others.data.corrected })}>{others.data.corrected}</Link>
          {t('search.results.didYouMeanEnd')}
        </p>
      )}

      {categorySlug !== null &&
        (category.error ? (
          <ErrorRetry error={category.error} retry={() => category.mutate()} />
        ) : (
          <p className={styles.notice}>
            {category.data ? (
              <>
                {t('search.results.inCategory')} <Link to={paths.category(category.data.slug)}>{category.data.name}</Link> ·{' '}
                <Link to={searchHref(paths.search, { q })}>{t('search.results.everywhere')}</Link>
              </>
            ) : categoryKnown ? (
              t('search.results.noCategory', { slug: categorySlug })
            ) : (
              t('search.results.findingCategory')
            )}
          </p>
        ))}

      {others.data && others.data.categories.total > 0 && (
        <nav aria-labelledby="categories-trouvees" className={styles.categories}>
          <h2 id="categories-trouvees" className={styles.subheading}>
            {t('search.results.categoriesHeading', { count: others.data.categories.total })}
          </h2>
          <ul className={styles.chips}>
            {others.data.categories.items.map((c) => (
              <li key={c.id}>
                <Link to={paths.category(c.slug)} className={styles.chip}>
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}

      <ListingLayout
        filters={data && <FacetFilters facets={data.facets} segments={segments} pathOf={(s) => hrefOf({ page: s.page, filters: s.filters })} />}
        active={activeFilters(filters)}
        heading={data ? tn('search.results.products', data.total) : products.error ? t('search.results.productsHeading') : t('search.results.findingProducts')}
        error={products.error && <ErrorRetry error={products.error} retry={() => products.mutate()} />}
      >
        {loading && <GridSkeleton count={6} />}
        {data && data.total === 0 && (
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>{filtered ? t('search.results.noFilteredProduct', { q }) : t('search.results.noProduct', { q })}</p>
            {filtered ? (
              <p>
                <Link to={hrefOf({ page: 1, filters: {} })}>{t('search.results.clearFilters')}</Link>
              </p>
            ) : (
              <p>
                {t('search.results.spellingStart')} <Link to={paths.gammes}>{t('search.hint.ranges')}</Link> {t('search.hint.or')}{' '}
                <Link to={paths.catalogue}>{t('search.hint.catalogue')}</Link>.
              </p>
            )}
          </div>
        )}
        {data && data.total > 0 && data.products.length === 0 && (
          <p className={styles.empty}>
            {t('search.results.emptyPage')} <Link to={hrefOf({ page: 1, filters })}>{t('search.results.firstPage')}</Link>
          </p>
        )}
        {data && data.products.length > 0 && (
          <div aria-busy={products.isValidating} className={products.isValidating ? styles.stale : undefined}>
            <ProductGrid products={data.products} label={t('search.results.productsFor', { q })} />
          </div>
        )}
        {data && <Pagination page={page} total={data.total} perPage={SEARCH_PER_PAGE} pathOf={(p) => hrefOf({ page: p, filters })} />}
      </ListingLayout>

      {others.error ? (
        <ErrorRetry error={others.error} retry={() => others.mutate()} />
      ) : (
        others.data &&
        others.data.contents.total > 0 && (
          <section aria-labelledby="contenus-trouves" className={styles.contents}>
            <h2 id="contenus-trouves" className={styles.subheading}>
              {t('search.results.contentsHeading', { count: others.data.contents.total })}
            </h2>
            <CardGrid label={t('search.results.contentsFor', { q })}>
              {others.data.contents.items.map((p) => (
                <PageCard key={p.id} page={p} />
              ))}
            </CardGrid>
            {others.data.contents.total > others.data.contents.items.length && (
              <p className={styles.more}>{t('search.results.mostRelevant', { shown: others.data.contents.items.length, total: others.data.contents.total })}</p>
            )}
          </section>
        )
      )}
    </div>
  );
}
