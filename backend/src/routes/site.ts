import type { FastifyInstance } from 'fastify';
import type { Menu, MenuItem, SalesPlan } from '../../../src/contract';
import type { AppDeps } from '../app';
import type { SalesPlanRow } from '../http/context';
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

interface MenuRow {
  id: number;
  menu_code: string;
  parent_id: number | null;
  label: string;
  type: MenuItem['type'];
  slug: string | null;
  code: string | null;
  url: string | null;
}

export function siteRoutes(app: FastifyInstance, { db, config }: AppDeps) {
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
    const sites = db.prepare('SELECT * FROM site ORDER BY id').all() as { id: number; url: string; name: string; default_language: string }[];
    // Development hosts (localhost, 127.0.0.1) resolve to the first site.
    const site = sites.find((s) => new URL(s.url).host === host) ?? (/^(localhost|127\.0\.0\.1)(:\d+)?$/.test(host) ? sites[0] : undefined);
    if (!site) throw notFound('Le site demandé');
    const languages = db.prepare('SELECT code, label FROM site_language WHERE site_id = ? ORDER BY rowid').all(site.id) as { code: string; label: string }[];
    const plans = db.prepare('SELECT * FROM sales_plan WHERE site_id = ? ORDER BY id').all(site.id) as SalesPlanRow[];
    return {
      data: { id: site.id, url: site.url, name: site.name, default_language: site.default_language, languages, salesplan: plans.map(toSalesPlan) },
    };
  });

  app.get('/setting', async (request) => {
    const rows = db.prepare('SELECT key, value FROM setting WHERE site_id = ?').all(request.ctx.siteId) as { key: string; value: string }[];
    const s = Object.fromEntries(rows.map((r) => [r.key, JSON.parse(r.value)]));
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
    const rows = db.prepare('SELECT * FROM menu_item ORDER BY menu_code, position, id').all() as MenuRow[];
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

  app.get('/slider', async (request) => {
    const o = config.publicUrl;
    const rows = db.prepare('SELECT * FROM slide ORDER BY position, id').all() as { id: number; title: string; text: string; link_label: string; link: string }[];
    return { data: rows.map((r) => ({ ...r, image: o + mediaPath('slide', `slide-${r.id}`) })) };
  });

  /** `zipcode` (a prefix: "972" or "97232") or `text` (a name, accents ignored). */
  app.get('/city', async (request) => {
    const q = request.query as Record<string, string>;
    if (q.zipcode !== undefined && !/^\d{1,5}$/.test(q.zipcode)) throw badParam('zipcode', 'doit contenir de 1 à 5 chiffres');
    const rows = db.prepare('SELECT zipcode, name, department FROM city ORDER BY zipcode, name').all() as { zipcode: string; name: string; department: string }[];
    const text = q.text ? normalize(q.text) : null;
    const items = rows.filter((r) => (!q.zipcode || r.zipcode.startsWith(q.zipcode)) && (!text || normalize(r.name).includes(text)));
    return { data: { items, total: items.length } };
  });

  app.get('/civility', async () => ({ data: db.prepare('SELECT slug, label FROM civility ORDER BY position').all() }));
  app.get('/country', async () => ({ data: db.prepare('SELECT code, name FROM country ORDER BY position').all() }));
  app.get('/redirect', async () => ({ data: db.prepare('SELECT id, source, target, status FROM redirect ORDER BY id').all() }));

  /** Tags of a content kind: `type=actualite|conseil|service`, `role=tag|category`. */
  app.get('/tags', async (request) => {
    const q = request.query as Record<string, string>;
    const type = q.type ?? 'actualite';
    if (!['actualite', 'conseil', 'service'].includes(type)) throw badParam('type', 'doit valoir actualite, conseil ou service');
    const role = q.role ?? 'tag';
    if (!['tag', 'category'].includes(role)) throw badParam('role', 'doit valoir tag ou category');
    return { data: db.prepare('SELECT slug, label FROM taxonomy WHERE kind = ? AND role = ? ORDER BY label').all(type, role) };
  });
}
