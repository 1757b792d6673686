import type { PageProps } from 'gatsby';
import { Link } from 'gatsby';

import type { CareerListContext } from '../build/contexts';
import type { Career } from '@trefima/domain/contract';
import { ErrorRetry } from '../components/common/error-retry';
import { Pagination } from '../components/common/pagination';
import { FilterLinks } from '../features/content';
import { Seo } from '../components/seo/seo';
import { lastPage, resolvingScript, useListingResolution, segmentsAfter } from '../features/listings';
import { formatDate } from '@trefima/domain/i18n/format-dates';
import { unpackContext, type PackedContext } from '../lib/page-context';
import { paths } from '../lib/routes';
import { careerListName, careerListPath, parseCareerSegments, type CareerSegments } from '../lib/content-segments';
import { t, tn } from '@trefima/domain/i18n/t';
import { lazyPart } from '../lib/lazy-part';
import { PartBoundary } from '../components/common/part-boundary';
import * as styles from './career-list.module.css';

// Only an unknown segment needs the 404 content: it loads on demand.
const NotFoundContent = lazyPart(() => import('../components/common/not-found-content').then((m) => ({ default: m.NotFoundContent })));
const RemoteList = lazyPart(() => import('../features/content/components/remote-list'));

/** Career offers: each filter alone is built; combinations are fetched in the browser. Unknown filters and pages past the last show the 404 content. */
export default function CareerListTemplate({ pageContext, location }: PageProps<object, PackedContext>) {
  const ctx = unpackContext<CareerListContext>(pageContext);
  const active = { company: ctx.active.company ?? undefined, profile: ctx.active.profile ?? undefined, location: ctx.active.location ?? undefined };
  const own = careerListPath({ ...active, page: ctx.page });
  const { here, missing, markMissing } = useListingResolution(own, location.pathname);
  const read = here !== own ? parseCareerSegments(segmentsAfter(here, paths.careers)) : null;
  // an address the site never writes (a page 1, a page named twice) is no page: the host answers it 404 too
  const remote = read && careerListPath(read) === here ? read : null;
  const known = (slug: string | undefined, items: { slug: string }[]) => !slug || items.some((item) => item.slug === slug);
  const unknown =
    remote &&
    (!known(remote.company, ctx.filters.companies) ||
      !known(remote.profile, ctx.filters.profiles) ||
      !known(remote.location, ctx.filters.locations) ||
      // the list unfiltered: this page (the base one) knows how many there are
      (!remote.company && !remote.profile && !remote.location && remote.page > lastPage(ctx.total, ctx.perPage)));
  if ((here !== own && !remote) || unknown || missing)
    return (
      <PartBoundary fallback={null}>
        <NotFoundContent />
      </PartBoundary>
    );

  const state: CareerSegments = remote ?? { ...active, page: ctx.page };
  const named = careerListName(t('career.list.title'), ctx.filters, state);
  const title = state.page > 1 ? t('pagination.pagedTitle', { title: named, page: state.page }) : named;
  const pathWith = (patch: Partial<CareerSegments>) => careerListPath({ ...state, ...patch, page: patch.page ?? 1 });

  const results = (items: Career[] | undefined, total: number, error?: Error, retry?: () => void) => (
    <>
      <p aria-live="polite">{items ? tn('career.list.count', total) : t('loading')}</p>
      {error && retry && <ErrorRetry error={error} retry={retry} />}
      <ul className={styles.list}>
        {items?.map((k) => (
          <li key={k.id} className={styles.offer}>
            <h2 className={styles.title}>
              <Link to={paths.content(k.slug)}>{k.title}</Link>
            </h2>
            <p className={styles.meta}>
              {k.company.label} · {k.location.label} · {k.contract} · {t('career.offer.published')}{' '}
              <time dateTime={k.published_at}>{formatDate(k.published_at)}</time>
            </p>
            <p>{k.summary}</p>
          </li>
        ))}
      </ul>
      <Pagination page={state.page} total={total} perPage={ctx.perPage} pathOf={(page) => pathWith({ page })} />
    </>
  );

  return (
    <div className="container">
      <Seo
        title={title}
        description={t('career.list.description', { title })}
        path={remote ? undefined : own}
        noindex={Boolean(remote)}
        inlineScript={resolvingScript(own)}
      />
      <h1>{title}</h1>
      <p>
        {t('career.list.noMatch')} <Link to="/candidature-spontanee">{t('career.list.spontaneous')}</Link>.
      </p>
      <FilterLinks
        label={t('career.filters.company')}
        items={ctx.filters.companies}
        active={state.company ?? null}
        pathOf={(v) => pathWith({ company: v ?? undefined })}
      />
      <FilterLinks
        label={t('career.filters.profile')}
        items={ctx.filters.profiles}
        active={state.profile ?? null}
        pathOf={(v) => pathWith({ profile: v ?? undefined })}
      />
      <FilterLinks
        label={t('career.filters.location')}
        items={ctx.filters.locations}
        active={state.location ?? null}
        pathOf={(v) => pathWith({ location: v ?? undefined })}
      />
      {remote ? (
        <PartBoundary fallback={<p>{t('loading')}</p>}>
          <RemoteList
            list="carriere"
            query={{ company: remote.company, profile: remote.profile, location: remote.location, page: remote.page, perPage: ctx.perPage }}
            onTotal={(total) => remote.page > lastPage(total, ctx.perPage) && markMissing()}
            render={(r) => results(r.items as Career[] | undefined, r.total, r.error, r.retry)}
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
