import type { Menu, SalesPlan, Settings } from '@trefima/domain/contract';
import { mainMenuItems } from '../components/layout/layout-links';
import type { ShopSnapshot } from './snapshot';

/** A category of the products dropdown: three levels, no more than a link needs. */
export interface NavCategory {
  id: number;
  name: string;
  slug: string;
  childs: NavCategory[];
}

/**
 * What every page's layout shows (header, menus, footer). It is one static
 * query result, downloaded once and shared by every page, so it stays lean.
 */
export interface LayoutData {
  siteId: number;
  siteName: string;
  siteUrl: string;
  /** for the copyright line */
  buildYear: number;
  /** the territory of the static HTML (trefima_mtq) and all of them */
  plan: SalesPlan;
  plans: SalesPlan[];
  company: Settings['company'];
  figures: Settings['figures'];
  freeShippingThreshold: number | null;
  /** reCAPTCHA v3 site key; null (development, tests): forms send without a captcha */
  recaptchaSiteKey: string | null;
  /** upload limits the API announces, checked in the browser before sending */
  upload: Settings['upload'];
  /** by code: menu, menu_preheader, menu_footer, menu_footer_2, menu_footer_legals; `menu` as the header shows it (mainMenuItems) */
  menus: Record<string, Menu['items']>;
  categories: NavCategory[];
}

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
