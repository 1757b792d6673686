import type { Crumb } from '../../lib/page-context';
import { t } from '@trefima/domain/i18n/t';

/**
 * A breadcrumb in schema.org's BreadcrumbList, « Accueil » first, the last crumb the page at `currentPath`: written
 * at build time by the breadcrumb that shows (layout/breadcrumb.tsx), apart from the head's builders (json-ld.ts).
 */
export function breadcrumbList(crumbs: Crumb[], currentPath: string, siteUrl: string) {
  const base = siteUrl.replace(/\/$/, '');
  const all = [{ label: t('breadcrumb.home'), path: '/' }, ...crumbs];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: all.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.label, item: base + (c.path ?? currentPath) })),
  };
}
