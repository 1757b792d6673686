import type { FastifyInstance } from 'fastify';
import type { Menu, MenuItem, SalesPlan, Settings } from '@trefima/domain/contract';
import { citiesQuery, siteQuery, tagsQuery } from '@trefima/domain/site/requests';
import type { AppDeps } from '../deps';
import type { SalesPlanRow } from './site';
import { notFound } from '../http/errors';
import { typed } from '../http/zod-routes';
import { answerOf, at } from '../http/answers';
import { getCities, getCivilities, getCountries, getMenus, getRedirects, getSettings, getSite, getSlides, getTags } from '@trefima/domain/site/endpoints';
import { formatPhone } from '@trefima/domain/forms/phone';
import { mediaPath } from '../media/media';
import { sellerPostal } from './seller';
import { normalize } from '../shared/text';

export const toSalesPlan = (p: SalesPlanRow): SalesPlan => ({
  id: p.id,
  target: p.target,
  label: p.label,
  is_default: p.is_default === 1,
  vat_rate: p.vat_rate,
  currency: { code: p.currency_code, symbol: p.currency_symbol },
});

export function siteRoutes(fastify: FastifyInstance, { config, services: { site: repo } }: AppDeps) {
  const app = typed(fastify);
  const seller = {
    name: config.seller.name,
    ...sellerPostal(config.seller),
    phone: formatPhone(config.seller.phone),
    email: config.seller.email,
  };
  /** The one call made before a site is known: it answers the site id and its territories. */
  app.get(at(getSite), { config: { noContext: true }, schema: { querystring: siteQuery, response: answerOf(getSite) } }, async (request) => {
    const host = new URL(request.query.url).host;
    const sites = repo.sites();
    // Development hosts (localhost, 127.0.0.1) resolve to the first site.
    const site = sites.find((s) => new URL(s.url).host === host) ?? (/^(localhost|127\.0\.0\.1)(:\d+)?$/.test(host) ? sites[0] : undefined);
    if (!site) throw notFound('Le site demandé');
    const languages = repo.languages(site.id);
    const plans = repo.plans(site.id);
    return {
      data: { id: site.id, url: site.url, name: site.name, default_language: site.default_language, languages, salesplan: plans.map(toSalesPlan) },
    };
  });

  app.get(at(getSettings), { schema: { response: answerOf(getSettings) } }, async (request) => {
    const s = repo.settings(request.ctx.siteId) as Partial<Pick<Settings, 'messages' | 'figures' | 'social'>> & { company?: { opening_hours?: string } };
    const { opening_hours = '' } = s.company ?? {};
    return {
      data: {
        messages: s.messages ?? {},
        figures: s.figures ?? [],
        // one identity: the seller the documents print (SELLER_*), its hours from the settings
        company: { ...seller, opening_hours },
        social: s.social ?? [],
        free_shipping_threshold: request.ctx.plan.free_shipping_threshold,
        recaptcha_site_key: config.recaptchaSiteKey,
        upload: { max_bytes: config.uploadMaxBytes, accepted_types: ['pdf', 'doc', 'docx', 'odt', 'jpg', 'jpeg', 'png'] },
      },
    };
  });

  app.get(at(getMenus), { schema: { response: answerOf(getMenus) } }, async () => {
    const rows = repo.menuRows();
    const nodes = new Map<number, MenuItem>();
    const menus = new Map<string, Menu>();
    for (const r of rows) {
      // the phone item says the seller's number, wherever the menu was written
      const label = r.code === 'phone' ? seller.phone : r.label;
      const item: MenuItem = { id: r.id, label, type: r.type, slug: r.slug, code: r.code, url: r.url, childs: [] };
      nodes.set(r.id, item);
      if (!menus.has(r.menu_code)) menus.set(r.menu_code, { code: r.menu_code, items: [] });
      if (r.parent_id === null) menus.get(r.menu_code)!.items.push(item);
      else nodes.get(r.parent_id)?.childs.push(item);
    }
    return { data: [...menus.values()] };
  });

  app.get(at(getSlides), { schema: { response: answerOf(getSlides) } }, async () => {
    const o = config.publicUrl;
    const rows = repo.slides();
    return { data: rows.map((r) => ({ ...r, image: o + mediaPath('slide', `slide-${r.id}`) })) };
  });

  /** `zipcode` (a prefix: "972" or "97232") or `text` (a name, accents ignored). */
  app.get(at(getCities), { schema: { querystring: citiesQuery, response: answerOf(getCities) } }, async (request) => {
    const { zipcode } = request.query;
    const rows = repo.cities();
    const text = request.query.text ? normalize(request.query.text) : null;
    const items = rows.filter((r) => (!zipcode || r.zipcode.startsWith(zipcode)) && (!text || normalize(r.name).includes(text)));
    return { data: { items, total: items.length } };
  });

  app.get(at(getCivilities), { schema: { response: answerOf(getCivilities) } }, async () => ({ data: repo.civilities() }));
  app.get(at(getCountries), { schema: { response: answerOf(getCountries) } }, async () => ({ data: repo.countries() }));
  app.get(at(getRedirects), { schema: { response: answerOf(getRedirects) } }, async () => ({ data: repo.redirects() }));

  /** Tags of a content kind: `type=actualite|conseil|service`, `role=tag|category`. */
  app.get(at(getTags), { schema: { querystring: tagsQuery, response: answerOf(getTags) } }, async (request) => {
    return { data: repo.tags(request.query.type, request.query.role) };
  });
}
