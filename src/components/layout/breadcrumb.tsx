import { t } from '@trefima/domain/i18n/t';
import type { Crumb } from '../../lib/page-context';
import { SiteLink } from './site-link';
import { useLayoutData } from '../../hooks/use-layout-data';
import * as styles from './breadcrumb.module.css';

/*
 * The JSON-LD is written at build time only, as the head's (seo.tsx): crawlers read the built HTML. The browser
 * hydrates the script as served (React neither compares nor rewrites an innerHTML it hydrates) and, on a page it
 * renders itself, writes it empty: the builder stays out of every page's code.
 */
const breadcrumbList: typeof import('../seo/breadcrumb-ld').breadcrumbList | null =
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  process.env.BUILD_STAGE === 'build-html' ? require('../seo/breadcrumb-ld').breadcrumbList : null;

/**
 * "Accueil" then the page's crumbs; the last one is the current page: not a
 * link, aria-current="page". A crumb without a path shows as plain text.
 * `path`: the page's, for a page crawlers read: the same crumbs in
 * BreadcrumbList JSON-LD, made here so that what shows and what a crawler
 * reads are one list (a private page, noindex, gives none).
 */
export function Breadcrumb({ crumbs, path }: { crumbs: Crumb[]; path?: string }) {
  const { siteUrl } = useLayoutData();
  const all: Crumb[] = [{ label: t('breadcrumb.home'), path: '/' }, ...crumbs];
  const last = all.length - 1;
  return (
    <nav aria-label={t('breadcrumb.label')} className={styles.breadcrumb}>
      {path !== undefined && (
        <script
          type="application/ld+json"
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: breadcrumbList ? JSON.stringify(breadcrumbList(crumbs, path, siteUrl)).replace(/</g, '\\u003c') : '' }}
        />
      )}
      <ol className={`container ${styles.list}`}>
        {all.map((crumb, i) => (
          <li key={`${i}-${crumb.label}`} className={styles.item}>
            {i === last ? (
              <span aria-current="page" className={styles.current}>
                {crumb.label}
              </span>
            ) : crumb.path ? (
              <SiteLink to={crumb.path} className={styles.link}>
                {crumb.label}
              </SiteLink>
            ) : (
              <span className={styles.text}>{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
