import type { Db } from '../db';
import { searchText } from '../catalogue/search-text';
import { normalize, nowIso } from '../shared/text';
import { categories } from './data/categories';
import { synonyms } from './data/synonyms';
import { inserter } from './insert';
import * as site from './site-data';
import type { SeedCategory, SeedProduct } from './types';

/** A category's id and name, by its code: what the products and the ranges are filed under. */
export type CategoryIds = Map<string, { id: number; name: string }>;

/** The categories, the products (their tags, bar pricing, mesh panels and prices in every territory), and the search's synonyms. */
export function seedCatalogue(db: Db, catalogue: SeedProduct[], now: number): CategoryIds {
  const run = inserter(db);

  // ---- categories ----
  const categoryIds = new Map<string, { id: number; name: string }>();
  const addCategories = (list: SeedCategory[], parent: number | null, depth: number) =>
    list.forEach((c, i) => {
      const id = run(
        'INSERT INTO category (parent_id, code, name, slug, description, position, depth) VALUES (?, ?, ?, ?, ?, ?, ?)',
        parent,
        c.code,
        c.name,
        c.slug,
        c.description,
        i,
        depth,
      );
      categoryIds.set(c.code, { id, name: c.name });
      addCategories(c.childs ?? [], id, depth + 1);
    });
  addCategories(categories, null, 1);

  // ---- products ----
  const insertProduct = db.prepare(`INSERT INTO product (reference, slug, name, category_id, summary, description, unit, min_quantity, step, stock, brand,
      color_ral, color_label, color_hex, width, covering_width, length, thickness, diameter, weight, cut_min_length, cut_max_length, profile, lead_time_days, search_text, position, created_at, updated_at)
    VALUES (@reference, @slug, @name, @category_id, @summary, @description, @unit, @minQuantity, @step, @stock, @brand,
      @color_ral, @color_label, @color_hex, @width, @coveringWidth, @length, @thickness, @diameter, @weight, @cut_min, @cut_max, @profile, @lead_time_days, @search_text, @position, @created_at, @created_at)`);
  const insertTag = db.prepare('INSERT INTO product_tag (product_id, tag) VALUES (?, ?)');
  const insertPrice = db.prepare('INSERT INTO product_price (product_id, sales_plan_id, price_ht) VALUES (?, ?, ?)');
  const insertBarPricing = db.prepare('INSERT INTO bar_price_class (product_id, service, min_diameter_mm, max_diameter_mm) VALUES (?, ?, ?, ?)');
  const insertMesh = db.prepare('INSERT INTO mesh_panel (product_id, pitch_long_mm, pitch_trans_mm, wire_long_mm, wire_trans_mm) VALUES (?, ?, ?, ?, ?)');
  catalogue.forEach((p, i) => {
    const category = categoryIds.get(p.category);
    if (!category) throw new Error(`product ${p.reference}: unknown category ${p.category}`);
    const id = Number(
      insertProduct.run({
        ...p,
        category_id: category.id,
        color_ral: p.color?.ral ?? null,
        color_label: p.color?.label ?? null,
        color_hex: p.color?.hex ?? null,
        cut_min: p.cutToLength?.minLength ?? null,
        cut_max: p.cutToLength?.maxLength ?? null,
        profile: p.profile ?? null,
        lead_time_days: p.leadTimeDays ?? null,
        search_text: searchText({ name: p.name, reference: p.reference, brand: p.brand, category: category.name, ral: p.color?.ral ?? null, tags: p.tags }),
        position: i,
        // spread creation dates so that "newest" means something
        created_at: nowIso(now - (catalogue.length - i) * 3600 * 1000),
      }).lastInsertRowid,
    );
    for (const t of p.tags) insertTag.run(id, t);
    if (p.barPricing) insertBarPricing.run(id, p.barPricing.service, p.barPricing.minDiameterMm, p.barPricing.maxDiameterMm);
    if (p.mesh) insertMesh.run(id, p.mesh.pitchLongMm, p.mesh.pitchTransMm, p.mesh.wireLongMm, p.mesh.wireTransMm);
    for (const plan of site.SALES_PLANS) insertPrice.run(id, plan.id, p.prices[plan.key]);
  });

  // ---- search synonyms: each term with what its group finds, then the group's other terms ----
  const insertSynonym = db.prepare('INSERT OR IGNORE INTO search_synonym (term, expansion, position) VALUES (?, ?, ?)');
  for (const group of synonyms) {
    for (const term of group.terms) {
      [...(group.finds ?? []), ...group.terms].filter((other) => other !== term).forEach((other, i) => insertSynonym.run(normalize(term), normalize(other), i));
    }
  }
  return categoryIds;
}
