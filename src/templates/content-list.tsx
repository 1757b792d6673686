import type { PageProps } from 'gatsby';

import type { ContentListContext } from '../build/contexts';
import type { PageCard as Card } from '@trefima/domain/contract';
import { ErrorRetry } from '../components/common/error-retry';
import { Pagination } from '../components/common/pagination';
import { CardGrid, FilterLinks, PageCard } from '../features/content';
import { Seo } from '../components/seo/seo';
import { lastPage, resolvingScript, useListingResolution, segmentsAfter } from '../features/listings';
import { unpackContext, type PackedContext } from '../lib/page-context';
import { contentListPath, parseContentSegments, type ContentSegments } from '../lib/content-segments';
import { t, tn } from '@trefima/domain/i18n/t';
import { lazyPart } from '../lib/lazy-part';
import { PartBoundary } from '../components/common/part-boundary';

// Only an unknown segment needs the 404 content: it loads on demand.
const NotFoundContent = lazyPart(() => import('../components/common/not-found-content').then((m) => ({ default: m.NotFoundContent })));
const RemoteList = lazyPart(() => import('../features/content/components/remote-list'));

/**
 * News, advice or services. Every page of the list, of each tag and of each
 * category is built; a tag and a category together are fetched in the browser.
 * An unknown tag or category, or a page past the last, shows the 404 content.
 */
export default function ContentListTemplate({ pageContext, location }: PageProps<object, PackedContext>) {
  const ctx = unpackContext<ContentListContext>(pageContext);
  const own = contentListPath(ctx.basePath, { tag: ctx.tag ?? undefined, category: ctx.category ?? undefined, page: ctx.page });
  const { here, missing, markMissing } = useListingResolution(own, location.pathname);
  const read = here !== own ? parseContentSegments(segmentsAfter(here, ctx.basePath)) : null;
  // an address the site never writes (a page 1, a page named twice) is no page: the host answers it 404 too
  const remote = read && contentListPath(ctx.basePath, read) === here ? read : null;
  const unknown =
    remote &&
    ((remote.tag && !ctx.tags.some((tag) => tag.slug === remote.tag)) ||
      (remote.category && !ctx.categories.some((c) => c.slug === remote.category)) ||
      // the list unfiltered: this page (the base one) knows how many there are
      (!remote.tag && !remote.category && remote.page > lastPage(ctx.total, ctx.perPage)));
  if ((here !== own && !remote) || unknown || missing)
    return (
      <PartBoundary fallback={null}>
        <NotFoundContent />
      </PartBoundary>
    );

  const state: ContentSegments = remote ?? { tag: ctx.tag ?? undefined, category: ctx.category ?? undefined, page: ctx.page };
  const tagLabel = ctx.tags.find((tag) => tag.slug === state.tag)?.label;
  const categoryLabel = ctx.categories.find((c) => c.slug === state.category)?.label;
  const named = [ctx.title, categoryLabel, tagLabel].filter(Boolean).join(' – ');
  const heading = state.page > 1 ? t('pagination.pagedTitle', { title: named, page: state.page }) : named;
  const pathOf = (s: Partial<ContentSegments>) =>
    contentListPath(ctx.basePath, { tag: s.tag || undefined, category: s.category || undefined, page: s.page ?? 1 });

  const results = (items: Card[] | undefined, total: number, error?: Error, retry?: () => void) => (
    <>
      <p aria-live="polite">{items ? tn('content.list.count', total) : t('loading')}</p>
      {error && retry && <ErrorRetry error={error} retry={retry} />}
      {items && items.length === 0 && <p>{t('content.list.empty')}</p>}
      {items && items.length > 0 && (
        <CardGrid label={heading}>
          {items.map((p) => (
            <PageCard key={p.id} page={p} headingLevel={2} />
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
        description={t('content.list.description', { title: heading })}
        path={remote ? undefined : own}
        noindex={Boolean(remote)}
        inlineScript={resolvingScript(own)}
      />
      <h1>{heading}</h1>
      <FilterLinks
        label={t('content.filters.category')}
        items={ctx.categories}
        active={state.category ?? null}
        pathOf={(c) => pathOf({ tag: state.tag, category: c ?? undefined })}
      />
      <FilterLinks
        label={t('content.filters.tag')}
        items={ctx.tags}
        active={state.tag ?? null}
        pathOf={(tag) => pathOf({ tag: tag ?? undefined, category: state.category })}
      />
      {remote ? (
        <PartBoundary fallback={<p>{t('loading')}</p>}>
          <RemoteList
            list={ctx.kind}
            query={{ tag: remote.tag, category: remote.category, page: remote.page, perPage: ctx.perPage }}
            onTotal={(total) => remote.page > lastPage(total, ctx.perPage) && markMissing()}
            render={(r) => results(r.items as Card[] | undefined, r.total, r.error, r.retry)}
          />
        </PartBoundary>
      ) : (
        <>
          <div data-static-results>{results(ctx.items, ctx.total)}</div>
          <p data-resolving-placeholder>{t('loading')}</p>
        </>
      )}
    </div>
  );
}
