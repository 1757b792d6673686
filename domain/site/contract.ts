import '../contract/zod-config'; // before any schema is made (see there)
import { z } from 'zod/mini';
import { tag } from '../contract/common';

export const salesPlan = z.object({
  id: z.int(),
  /** e.g. "trefima_mtq", the default territory */
  target: z.string(),
  label: z.string(),
  is_default: z.boolean(),
  vat_rate: z.number(),
  currency: z.object({ code: z.string(), symbol: z.string() }),
});
export type SalesPlan = z.infer<typeof salesPlan>;

export const site = z.object({
  id: z.int(),
  url: z.string(),
  name: z.string(),
  default_language: z.string(),
  languages: z.array(z.object({ code: z.string(), label: z.string() })),
  salesplan: z.array(salesPlan),
});
export type Site = z.infer<typeof site>;

export const figure = z.object({ value: z.string(), unit: z.string(), label: z.string() });

export const settings = z.object({
  messages: z.record(z.string(), z.string()),
  figures: z.array(figure),
  company: z.object({
    name: z.string(),
    street: z.string(),
    zipcode: z.string(),
    city: z.string(),
    country: z.string(),
    phone: z.string(),
    email: z.string(),
    opening_hours: z.string(),
  }),
  social: z.array(z.object({ network: z.string(), url: z.string() })),
  /** per sales plan, in cents HT; null when the territory has no free shipping */
  free_shipping_threshold: z.nullable(z.int()),
  recaptcha_site_key: z.nullable(z.string()),
  upload: z.object({ max_bytes: z.int(), accepted_types: z.array(z.string()) }),
});
export type Settings = z.infer<typeof settings>;

export const menuItemType = z.enum(['no_destination', 'external_url', 'internal']);

export interface MenuItem {
  id: number;
  label: string;
  type: z.infer<typeof menuItemType>;
  /** site path for internal items, e.g. "contact" or "categorie/treillis-soudes" */
  slug: string | null;
  /** "phone" for the phone item, "contact", "products" (the category dropdown) … */
  code: string | null;
  url: string | null;
  childs: MenuItem[];
}
export const menuItem: z.ZodMiniType<MenuItem> = z.object({
  id: z.int(),
  label: z.string(),
  type: menuItemType,
  slug: z.nullable(z.string()),
  code: z.nullable(z.string()),
  url: z.nullable(z.string()),
  get childs() {
    return z.array(menuItem);
  },
});

export const menu = z.object({ code: z.string(), items: z.array(menuItem) });
export type Menu = z.infer<typeof menu>;

export const slide = z.object({
  id: z.int(),
  title: z.string(),
  text: z.string(),
  link_label: z.string(),
  link: z.string(),
  image: z.string(),
});
export type Slide = z.infer<typeof slide>;

export const city = z.object({ zipcode: z.string(), name: z.string(), department: z.string() });
export const country = z.object({ code: z.string(), name: z.string() });
export const civility = tag;

export const redirectRule = z.object({
  id: z.int(),
  source: z.string(),
  target: z.string(),
  status: z.union([z.literal(301), z.literal(302)]),
});
export type RedirectRule = z.infer<typeof redirectRule>;
