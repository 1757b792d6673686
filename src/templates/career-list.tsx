import type { PageProps } from 'gatsby';
import { Link } from 'gatsby';
import type { CareerListContext } from '../build/contexts';
import { NotFoundContent } from '../components/common/not-found-content';
import { Pagination } from '../components/common/pagination';
import { FilterLinks } from '../components/content/filter-links';
import { Seo } from '../components/seo/seo';
import { useRemoteList } from '../hooks/use-remote-list';
import { formatDate } from '../i18n/format';
import { paths } from '../lib/routes';
import { careerListPath, parseCareerSegments, segmentsAfter, type CareerSegments } from '../lib/segments';
import { shop } from '../shop-client/browser';
import { getCareers } from '../shop-client/endpoints';
import * as styles from './career-list.module.css';

/** Career offers: each filter alone is built; combinations are fetched in the browser. */
export default function CareerListTemplate({ pageContext: ctx, location }: PageProps<object, CareerListContext>) {
  const own = careerListPath({ ...definedOf(ctx.active), page: ctx.page });
  const here = location.pathname.replace(/\/+$/, '') || '/';
  const remote = here !== own ? parseCareerSegments(segmentsAfter(here, paths.careers)) : null;
  const list = useRemoteList(remote ? `careers:${here}` : null, () => shop(getCareers, { query: { ...definedOf(remote!), page: remote!.page, perPage: ctx.perPage } }));
  if (here !== own && !remote) return <NotFoundContent />;

  const state: CareerSegments = remote ?? { ...definedOf(ctx.active), page: ctx.page };
  const items = remote ? list.data?.items : ctx.items;
  const total = remote ? (list.data?.total ?? 0) : ctx.total;
  const title = `Carrières${state.page > 1 ? ` – page ${state.page}` : ''}`;
  const pathWith = (patch: Partial<CareerSegments>) => careerListPath({ ...state, ...patch, page: patch.page ?? 1 });

  return (
    <div className="container">
      <Seo title={title} description="Rejoignez Trefima, Metaliso et le groupe Acoma : nos offres d’emploi aux Antilles et en Guyane." path={remote ? undefined : own} noindex={Boolean(remote)} />
      <h1>{title}</h1>
      <p>
        Aucune offre ne vous correspond ? <Link to="/candidature-spontanee">Envoyez une candidature spontanée</Link>.
      </p>
      <FilterLinks label="Société" items={ctx.filters.companies} active={state.company ?? null} pathOf={(v) => pathWith({ company: v ?? undefined })} />
      <FilterLinks label="Métier" items={ctx.filters.profiles} active={state.profile ?? null} pathOf={(v) => pathWith({ profile: v ?? undefined })} />
      <FilterLinks label="Lieu" items={ctx.filters.locations} active={state.location ?? null} pathOf={(v) => pathWith({ location: v ?? undefined })} />
      <p aria-live="polite">{items ? `${total} offre${total > 1 ? 's' : ''}` : 'Chargement…'}</p>
      {list.error && <p role="alert">{list.error.message}</p>}
      <ul className={styles.list}>
        {items?.map((k) => (
          <li key={k.id} className={styles.offer}>
            <h2 className={styles.title}>
              <Link to={paths.content(k.slug)}>{k.title}</Link>
            </h2>
            <p className={styles.meta}>
              {k.company.label} · {k.location.label} · {k.contract} · publiée le <time dateTime={k.published_at}>{formatDate(k.published_at)}</time>
            </p>
            <p>{k.summary}</p>
          </li>
        ))}
      </ul>
      <Pagination page={state.page} total={total} perPage={ctx.perPage} pathOf={(page) => pathWith({ page })} />
    </div>
  );
}

function definedOf(o: { company?: string | null; profile?: string | null; location?: string | null }) {
  return { company: o.company ?? undefined, profile: o.profile ?? undefined, location: o.location ?? undefined };
}
