import type { Menu, SalesPlan, Settings } from '@trefima/domain/contract';

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
