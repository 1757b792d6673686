import type { PageProps } from 'gatsby';
import { Link } from 'gatsby';
import type { GammeContext } from '../build/contexts';
import { RichText } from '../features/content';
import { Seo } from '../components/seo/seo';
import { unpackContext, type PackedContext } from '../lib/page-context';
import { paths } from '../lib/routes';
import { t } from '@trefima/domain/i18n/t';
import * as styles from './cms-page.module.css';

/** A product range: its text and the categories it gathers. */
export default function GammeTemplate({ pageContext }: PageProps<object, PackedContext>) {
  const { gamme } = unpackContext<GammeContext>(pageContext);
  const path = paths.content(gamme.slug);
  return (
    <article className={`container ${styles.page}`}>
      <Seo title={t('content.gamme.seoTitle', { title: gamme.title })} description={gamme.summary} path={path} />
      <header className={styles.header}>
        <h1>{gamme.title}</h1>
        <p className={styles.lead}>{gamme.summary}</p>
      </header>
      <RichText html={gamme.body} className={styles.body} />
      <h2>{t('content.gamme.products')}</h2>
      <ul>
        {gamme.categories.map((c) => (
          <li key={c.id}>
            <Link to={paths.category(c.slug)}>{c.name}</Link>
          </li>
        ))}
      </ul>
      {gamme.page_slug && (
        <p>
          <Link to={paths.content(gamme.page_slug)}>{t('content.gamme.more')}</Link>
        </p>
      )}
    </article>
  );
}
