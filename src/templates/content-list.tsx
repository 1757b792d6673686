import type { PageProps } from 'gatsby';
import { lazy, Suspense } from 'react';
import type { ContentListContext } from '../build/contexts';
import type { PageCard as Card } from '../contract';
import { Pagination } from '../components/common/pagination';
import { CardGrid } from '../features/content/components/card-grid';
import { FilterLinks } from '../features/content/components/filter-links';
import { PageCard } from '../features/content/components/page-card';
import { Seo } from '../components/seo/seo';
import { lastPage, resolvingScript, useListingResolution } from '../hooks/use-listing-resolution';
import { unpackContext, type PackedContext } from '../lib/page-context';
import { contentListPath, parseContentSegments, type ContentSegments } from '../lib/content-segments';
import { segmentsAfter } from '../lib/segments';

// Only an unknown segment needs the 404 content: it loads on demand.
const NotFoundContent = lazy(() => import('../components/common/not-found-content').then((m) => ({ default: m.NotFoundContent })));
const RemoteList = lazy(() => import('../features/content/components/remote-list'));

/**
 * News, advice or services. Every page of the list, of each tag and of each
 * category is built; a tag and a category together are fetched in the browser.
 * An unknown tag or category, or a page past the last, shows the 404 content.
 */
export default function ContentListTemplate({ pageContext, location }: PageProps<object, PackedContext>) {
  const ctx = unpackContext<ContentListContext>(pageContext);
  const own = contentListPath(ctx.basePath, { tag: ctx.tag ?? undefined, category: ctx.category ?? undefined, page: ctx.page });
  const { here, missing, markMissing } = useListingResolution(own, location.pathname);
  const remote = here !== own ? parseContentSegments(segmentsAfter(here, ctx.basePath)) : null;
  const unknown =
    remote &&
    ((remote.tag && !ctx.tags.some((t) => t.slug === remote.tag)) ||
      (remote.category && !ctx.categories.some((c) => c.slug === remote.category)) ||
      // the list unfiltered: this page (the base one) knows how many there are
      (!remote.tag && !remote.category && remote.page > lastPage(ctx.total, ctx.perPage)));
  if ((here !== own && !remote) || unknown || missing)
    return (
      <Suspense fallback={null}>
        <NotFoundContent />
      </Suspense>
    );

  const state: ContentSegments = remote ?? { tag: ctx.tag ?? undefined, category: ctx.category ?? undefined, page: ctx.page };
  const tagLabel = ctx.tags.find((t) => t.slug === state.tag)?.label;
  const categoryLabel = ctx.categories.find((t) => t.slug === state.category)?.label;
  const heading = [ctx.title, categoryLabel, tagLabel].filter(Boolean).join(' – ') + (state.page > 1 ? ` – page ${state.page}` : '');
  const pathOf = (s: Partial<ContentSegments>) =>
    contentListPath(ctx.basePath, { tag: s.tag || undefined, category: s.category || undefined, page: s.page ?? 1 });

  const results = (items: Card[] | undefined, total: number, error?: Error) => (
    <>
      <p aria-live="polite">{items ? `${total} résultat${total > 1 ? 's' : ''}` : 'Chargement…'}</p>
      {error && <p role="alert">{error.message}</p>}
      {items && items.length === 0 && <p>Aucun article ne correspond à ces filtres.</p>}
      {items && items.length > 0 && (
        <CardGrid label={heading}>
          {items.map((p) => (
            <PageCard key={p.id} page={p} />
          ))}
        </CardGrid>
      )}
      <Pagination page={state.page} total={total} perPage={ctx.perPage} pathOf={(page) => pathOf({ ...state, page })} />
    </>
  );

  return (
    <div className="container">
      <Seo
        title={heading}
        description={`${ctx.title} de Trefima.`}
        path={remote ? undefined : own}
        noindex={Boolean(remote)}
        inlineScript={resolvingScript(own)}
      />
      <h1>{heading}</h1>
      <FilterLinks
        label="Catégorie"
        items={ctx.categories}
        active={state.category ?? null}
        pathOf={(c) => pathOf({ tag: state.tag, category: c ?? undefined })}
      />
      <FilterLinks label="Mot-clé" items={ctx.tags} active={state.tag ?? null} pathOf={(t) => pathOf({ tag: t ?? undefined, category: state.category })} />
      {remote ? (
        <Suspense fallback={<p>Chargement…</p>}>
          <RemoteList
            list={ctx.kind}
            query={{ tag: remote.tag, category: remote.category, page: remote.page, perPage: ctx.perPage }}
            onTotal={(total) => remote.page > lastPage(total, ctx.perPage) && markMissing()}
            render={(r) => results(r.items as Card[] | undefined, r.total, r.error)}
          />
        </Suspense>
      ) : (
        <>
          <div data-static-results>{results(ctx.items, ctx.total)}</div>
          <p data-resolving-placeholder>Chargement…</p>
        </>
      )}
    </div>
  );
}
