import type { PageProps } from 'gatsby';
import type { CmsPageContext } from '../build/contexts';
import { CardGrid, PageExtras, PageCard, RichText } from '../features/content';
import { Seo } from '../components/seo/seo';
import { unpackContext, type PackedContext } from '../lib/page-context';
import { paths } from '../lib/routes';
import { t } from '@trefima/domain/i18n/t';
import * as styles from './cms-page.module.css';
import { HydrateOnUse } from '../components/app/hydrate-on-use';

/** A standard or range page of the back office ("qui-sommes-nous", "metaliso"…). */
export default function CmsPageTemplate({ pageContext }: PageProps<object, PackedContext>) {
  const { page, children } = unpackContext<CmsPageContext>(pageContext);
  const path = paths.content(page.slug);
  return (
    <article className={`container ${styles.page} ${page.subtype === 'range' ? styles.range : ''}`}>
      <Seo title={page.meta_title || page.title} description={page.meta_description || page.summary} path={path} />
      <HydrateOnUse>
        <header className={styles.header}>
          <h1>{page.title}</h1>
          <p className={styles.lead}>{page.summary}</p>
        </header>
        <RichText html={page.body} className={styles.body} />
      </HydrateOnUse>
      <PageExtras slug={page.slug} />
      {children.length > 0 && (
        <HydrateOnUse>
          <section aria-labelledby="a-lire-aussi">
            <h2 id="a-lire-aussi">{t('content.page.related')}</h2>
            <CardGrid>
              {children.map((c) => (
                <PageCard key={c.id} page={c} />
              ))}
            </CardGrid>
          </section>
        </HydrateOnUse>
      )}
    </article>
  );
}
