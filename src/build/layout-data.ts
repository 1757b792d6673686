import { mainMenuItems } from '../components/layout/layout-links';
import type { LayoutData, NavCategory } from './layout-types';
import type { ShopSnapshot } from './snapshot';

// the layout's shape lives in layout-types.ts, which layout-links.ts reads without the builder below (that uses layout-links.ts)
export type { LayoutData, NavCategory };

export function layoutOf(s: ShopSnapshot, siteUrl: string): LayoutData {
  const nav = (c: ShopSnapshot['categories'][number]): NavCategory => ({ id: c.id, name: c.name, slug: c.slug, childs: c.childs.map(nav) });
  const data: LayoutData = {
    siteId: s.site.id,
    siteName: s.site.name,
    siteUrl,
    buildYear: new Date().getFullYear(),
    plan: s.plan,
    plans: s.plans,
    company: s.settings.company,
    figures: s.settings.figures,
    freeShippingThreshold: s.settings.free_shipping_threshold,
    recaptchaSiteKey: s.settings.recaptcha_site_key,
    upload: s.settings.upload,
    menus: Object.fromEntries(s.menus.map((m) => [m.code, m.items])),
    categories: s.categories.map(nav),
  };
  // settled here, once, so that its code stays out of every page's JavaScript
  return { ...data, menus: { ...data.menus, menu: mainMenuItems(data) } };
}
