import type { PageProps } from 'gatsby';
import { Link } from 'gatsby';

import type { CareerContext } from '../build/contexts';
import { RichText } from '../features/content';
import { Seo } from '../components/seo/seo';
import { formatDate } from '@trefima/domain/i18n/format-dates';
import { unpackContext, type PackedContext } from '../lib/page-context';
import { paths } from '../lib/routes';
import { careerListPath } from '../lib/content-segments';
import { t } from '@trefima/domain/i18n/t';
import { lazyPart } from '../lib/lazy-part';
import { PartBoundary } from '../components/common/part-boundary';
import * as styles from './cms-page.module.css';

/** The application form, its own chunk: fetched by the offer pages only. */
const CandidatureForm = lazyPart(() => import('../features/lead-forms/components/candidature-form').then((m) => ({ default: m.CandidatureForm })));

/** A career offer, and below it the form to apply to it. */
export default function CareerTemplate({ pageContext }: PageProps<object, PackedContext>) {
  const { career: k } = unpackContext<CareerContext>(pageContext);
  const path = paths.content(k.slug);
  return (
    <article className={`container ${styles.page}`}>
      <Seo title={k.title} description={k.summary} path={path} structured={{ job: k }} />
      <header className={styles.header}>
        <h1>{k.title}</h1>
        <p>
          <Link to={careerListPath({ company: k.company.slug })}>{k.company.label}</Link> ·{' '}
          <Link to={careerListPath({ location: k.location.slug })}>{k.location.label}</Link> · {k.contract} · {t('career.offer.published')}{' '}
          <time dateTime={k.published_at}>{formatDate(k.published_at)}</time>
        </p>
        <p className={styles.lead}>{k.summary}</p>
      </header>
      <RichText html={k.body} className={styles.body} />
      <section aria-labelledby="postuler" className={styles.form}>
        <h2 id="postuler">{t('career.offer.apply')}</h2>
        <PartBoundary fallback={<p className={styles.loading}>{t('career.offer.formLoading')}</p>}>
          <CandidatureForm offer={k.slug} title={k.title} />
        </PartBoundary>
      </section>
    </article>
  );
}
