import type { PageProps } from 'gatsby';

import type { CategoryContext } from '../build/contexts';
import { CategoryFilters, GridSkeleton, hasUnknownFilterValue, ListingLayout, ProductGrid, ListingSort } from '../features/listings';
import { LivePricesLoader } from '../features/prices';
import { Pagination } from '../components/common/pagination';
import { SiteLink } from '../components/layout/site-link';
import { Seo } from '../components/seo/seo';
import {
  lastPage,
  resolvingScript,
  useListingResolution,
  categoryPath,
  parseCategorySegments,
  segmentsAfter,
  type CategorySegments,
} from '../features/listings';
import { unpackContext, type PackedContext } from '../lib/page-context';
import { paths } from '../lib/routes';
import { t, tn } from '@trefima/domain/i18n/t';
import { lazyPart } from '../lib/lazy-part';
import { PartBoundary } from '../components/common/part-boundary';
import * as styles from './category.module.css';

// Only an unknown segment needs the 404 content: it loads on demand.
const NotFoundContent = lazyPart(() => import('../components/common/not-found-content').then((m) => ({ default: m.NotFoundContent })));
const RemoteCategoryListing = lazyPart(() => import('../features/listings/components/remote-category-listing'));
const FIRST_PAGE = { categories: [], filters: {}, page: 1 };

/** Segments that name nothing here: a sub-category that is not one, a filter value the category does not have, or a page past the last of the unfiltered listing. */
function unknownHere(s: CategorySegments, ctx: CategoryContext) {
  const own = new Set([ctx.category.id, ...ctx.category.childs.map((c) => c.id)]);
  if (s.categories.some((id) => !own.has(id)) || hasUnknownFilterValue(s.filters, ctx.facets)) return true;
  return !s.categories.length && !Object.keys(s.filters).length && s.page > lastPage(ctx.total, ctx.perPage);
}

/**
 * A category: its first listing page is static; pages, sub-category sets,
 * filters and orders below it (/_p__2, /_12_13, /color__RAL-7016,
 * /tri__prix-croissant) are read from the path and fetched in the browser.
 */
export default function CategoryTemplate({ pageContext, location }: PageProps<object, PackedContext>) {
  const ctx = unpackContext<CategoryContext>(pageContext);
  const { category } = ctx;
  const base = paths.category(category.slug);
  const { here, missing, markMissing } = useListingResolution(base, location.pathname);
  const rest = segmentsAfter(here, base);
  const segments = rest.length ? parseCategorySegments(rest) : null;

  if (rest.length && (!segments || unknownHere(segments, ctx) || missing))
    return (
      <PartBoundary fallback={null}>
        <NotFoundContent />
      </PartBoundary>
    );
  const page = segments?.page ?? 1;
  return (
    <div className={`container ${styles.page}`}>
      <Seo
        title={page > 1 ? t('pagination.pagedTitle', { title: category.name, page }) : category.name}
        description={category.description}
        path={segments ? undefined : base}
        noindex={Boolean(segments)}
        inlineScript={resolvingScript(base)}
      />
      <header>
        <h1>{category.name}</h1>
        <p className={styles.lead}>{category.description}</p>
        {category.childs.length > 0 && (
          <ul className={styles.childs} aria-label={t('listing.category.childs')}>
            {category.childs.map((c) => (
              <li key={c.id}>
                <SiteLink to={paths.category(c.slug)} className={styles.child}>
                  {c.name} <span className={styles.count}>({c.product_count})</span>
                </SiteLink>
              </li>
            ))}
          </ul>
        )}
      </header>
      {segments ? (
        <PartBoundary fallback={<GridSkeleton count={6} />}>
          <RemoteCategoryListing ctx={ctx} segments={segments} onMissing={markMissing} />
        </PartBoundary>
      ) : (
        <>
          {/* A variant URL served this page's HTML: placeholders show until the browser has resolved it. */}
          <div data-static-results>
            <ListingLayout
              filters={<CategoryFilters slug={category.slug} facets={ctx.facets} segments={FIRST_PAGE} />}
              heading={tn('listing.results.count', ctx.total)}
              tools={<ListingSort slug={category.slug} segments={FIRST_PAGE} />}
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
