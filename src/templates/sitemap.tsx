import type { PageProps } from 'gatsby';
import { Link } from 'gatsby';
import type { SitemapContext } from '../build/contexts';
import type { SitemapEntry } from '@trefima/domain/contract';
import { TitledPage } from '../components/common/titled-page';
import { unpackContext, type PackedContext } from '../lib/page-context';
import { paths } from '../lib/routes';
import { t } from '@trefima/domain/i18n/t';

function Entries({ entries }: { entries: SitemapEntry[] }) {
  return (
    <ul>
      {entries.map((e) => (
        <li key={`${e.path}-${e.label}`}>
          <Link to={e.path}>{e.label}</Link>
          {e.childs.length > 0 && <Entries entries={e.childs} />}
        </li>
      ))}
    </ul>
  );
}

/** /plan-du-site, from the API's sitemap. */
export default function SitemapTemplate({ pageContext }: PageProps<object, PackedContext>) {
  const { entries } = unpackContext<SitemapContext>(pageContext);
  return (
    <TitledPage title={t('sitemap.page.title')} description={t('sitemap.page.description')} path={paths.sitemap}>
      <nav aria-label={t('sitemap.page.title')}>
        <Entries entries={entries} />
      </nav>
    </TitledPage>
  );
}
