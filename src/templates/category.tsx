import type { PageProps } from 'gatsby';
import { Link } from 'gatsby';
import { lazy, Suspense } from 'react';
import type { CategoryContext } from '../build/contexts';
import { FacetFilters } from '../components/catalogue/facet-filters';
import { GridSkeleton } from '../components/catalogue/grid-skeleton';
import { ListingLayout } from '../components/catalogue/listing-layout';
import { LivePricesLoader } from '../components/catalogue/live-prices-loader';
import { ProductGrid } from '../components/catalogue/product-grid';
import { Pagination } from '../components/common/pagination';
import { Seo } from '../components/seo/seo';
import { resolvingScript, useListingResolution } from '../hooks/use-listing-resolution';
import { unpackContext, type PackedContext } from '../lib/page-context';
import { paths } from '../lib/routes';
import { categoryPath, parseCategorySegments, segmentsAfter } from '../lib/segments';
import * as styles from './category.module.css';

// Only an unknown segment needs the 404 content: it loads on demand.
const NotFoundContent = lazy(() => import('../components/common/not-found-content').then((m) => ({ default: m.NotFoundContent })));
const RemoteCategoryListing = lazy(() => import('../components/catalogue/remote-category-listing'));
const FIRST_PAGE = { categories: [], filters: {}, page: 1 };

/**
 * A category: its first listing page is static; pages, sub-category sets and
 * filters below it (/_p__2, /_12_13, /color__RAL-7016) are read from the path
 * and fetched in the browser.
 */
export default function CategoryTemplate({ pageContext, location }: PageProps<object, PackedContext>) {
  const ctx = unpackContext<CategoryContext>(pageContext);
  const { category } = ctx;
  const base = paths.category(category.slug);
  const rest = segmentsAfter(location.pathname, base);
  const segments = rest.length ? parseCategorySegments(rest) : null;
  useListingResolution();

  if (rest.length && !segments) return (
      <Suspense fallback={null}>
        <NotFoundContent />
      </Suspense>
    );
  const page = segments?.page ?? 1;
  return (
    <div className={`container ${styles.page}`}>
      <Seo
        title={page > 1 ? `${category.name} – page ${page}` : category.name}
        description={category.description}
        path={segments ? undefined : base}
        noindex={Boolean(segments)}
        structured={segments ? undefined : { breadcrumb: ctx.crumbs }}
        inlineScript={resolvingScript(base)}
      />
      <header>
        <h1>{category.name}</h1>
        <p className={styles.lead}>{category.description}</p>
        {category.childs.length > 0 && (
          <ul className={styles.childs} aria-label="Sous-catégories">
            {category.childs.map((c) => (
              <li key={c.id}>
                <Link to={paths.category(c.slug)} className={styles.child}>
                  {c.name} <span className={styles.count}>({c.product_count})</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </header>
      {segments ? (
        <Suspense fallback={<GridSkeleton count={6} />}>
          <RemoteCategoryListing ctx={ctx} segments={segments} />
        </Suspense>
      ) : (
        <>
          {/* A variant URL served this page's HTML: placeholders show until the browser has resolved it. */}
          <div data-static-results>
            <ListingLayout
              filters={<FacetFilters slug={category.slug} facets={ctx.facets} segments={FIRST_PAGE} />}
              heading={`${ctx.total} produit${ctx.total > 1 ? 's' : ''}`}
            >
              <ProductGrid products={ctx.products} label={category.name} />
              <LivePricesLoader ids={ctx.products.map((p) => p.id)} />
              <Pagination page={1} total={ctx.total} perPage={ctx.perPage} pathOf={(p) => categoryPath(category.slug, { page: p })} />
            </ListingLayout>
          </div>
          <div data-resolving-placeholder aria-hidden="true">
            <GridSkeleton count={6} />
          </div>
        </>
      )}
    </div>
  );
}
