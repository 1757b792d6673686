import type {
  Career,
  Category,
  Facets,
  Gamme,
  Menu,
  Page,
  Product,
  RedirectRule,
  SalesPlan,
  Settings,
  Site,
  SitemapEntry,
  Slide,
  Tag,
} from '@trefima/domain/contract';
import { createShopClient, type ShopClient } from '../shop-client/client';
import * as api from '../shop-client/endpoints';
import { ShopApiError } from '../shop-client/errors';
import { sanitize } from './sanitize';

/** Everything the static build needs from the API, checked against the contract and sanitised. */
export interface ShopSnapshot {
  apiUrl: string;
  site: Pick<Site, 'id' | 'url' | 'name'>;
  /** the territory of the static HTML: target trefima_mtq */
  plan: SalesPlan;
  plans: SalesPlan[];
  settings: Settings;
  menus: Menu[];
  categories: Category[];
  products: Product[];
  pages: Page[];
  gammes: Gamme[];
  careers: Career[];
  careerFilters: { companies: Tag[]; profiles: Tag[]; locations: Tag[] };
  slides: Slide[];
  redirects: RedirectRule[];
  sitemap: SitemapEntry[];
  taxonomies: Record<'actualite' | 'conseil' | 'service', { tags: Tag[]; categories: Tag[] }>;
  facets: Record<number, Facets>;
}

export const DEFAULT_TARGET = 'trefima_mtq';

const flatten = (nodes: Category[]): Category[] => nodes.flatMap((n) => [n, ...flatten(n.childs)]);

/**
 * Fetches the snapshot. The first call has a short timeout so that a build
 * against an API that is down or wedged fails within seconds (the others
 * allow for a large export); every failure names the call and the URL.
 */
export async function fetchSnapshot({
  apiUrl,
  siteUrl,
  probeTimeoutMs = 5000,
}: {
  apiUrl: string;
  siteUrl: string;
  probeTimeoutMs?: number;
}): Promise<ShopSnapshot> {
  const probe = createShopClient({ baseUrl: apiUrl, context: () => ({ siteId: 0, lang: 'fr', salesPlanId: 0 }), timeoutMs: probeTimeoutMs });
  const site = await probe(api.getSite, { query: { url: siteUrl } });
  const plan = site.salesplan.find((p) => p.target === DEFAULT_TARGET) ?? site.salesplan.find((p) => p.is_default) ?? site.salesplan[0];
  if (!plan) throw new ShopApiError(200, 'BAD_RESPONSE', 'Le site n’a aucun territoire (salesplan).', 'site', `${apiUrl}/site`);
  const call: ShopClient = createShopClient({ baseUrl: apiUrl, context: () => ({ siteId: site.id, lang: 'fr', salesPlanId: plan.id }), timeoutMs: 60000 });

  const taxonomy = async (type: 'actualite' | 'conseil' | 'service') => ({
    tags: await call(api.getTags, { query: { type, role: 'tag' } }),
    categories: await call(api.getTags, { query: { type, role: 'category' } }),
  });

  // The facet counts need the category tree, not the rest: they are asked for
  // as soon as it comes, so the API counts while this side parses the export.
  const categoriesCall = call(api.getCategories, { query: { depth: 3 } });
  const facetsCall = categoriesCall.then(async (tree) => {
    const all = flatten(tree);
    const counts = await Promise.all(all.map((c) => call(api.getFacets, { query: { categories: c.id } })));
    return Object.fromEntries(all.map((c, i) => [c.id, counts[i]])) as Record<number, Facets>;
  });
  const [settings, menus, categories, products, pages, gammes, careers, careerFilters, slides, redirects, sitemap, actualite, conseil, service, facets] =
    await Promise.all([
      call(api.getSettings),
      call(api.getMenus),
      categoriesCall,
      call(api.exportProducts),
      call(api.exportPages),
      call(api.exportGammes),
      call(api.exportCareers),
      call(api.getCareerFilters),
      call(api.getSlides),
      call(api.getRedirects),
      call(api.getSitemap),
      taxonomy('actualite'),
      taxonomy('conseil'),
      taxonomy('service'),
      facetsCall,
    ]);

  // Variants of one product (thickness, colour, length) often share their description: each text is cleaned once per snapshot.
  const cleaned = new Map<string, string>();
  const clean = (html: string) => cleaned.get(html) ?? cleaned.set(html, sanitize(html)).get(html)!;

  return {
    apiUrl,
    site: { id: site.id, url: site.url, name: site.name },
    plan,
    plans: site.salesplan,
    settings,
    menus,
    categories,
    products: products.items.map((p) => ({ ...p, description: clean(p.description) })),
    pages: pages.items.map((p) => ({ ...p, body: clean(p.body) })),
    gammes: gammes.items.map((g) => ({ ...g, body: clean(g.body) })),
    careers: careers.items.map((k) => ({ ...k, body: clean(k.body) })),
    careerFilters,
    slides,
    redirects,
    sitemap,
    taxonomies: { actualite, conseil, service },
    facets,
  };
}
