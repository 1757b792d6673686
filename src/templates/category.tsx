import type { PageProps } from 'gatsby';
import { Link } from 'gatsby';
import { useEffect } from 'react';
import { Helmet } from 'react-helmet';
import type { CategoryContext } from '../build/contexts';
import { FacetFilters } from '../components/catalogue/facet-filters';
import { GridSkeleton } from '../components/catalogue/grid-skeleton';
import { ProductGrid } from '../components/catalogue/product-grid';
import { Pagination } from '../components/common/pagination';
import { NotFoundContent } from '../components/common/not-found-content';
import { breadcrumbList } from '../components/seo/json-ld';
import { Seo } from '../components/seo/seo';
import { useCategoryListing } from '../hooks/use-category-listing';
import { useLayoutData } from '../hooks/use-layout-data';
import { paths } from '../lib/routes';
import { categoryPath, parseCategorySegments, segmentsAfter } from '../lib/segments';
import * as styles from './category.module.css';

/**
 * A category: its first listing page is static; pages, sub-category sets and
 * filters below it (/_p__2, /_12_13, /color__RAL-7016) are read from the path
 * and fetched in the browser.
 */
export default function CategoryTemplate({ pageContext: ctx, location }: PageProps<object, CategoryContext>) {
  const layout = useLayoutData();
  const { category } = ctx;
  const base = paths.category(category.slug);
  const rest = segmentsAfter(location.pathname, base);
  const segments = rest.length ? parseCategorySegments(rest) : null;
  const listing = useCategoryListing(ctx, segments);
  useEffect(() => document.documentElement.classList.remove('listing-resolving'), []);

  if (rest.length && !segments) return <NotFoundContent />;

  const current = segments ?? { categories: [], filters: {}, page: 1 };
  const products = segments ? listing.data?.products : ctx.products;
  const total = segments ? (listing.data?.total ?? 0) : ctx.total;
  const facets = segments ? (listing.data?.facets ?? ctx.facets) : ctx.facets;
  const title = current.page > 1 ? `${category.name} – page ${current.page}` : category.name;
  return (
    <div className={`container ${styles.page}`}>
      <Seo
        title={title}
        description={category.description}
        path={segments ? undefined : base}
        noindex={Boolean(segments)}
        jsonLd={segments ? [] : [breadcrumbList(ctx.crumbs, base, layout.siteUrl)]}
      />
      {/* Before hydration, a variant URL hides the static first page instead of flashing it. */}
      <Helmet>
        <script>{`if(location.pathname.replace(/\\/+$/,'')!==${JSON.stringify(base)})document.documentElement.classList.add('listing-resolving')`}</script>
      </Helmet>
      <header className={styles.header}>
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
      <div className={styles.body}>
        <aside className={styles.aside}>
          <FacetFilters slug={category.slug} facets={facets} segments={current} />
        </aside>
        <section aria-labelledby="resultats" className={styles.results}>
          <h2 id="resultats" className={styles.count} aria-live="polite">
            {products ? `${total} produit${total > 1 ? 's' : ''}` : 'Chargement des produits…'}
          </h2>
          {listing.error && (
            <p role="alert" className={styles.error}>
              {listing.error.message} <button type="button" onClick={() => listing.mutate()}>Réessayer</button>
            </p>
          )}
          <div className={styles.staticGrid}>
            {products ? <ProductGrid products={products} label={category.name} /> : <GridSkeleton count={Math.min(ctx.perPage, ctx.total || 6)} />}
          </div>
          <div className={styles.placeholder} aria-hidden="true">
            <GridSkeleton count={6} />
          </div>
          <Pagination page={current.page} total={total} perPage={ctx.perPage} pathOf={(page) => categoryPath(category.slug, { ...current, page })} />
        </section>
      </div>
    </div>
  );
}
