import type { PageProps } from 'gatsby';
import type { GammesContext } from '../build/contexts';
import { CardGrid, GammeCard } from '../features/content';
import { TitledPage } from '../components/common/titled-page';
import { unpackContext, type PackedContext } from '../lib/page-context';
import { paths } from '../lib/routes';
import { t } from '@trefima/domain/i18n/t';

/** /nos-gammes: every product range. */
export default function GammesTemplate({ pageContext }: PageProps<object, PackedContext>) {
  const { gammes } = unpackContext<GammesContext>(pageContext);
  return (
    <TitledPage title={t('content.gammes.title')} description={t('content.gammes.description')} path={paths.gammes}>
      <CardGrid label={t('content.gammes.title')}>
        {gammes.map((g) => (
          <GammeCard key={g.id} gamme={g} headingLevel={2} />
        ))}
      </CardGrid>
    </TitledPage>
  );
}
