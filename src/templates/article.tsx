import type { PageProps } from 'gatsby';
import { Link } from 'gatsby';
import type { CmsPageContext } from '../build/contexts';
import { RichText } from '../features/content';
import { Seo } from '../components/seo/seo';
import { formatDate } from '@trefima/domain/i18n/format-dates';
import { unpackContext, type PackedContext } from '../lib/page-context';
import { paths } from '../lib/routes';
import { contentListPath } from '../lib/content-segments';
import { t } from '@trefima/domain/i18n/t';
import * as styles from './cms-page.module.css';

const LIST = { actualite: paths.news, conseil: paths.advice, service: paths.services } as const;

/** A news item, an advice or a service, with links to its tags' and category's lists. */
export default function ArticleTemplate({ pageContext }: PageProps<object, PackedContext>) {
  const { page } = unpackContext<CmsPageContext>(pageContext);
  const path = paths.content(page.slug);
  const base = LIST[page.subtype as keyof typeof LIST] ?? paths.news;
  const title = page.meta_title || page.title;
  return (
    <article className={`container ${styles.page}`}>
      <Seo
        title={page.subtype === 'service' ? t('content.service.seoTitle', { title }) : title}
        description={page.meta_description || page.summary}
        path={path}
        type="article"
        image={page.image}
        structured={{ article: page }}
      />
      <header className={styles.header}>
        <h1>{page.title}</h1>
        <p>
          {page.published_at && (
            <>
              {t('content.article.published')} <time dateTime={page.published_at}>{formatDate(page.published_at)}</time>
            </>
          )}
          {page.category && (
            <>
              {' '}
              {t('content.article.in')} <Link to={contentListPath(base, { category: page.category.slug })}>{page.category.label}</Link>
            </>
          )}
        </p>
        <p className={styles.lead}>{page.summary}</p>
      </header>
      <RichText html={page.body} className={styles.body} />
      {page.tags.length > 0 && (
        <p>
          {t('content.article.tags')}{' '}
          {page.tags.map((tag, i) => (
            <span key={tag.slug}>
              {i > 0 && ', '}
              <Link to={contentListPath(base, { tag: tag.slug })}>{tag.label}</Link>
            </span>
          ))}
        </p>
      )}
    </article>
  );
}
