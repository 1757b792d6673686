import type { PageProps } from 'gatsby';
import type { ListContentContext } from '../build/contexts';
import { CardGrid, PageCard } from '../features/content';
import { TitledPage } from '../components/common/titled-page';
import { unpackContext, type PackedContext } from '../lib/page-context';
import { paths } from '../lib/routes';
import { t } from '@trefima/domain/i18n/t';

/** /list-content: the information pages of the back office. */
export default function ListContentTemplate({ pageContext }: PageProps<object, PackedContext>) {
  const { pages } = unpackContext<ListContentContext>(pageContext);
  return (
    <TitledPage title={t('content.info.title')} description={t('content.info.description')} path={paths.contentList}>
      <CardGrid>
        {pages.map((p) => (
          <PageCard key={p.id} page={p} headingLevel={2} />
        ))}
      </CardGrid>
    </TitledPage>
  );
}
