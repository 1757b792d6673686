import type { Db } from '../db';
import { inserter } from './insert';
import * as site from './site-data';

/** The site, its territories (sales plans), its settings and its menus. */
export function seedSite(db: Db) {
  const run = inserter(db);

  run('INSERT INTO site (id, url, name, default_language) VALUES (?, ?, ?, ?)', site.SITE.id, site.SITE.url, site.SITE.name, site.SITE.default_language);
  for (const l of site.LANGUAGES) run('INSERT INTO site_language (site_id, code, label) VALUES (?, ?, ?)', site.SITE.id, l.code, l.label);
  for (const p of site.SALES_PLANS) {
    run(
      'INSERT INTO sales_plan (id, site_id, target, label, is_default, vat_rate, free_shipping_threshold) VALUES (?, ?, ?, ?, ?, ?, ?)',
      p.id,
      site.SITE.id,
      p.target,
      p.label,
      p.is_default,
      p.vat_rate,
      p.free_shipping_threshold,
    );
  }
  const settings = { messages: site.MESSAGES, figures: site.FIGURES, company: site.COMPANY, social: [], configurator: site.CONFIGURATOR };
  for (const [key, value] of Object.entries(settings))
    run('INSERT INTO setting (site_id, key, value) VALUES (?, ?, ?)', site.SITE.id, key, JSON.stringify(value));

  // ---- menus ----
  type Item = (typeof site.MENUS)[string][number];
  const addItems = (menu: string, items: Item[], parent: number | null) =>
    items.forEach((item, i) => {
      const id = run(
        'INSERT INTO menu_item (menu_code, parent_id, label, type, slug, code, url, position) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        menu,
        parent,
        item.label,
        item.type,
        item.slug ?? null,
        item.code ?? null,
        item.url ?? null,
        i,
      );
      addItems(menu, item.childs ?? [], id);
    });
  for (const [code, items] of Object.entries(site.MENUS)) addItems(code, items, null);
}
