import type { PageProps } from 'gatsby';
import { Link } from 'gatsby';
import type { SitemapContext } from '../build/contexts';
import type { SitemapEntry } from '../contract';
import { Seo } from '../components/seo/seo';
import { unpackContext, type PackedContext } from '../lib/page-context';
import { paths } from '../lib/routes';

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
    <div className="container">
      <Seo title="Plan du site" description="Toutes les pages du site Trefima." path={paths.sitemap} />
      <h1>Plan du site</h1>
      <nav aria-label="Plan du site">
        <Entries entries={entries} />
      </nav>
    </div>
  );
}
