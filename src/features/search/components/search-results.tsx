import { Link } from 'gatsby';
import { useEffect } from 'react';
import { useCategoryBySlug, useOtherResults, useProductResults } from '../api/results';
import { paths } from '../../../lib/routes';
import { hasFilters, isSlug, SEARCH_PER_PAGE, searchHref } from '../../../lib/search-query';
import type { Filters } from '../../../lib/segments';
import { FacetFilters } from '../../listings/components/facet-filters';
import { GridSkeleton } from '../../listings/components/grid-skeleton';
import { ListingLayout } from '../../listings/components/listing-layout';
import { ProductGrid } from '../../listings/components/product-grid';
import { Pagination } from '../../../components/common/pagination';
import { CardGrid } from '../../content/components/card-grid';
import { PageCard } from '../../content/components/page-card';
import * as styles from './search-results.module.css';
import { pricesSettled } from '../../territory/plan-pending';

export interface SearchResultsProps {
  q: string;
  page: number;
  filters: Filters;
  /** legacy /results/:category/:search: products are searched within this category when it exists */
  categorySlug: string | null;
  /** this results page's URL with another page or other filters */
  hrefOf: (next: { page: number; filters: Filters }) => string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;

function Retry({ error, retry }: { error: Error; retry: () => void }) {
  return (
    <>
      {error.message}{' '}
      <button type="button" className={styles.retry} onClick={retry}>
        Réessayer
      </button>
    </>
  );
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
          {plural(data.total, 'produit', 'produits')} · {plural(others.data.categories.total, 'catégorie', 'catégories')} ·{' '}
          {plural(others.data.contents.total, 'contenu', 'contenus')}
        </p>
      )}

      {categorySlug !== null && (
        <p className={styles.notice}>
          {category.error ? (
            <Retry error={category.error as Error} retry={() => void category.mutate()} />
          ) : category.data ? (
            <>
              Dans la catégorie <Link to={paths.category(category.data.slug)}>{category.data.name}</Link> ·{' '}
              <Link to={searchHref(paths.search, { q })}>Chercher dans tout le catalogue</Link>
            </>
          ) : categoryKnown ? (
            <>La catégorie « {categorySlug} » n’existe pas : voici les résultats dans tout le catalogue.</>
          ) : (
            'Recherche de la catégorie…'
          )}
        </p>
      )}

      {others.data && others.data.categories.total > 0 && (
        <nav aria-labelledby="categories-trouvees" className={styles.categories}>
          <h2 id="categories-trouvees" className={styles.subheading}>
            Catégories ({others.data.categories.total})
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
        heading={data ? plural(data.total, 'produit', 'produits') : products.error ? 'Produits' : 'Recherche des produits…'}
        error={products.error && <Retry error={products.error as Error} retry={() => void products.mutate()} />}
      >
        {loading && <GridSkeleton count={6} />}
        {data && data.total === 0 && (
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>
              Aucun produit ne correspond à « {q} »{filtered ? ' avec ces filtres' : ''}.
            </p>
            {filtered ? (
              <p>
                <Link to={hrefOf({ page: 1, filters: {} })}>Effacer les filtres</Link>
              </p>
            ) : (
              <p>
                Vérifiez l’orthographe ou essayez un terme plus général. Vous pouvez aussi parcourir <Link to={paths.gammes}>nos gammes</Link> ou{' '}
                <Link to={paths.catalogue}>tous nos produits</Link>.
              </p>
            )}
          </div>
        )}
        {data && data.total > 0 && data.products.length === 0 && (
          <p className={styles.empty}>
            Cette page ne contient aucun produit. <Link to={hrefOf({ page: 1, filters })}>Revenir à la première page</Link>
          </p>
        )}
        {data && data.products.length > 0 && (
          <div aria-busy={products.isValidating} className={products.isValidating ? styles.stale : undefined}>
            <ProductGrid products={data.products} label={`Produits pour « ${q} »`} />
          </div>
        )}
        {data && <Pagination page={page} total={data.total} perPage={SEARCH_PER_PAGE} pathOf={(p) => hrefOf({ page: p, filters })} />}
      </ListingLayout>

      {others.error ? (
        <p role="alert" className={styles.error}>
          <Retry error={others.error as Error} retry={() => void others.mutate()} />
        </p>
      ) : (
        others.data &&
        others.data.contents.total > 0 && (
          <section aria-labelledby="contenus-trouves" className={styles.contents}>
            <h2 id="contenus-trouves" className={styles.subheading}>
              Contenus ({others.data.contents.total})
            </h2>
            <CardGrid label={`Contenus pour « ${q} »`}>
              {others.data.contents.items.map((p) => (
                <PageCard key={p.id} page={p} />
              ))}
            </CardGrid>
            {others.data.contents.total > others.data.contents.items.length && (
              <p className={styles.more}>
                Les {others.data.contents.items.length} contenus les plus pertinents sur {others.data.contents.total}.
              </p>
            )}
          </section>
        )
      )}
    </div>
  );
}
