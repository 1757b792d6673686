import type { FastifyInstance } from 'fastify';
import type { Menu, MenuItem, SalesPlan } from '../../../src/contract';
import type { AppDeps } from '../app';
import type { SalesPlanRow } from '../services/site';
import { badParam, notFound } from '../http/errors';
import { mediaPath } from '../services/media';
import { normalize } from '../services/text';

export const toSalesPlan = (p: SalesPlanRow): SalesPlan => ({
  id: p.id,
  target: p.target,
  label: p.label,
  is_default: p.is_default === 1,
  vat_rate: p.vat_rate,
  currency: { code: p.currency_code, symbol: p.currency_symbol },
});

export function siteRoutes(app: FastifyInstance, { config, services: { site: repo } }: AppDeps) {
  /** The one call made before a site is known: it answers the site id and its territories. */
  app.get('/site', { config: { noContext: true } }, async (request) => {
    const url = (request.query as Record<string, string>).url;
    if (!url) throw badParam('url', 'est obligatoire');
    let host: string;
    try {
      host = new URL(url).host;
    } catch {
      throw badParam('url', 'doit être une adresse complète, par exemple https://www.trefima.fr');
    }
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

  app.get('/setting', async (request) => {
    const s = repo.settings(request.ctx.siteId);
    return {
      data: {
        messages: s.messages ?? {},
        figures: s.figures ?? [],
        company: s.company,
        social: s.social ?? [],
        free_shipping_threshold: request.ctx.plan.free_shipping_threshold,
        recaptcha_site_key: config.recaptchaSiteKey,
        upload: { max_bytes: config.uploadMaxBytes, accepted_types: ['pdf', 'doc', 'docx', 'odt', 'jpg', 'jpeg', 'png'] },
      },
    };
  });

  app.get('/menu', async () => {
    const rows = repo.menuRows();
    const nodes = new Map<number, MenuItem>();
    const menus = new Map<string, Menu>();
    for (const r of rows) {
      const item: MenuItem = { id: r.id, label: r.label, type: r.type, slug: r.slug, code: r.code, url: r.url, childs: [] };
      nodes.set(r.id, item);
      if (!menus.has(r.menu_code)) menus.set(r.menu_code, { code: r.menu_code, items: [] });
      if (r.parent_id === null) menus.get(r.menu_code)!.items.push(item);
      else nodes.get(r.parent_id)?.childs.push(item);
    }
    return { data: [...menus.values()] };
  });

  app.get('/slider', async () => {
    const o = config.publicUrl;
    const rows = repo.slides();
    return { data: rows.map((r) => ({ ...r, image: o + mediaPath('slide', `slide-${r.id}`) })) };
  });

  /** `zipcode` (a prefix: "972" or "97232") or `text` (a name, accents ignored). */
  app.get('/city', async (request) => {
    const q = request.query as Record<string, string>;
    if (q.zipcode !== undefined && !/^\d{1,5}$/.test(q.zipcode)) throw badParam('zipcode', 'doit contenir de 1 à 5 chiffres');
    const rows = repo.cities();
    const text = q.text ? normalize(q.text) : null;
    const items = rows.filter((r) => (!q.zipcode || r.zipcode.startsWith(q.zipcode)) && (!text || normalize(r.name).includes(text)));
    return { data: { items, total: items.length } };
  });

  app.get('/civility', async () => ({ data: repo.civilities() }));
  app.get('/country', async () => ({ data: repo.countries() }));
  app.get('/redirect', async () => ({ data: repo.redirects() }));

  /** Tags of a content kind: `type=actualite|conseil|service`, `role=tag|category`. */
  app.get('/tags', async (request) => {
    const q = request.query as Record<string, string>;
    const type = q.type ?? 'actualite';
    if (!['actualite', 'conseil', 'service'].includes(type)) throw badParam('type', 'doit valoir actualite, conseil ou service');
    const role = q.role ?? 'tag';
    if (!['tag', 'category'].includes(role)) throw badParam('role', 'doit valoir tag ou category');
    return { data: repo.tags(type, role) };
  });
}
