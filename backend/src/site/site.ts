import type { MenuItem, RedirectRule, Tag } from '@trefima/domain/contract';
import type { Db } from '../db';

export interface SalesPlanRow {
  id: number;
  site_id: number;
  target: string;
  label: string;
  is_default: number;
  vat_rate: number;
  currency_code: string;
  currency_symbol: string;
  free_shipping_threshold: number | null;
}

export interface SiteRow {
  id: number;
  url: string;
  name: string;
  default_language: string;
}

export interface MenuRow {
  id: number;
  menu_code: string;
  parent_id: number | null;
  label: string;
  type: MenuItem['type'];
  slug: string | null;
  code: string | null;
  url: string | null;
}

/** The sites, their territories and the reference lists the site reads once per page or build. */
export class Site {
  // prepared once: every API call checks its site, language and territory
  private siteExists_;
  private languageOf;
  private planOf;
  private planById_;

  constructor(private db: Db) {
    this.siteExists_ = db.prepare('SELECT 1 FROM site WHERE id = ?').pluck();
    this.languageOf = db.prepare('SELECT code FROM site_language WHERE site_id = ? AND code = ?').pluck();
    this.planOf = db.prepare('SELECT * FROM sales_plan WHERE id = ? AND site_id = ?');
    this.planById_ = db.prepare('SELECT * FROM sales_plan WHERE id = ?');
  }

  siteExists = (id: number) => Boolean(this.siteExists_.get(id));
  hasLanguage = (siteId: number, code: string) => Boolean(this.languageOf.get(siteId, code));
  plan = (planId: number, siteId: number) => this.planOf.get(planId, siteId) as SalesPlanRow | undefined;
  /** A territory by its id alone, as a cart, quotation or document keeps it. */
  planById = (planId: number) => this.planById_.get(planId) as SalesPlanRow | undefined;

  sites = () => this.db.prepare('SELECT * FROM site ORDER BY id').all() as SiteRow[];
  languages = (siteId: number) =>
    this.db.prepare('SELECT code, label FROM site_language WHERE site_id = ? ORDER BY rowid').all(siteId) as { code: string; label: string }[];
  plans = (siteId: number) => this.db.prepare('SELECT * FROM sales_plan WHERE site_id = ? ORDER BY id').all(siteId) as SalesPlanRow[];
  planExists = (id: number) => Boolean(this.planById(id));
  planIds = () => this.db.prepare('SELECT id FROM sales_plan').pluck().all() as number[];
  /** A territory's name, by its target; the target itself when no plan has it. */
  planLabel = (target: string) => (this.db.prepare('SELECT label FROM sales_plan WHERE target = ?').pluck().get(target) as string | undefined) ?? target;

  /** The site's settings, each value parsed. */
  settings(siteId: number): Record<string, unknown> {
    const rows = this.db.prepare('SELECT key, value FROM setting WHERE site_id = ?').all(siteId) as { key: string; value: string }[];
    return Object.fromEntries(rows.map((r) => [r.key, JSON.parse(r.value)]));
  }
  setting(siteId: number, key: string): unknown {
    const raw = this.db.prepare('SELECT value FROM setting WHERE site_id = ? AND key = ?').pluck().get(siteId, key) as string | undefined;
    return raw ? JSON.parse(raw) : null;
  }

  menuRows = () => this.db.prepare('SELECT * FROM menu_item ORDER BY menu_code, position, id').all() as MenuRow[];
  slides = () =>
    this.db.prepare('SELECT * FROM slide ORDER BY position, id').all() as { id: number; title: string; text: string; link_label: string; link: string }[];
  cities = () =>
    this.db.prepare('SELECT zipcode, name, department FROM city ORDER BY zipcode, name').all() as { zipcode: string; name: string; department: string }[];
  civilities = () => this.db.prepare('SELECT slug, label FROM civility ORDER BY position').all() as Tag[];
  countries = () => this.db.prepare('SELECT code, name FROM country ORDER BY position').all() as { code: string; name: string }[];
  redirects = () => this.db.prepare('SELECT id, source, target, status FROM redirect ORDER BY id').all() as RedirectRule[];
  tags = (kind: string, role: string) =>
    this.db.prepare('SELECT slug, label FROM taxonomy WHERE kind = ? AND role = ? ORDER BY label').all(kind, role) as Tag[];
}
