import type { LayoutData } from '../../build/layout-types';
import type { MenuItem } from '@trefima/domain/contract';
import { internalPath, paths } from '../../lib/routes';

/** The footer's own links (beside its menus). */
export const FOOTER_LINKS = { contact: paths.contact, about: paths.content('qui-sommes-nous') } as const;

/** The menu of the header's bar (GET /menu?code=menu), whose dropdowns open on demand. */
const MAIN_MENU = 'menu';

/** What the header and footer slices are rendered for when the page is none of their links. */
export const ELSEWHERE = '';

const targetsOf = new WeakMap<LayoutData, Set<string>>();

/** The props of the header and footer slices. */
export type LayoutSliceProps = {
  /** layoutSliceKey: the page's path if the layout links to it, else ELSEWHERE */
  current: string;
};

/**
 * Every path the header and the footer link to in their HTML as served: the
 * site's fixed routes, the footer's own links, the items of every menu shown
 * open (the footer's, the pre-header's) and the first level of the main menu.
 * The main menu's dropdowns (its children and the category tree) are rendered
 * only when opened (main-menu.tsx), in the browser, where each link learns
 * the page shown from the router: a category page needs no header of its own.
 * Over-including costs one more rendering of the header; missing one would
 * leave that page's link without aria-current (e2e/layout.spec.ts checks, on
 * every page of the sitemap, that the link to the page itself is marked).
 */
export function layoutLinkTargets(data: LayoutData): Set<string> {
  let targets = targetsOf.get(data);
  if (targets) return targets;
  const fixed: string[] = [...Object.values(FOOTER_LINKS)];
  for (const p of Object.values(paths)) if (typeof p === 'string') fixed.push(p);
  targets = new Set(fixed);
  const menu = (items: MenuItem[], deep: boolean) =>
    items.forEach((item) => {
      if (item.type === 'internal') targets!.add(internalPath(item.slug));
      if (deep) menu(item.childs, deep);
    });
  for (const [name, items] of Object.entries(data.menus)) menu(items ?? [], name !== MAIN_MENU);
  targetsOf.set(data, targets);
  return targets;
}

/**
 * The header and footer are Gatsby Slices: rendered once per distinct props
 * and stitched into every page, instead of rendered again for each of 10 000
 * pages. A page they link to gets a rendering of its own (its link carries
 * aria-current="page", the logo's rel differs at home); every other page
 * (all the products) shares one. The same key in the browser, so that
 * hydration finds the same HTML.
 */
export function layoutSliceKey(pathname: string, data: LayoutData): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return layoutLinkTargets(data).has(path) ? path : ELSEWHERE;
}

const slugOf = (label: string) =>
  label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The main menu as the header shows it. A heading (no_destination) is there
 * to open its children; one the API sends without any would lead nowhere (a
 * dead label): it becomes a link to the page its label names when the layout
 * knows that page (Qui sommes-nous: /qui-sommes-nous, the footer's link), and
 * is left out otherwise. The products heading opens the category tree.
 */
export function mainMenuItems(data: LayoutData): MenuItem[] {
  return (data.menus.menu ?? []).flatMap((item): MenuItem[] => {
    if (item.type !== 'no_destination' || item.code === 'products' || item.childs.length > 0) return [item];
    const slug = slugOf(item.label);
    return slug && layoutLinkTargets(data).has(internalPath(slug)) ? [{ ...item, type: 'internal', slug }] : [];
  });
}
