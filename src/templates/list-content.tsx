import type { PageProps } from 'gatsby';
import type { ListContentContext } from '../build/contexts';
import { CardGrid } from '../features/content/components/card-grid';
import { PageCard } from '../features/content/components/page-card';
import { Seo } from '../components/seo/seo';
import { unpackContext, type PackedContext } from '../lib/page-context';
import { paths } from '../lib/routes';
import { t } from '../i18n/t';

/** /list-content: the information pages of the back office. */
export default function ListContentTemplate({ pageContext }: PageProps<object, PackedContext>) {
  const { pages } = unpackContext<ListContentContext>(pageContext);
  return (
    <div className="container">
      <Seo title={t('content.info.title')} description={t('content.info.description')} path={paths.contentList} />
      <h1>{t('content.info.title')}</h1>
      <CardGrid>
        {pages.map((p) => (
          <PageCard key={p.id} page={p} headingLevel={2} />
        ))}
      </CardGrid>
    </div>
  );
}
