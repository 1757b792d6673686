import type { PageProps } from 'gatsby';
import type { ContentListContext } from '../build/contexts';
import { NotFoundContent } from '../components/common/not-found-content';
import { Pagination } from '../components/common/pagination';
import { CardGrid } from '../components/content/card-grid';
import { FilterLinks } from '../components/content/filter-links';
import { PageCard } from '../components/content/page-card';
import { Seo } from '../components/seo/seo';
import { useRemoteList } from '../hooks/use-remote-list';
import { contentListPath, parseContentSegments, segmentsAfter } from '../lib/segments';
import { shop } from '../shop-client/browser';
import { getAdvice, getNews, getServices } from '../shop-client/endpoints';

const ENDPOINTS = { actualite: getNews, conseil: getAdvice, service: getServices };

/**
 * News, advice or services. Every page of the list, of each tag and of each
 * category is built; a tag and a category together are fetched in the browser.
 */
export default function ContentListTemplate({ pageContext: ctx, location }: PageProps<object, ContentListContext>) {
  const own = contentListPath(ctx.basePath, { tag: ctx.tag ?? undefined, category: ctx.category ?? undefined, page: ctx.page });
  const here = location.pathname.replace(/\/+$/, '') || '/';
  const remote = here !== own ? parseContentSegments(segmentsAfter(here, ctx.basePath)) : null;
  const unknown = here !== own && !remote;
  const list = useRemoteList(remote ? `${ctx.kind}:${here}` : null, () =>
    shop(ENDPOINTS[ctx.kind], { query: { tag: remote!.tag, category: remote!.category, page: remote!.page, perPage: ctx.perPage } }),
  );
  if (unknown) return <NotFoundContent />;

  const state = remote ? { tag: remote.tag ?? null, category: remote.category ?? null, page: remote.page } : { tag: ctx.tag, category: ctx.category, page: ctx.page };
  const items = remote ? list.data?.items : ctx.items;
  const total = remote ? (list.data?.total ?? 0) : ctx.total;
  const tagLabel = ctx.tags.find((t) => t.slug === state.tag)?.label;
  const categoryLabel = ctx.categories.find((t) => t.slug === state.category)?.label;
  const heading = [ctx.title, categoryLabel, tagLabel].filter(Boolean).join(' – ') + (state.page > 1 ? ` – page ${state.page}` : '');
  const pathOf = (s: Partial<typeof state>) => contentListPath(ctx.basePath, { tag: (s.tag ?? undefined) || undefined, category: (s.category ?? undefined) || undefined, page: s.page ?? 1 });

  return (
    <div className="container">
      <Seo title={heading} description={`${ctx.title} de Trefima : ${total} article${total > 1 ? 's' : ''}.`} path={remote ? undefined : own} noindex={Boolean(remote)} />
      <h1>{heading}</h1>
      <FilterLinks label="Catégorie" items={ctx.categories} active={state.category} pathOf={(c) => pathOf({ tag: state.tag, category: c })} />
      <FilterLinks label="Mot-clé" items={ctx.tags} active={state.tag} pathOf={(t) => pathOf({ tag: t, category: state.category })} />
      <p aria-live="polite">{items ? `${total} résultat${total > 1 ? 's' : ''}` : 'Chargement…'}</p>
      {list.error && <p role="alert">{list.error.message}</p>}
      {items && items.length === 0 && <p>Aucun article ne correspond à ces filtres.</p>}
      {items && items.length > 0 && <CardGrid label={heading}>{items.map((p) => <PageCard key={p.id} page={p} />)}</CardGrid>}
      <Pagination page={state.page} total={total} perPage={ctx.perPage} pathOf={(page) => pathOf({ ...state, page })} />
    </div>
  );
}
