import { Link } from 'gatsby';
import type { PageCard as Card } from '@trefima/domain/contract';
import { formatDate } from '@trefima/domain/i18n/format-dates';
import { paths } from '../../../lib/routes';
import { t } from '@trefima/domain/i18n/t';
import * as styles from './page-card.module.css';

/** A news item, an advice or a service in a list. */
export function PageCard({ page, headingLevel = 3 }: { page: Card; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card}>
      <img src={page.image} alt="" width={400} height={300} loading="lazy" decoding="async" className={styles.image} />
      <div className={styles.body}>
        {page.published_at && (
          <p className={styles.meta}>
            <time dateTime={page.published_at}>{formatDate(page.published_at)}</time>
            {page.category && <> · {page.category.label}</>}
          </p>
        )}
        <Heading className={styles.title}>
          <Link to={paths.content(page.slug)} className={styles.link}>
            {page.title}
          </Link>
        </Heading>
        <p className={styles.summary}>{page.summary}</p>
        {page.tags.length > 0 && (
          <ul className={styles.tags} aria-label={t('content.card.tags')}>
            {page.tags.map((tag) => (
              <li key={tag.slug}>{tag.label}</li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
