import type { Category, Facets, ProductOrder } from '@trefima/domain/contract';
import { caracteristicKeys, type CaracteristicKey } from '@trefima/domain/contract';
import type { Db } from '../db';
import type { SalesPlanRow } from '../site/site';
import { missing } from '../shared/errors';
import { COLOR_VALUE, countFacets, FACET_ROWS, type FacetRow } from './facets';
import { tagLabel, type ProductRow } from './product-views';
import { ProductSearch, RANK, type TextQuery } from './search';

export interface ProductFilters {
  text?: string;
  categories?: number[];
  price?: { min?: number; max?: number };
  caracteristics?: Partial<Record<CaracteristicKey, string[]>>;
  ids?: number[];
}

const SELECT = `SELECT p.*, pp.price_ht, c.name AS category_name, c.slug AS category_slug,
  (SELECT group_concat(tag, ',') FROM product_tag t WHERE t.product_id = p.id) AS tags
  FROM product p
  JOIN product_price pp ON pp.product_id = p.id AND pp.sales_plan_id = @plan
  JOIN category c ON c.id = p.category_id`;

/** Facet key → SQL expression of its value. Tags are a join, handled apart. */
const FACET_SQL: Record<Exclude<CaracteristicKey, 'tags'>, string> = {
  brand: 'p.brand',
  color: COLOR_VALUE,
  width: 'p.width',
  length: 'p.length',
};

/**
 * A listing that sells by different units (bars by the piece, bundles by the
 * tonne) is sorted by price per kilo: a price per tonne beside prices per bar
 * compares nothing. What has no mass (a flat fee) comes last either way.
 */
const PER_KG_SQL = {
  price_asc: 'CASE WHEN p.weight > 0 THEN 0 ELSE 1 END, pp.price_ht * 1.0 / p.weight, p.id',
  price_desc: 'CASE WHEN p.weight > 0 THEN 0 ELSE 1 END, pp.price_ht * 1.0 / p.weight DESC, p.id',
};

/** What a price order compares: the price of the unit of sale, or the price per kilo (PER_KG_SQL). */
export type PriceBasis = 'unit' | 'kg';

const ORDER_SQL: Record<ProductOrder, string> = {
  relevance: 'p.position, p.id',
  price_asc: 'pp.price_ht, p.id',
  price_desc: 'pp.price_ht DESC, p.id',
  name_asc: 'p.name COLLATE NOCASE, p.id',
  name_desc: 'p.name COLLATE NOCASE DESC, p.id',
  newest: 'p.created_at DESC, p.id DESC',
};

/** These categories and every category under them (parameters: subtreeParams). */
const subtreeSql = (ids: readonly number[]) => `WITH RECURSIVE d(id) AS (
    SELECT id FROM category WHERE id IN (${ids.map((_, i) => `@cat${i}`).join(',')})
    UNION SELECT c2.id FROM category c2 JOIN d ON c2.parent_id = d.id) SELECT id FROM d`;
const subtreeParams = (ids: readonly number[]) => Object.fromEntries(ids.map((id, i) => [`cat${i}`, id]));

export class Catalogue {
  private rowsByPlan = new Map<number, { stamp: string; rows: FacetRow[] }>();
  private search: ProductSearch;

  constructor(private db: Db) {
    this.search = new ProductSearch(db);
  }

  /** The text search (synonyms, typos worked out), null without a text. */
  private textQuery(f: ProductFilters): TextQuery | null {
    return f.text ? this.search.query(f.text) : null;
  }

  /**
   * WHERE clause and parameters for the filters, leaving out one facet for
   * disjunctive counts; `text` is the text filter (textQuery), or null to
   * leave the text out.
   */
  private where(f: ProductFilters, plan: SalesPlanRow, exclude?: CaracteristicKey | 'price', text = this.textQuery(f)) {
    const clauses: string[] = [];
    const params: Record<string, unknown> = { plan: plan.id };
    if (f.ids?.length) {
      clauses.push(`p.id IN (${f.ids.map((_, i) => `@id${i}`).join(',')})`);
      f.ids.forEach((id, i) => (params[`id${i}`] = id));
    }
    if (f.categories?.length) {
      clauses.push(`p.category_id IN (${subtreeSql(f.categories)})`);
      Object.assign(params, subtreeParams(f.categories));
    }
    if (text) {
      clauses.push(`p.id IN (${text.ids})`);
      Object.assign(params, text.params);
    }
    if (exclude !== 'price' && f.price) {
      if (f.price.min !== undefined) {
        clauses.push('pp.price_ht >= @pmin');
        params.pmin = f.price.min;
      }
      if (f.price.max !== undefined) {
        clauses.push('pp.price_ht <= @pmax');
        params.pmax = f.price.max;
      }
    }
    for (const key of caracteristicKeys) {
      const values = f.caracteristics?.[key];
      if (!values?.length || key === exclude) continue;
      const names = values.map((v, i) => {
        params[`${key}${i}`] = key === 'width' || key === 'length' ? Number(v) : v;
        return `@${key}${i}`;
      });
      if (key === 'tags') {
        clauses.push(`EXISTS (SELECT 1 FROM product_tag t WHERE t.product_id = p.id AND t.tag IN (${names.join(',')}))`);
      } else {
        clauses.push(`${FACET_SQL[key]} IN (${names.join(',')})`);
      }
    }
    return { sql: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
  }

  /**
   * One page of products. The page's ids are sorted first, over the narrow
   * rows, and only their rows are read whole (with their tags): a search
   * matching thousands of products sorts thousands of ids, not rows. A text
   * search alone (the header's box) takes its page from the search's ranked
   * ids, kept until the catalogue changes (search.ts).
   */
  list(f: ProductFilters, plan: SalesPlanRow, order: ProductOrder, limit: number, offset: number) {
    const text = this.textQuery(f);
    const { sql, params } = this.where(f, plan, undefined, text);
    const from = 'FROM product p JOIN product_price pp ON pp.product_id = p.id AND pp.sales_plan_id = @plan';
    let ids: number[];
    let total: number | undefined;
    let priceBasis: PriceBasis | undefined;
    if (order === 'price_asc' || order === 'price_desc') {
      const units = this.db.prepare(`SELECT COUNT(DISTINCT p.unit) ${from} ${sql}`).pluck().get(params) as number;
      priceBasis = units > 1 ? 'kg' : 'unit';
    }
    if (order === 'relevance' && text && !f.ids?.length && !f.categories?.length && !f.price && !caracteristicKeys.some((k) => f.caracteristics?.[k]?.length)) {
      // every product has a price in every territory (seed): the ranked ids are the territory's
      const ranked = this.search.ranked(text, ORDER_SQL.relevance);
      ids = ranked.slice(offset, offset + limit);
      total = ranked.length;
    } else if (order === 'relevance' && text) {
      // the text's own ranking (search.ts), then the catalogue's order
      const rest = this.where(f, plan, undefined, null);
      ids = this.db
        .prepare(
          `SELECT p.id FROM (${text.hits}) h JOIN product p ON p.id = h.id JOIN product_price pp ON pp.product_id = p.id AND pp.sales_plan_id = @plan
          ${rest.sql} ORDER BY ${RANK}, ${ORDER_SQL.relevance} LIMIT @limit OFFSET @offset`,
        )
        .pluck()
        .all({ ...params, ...rest.params, limit, offset }) as number[];
    } else {
      ids = this.db
        .prepare(
          `SELECT p.id ${from} ${sql} ORDER BY ${priceBasis === 'kg' ? PER_KG_SQL[order as keyof typeof PER_KG_SQL] : ORDER_SQL[order]} LIMIT @limit OFFSET @offset`,
        )
        .pluck()
        .all({ ...params, limit, offset }) as number[];
    }
    const byId = new Map(
      (ids.length ? (this.db.prepare(`${SELECT} WHERE p.id IN (${ids.map(() => '?').join(',')})`).all(...ids, { plan: plan.id }) as ProductRow[]) : []).map(
        (r) => [r.id, r],
      ),
    );
    const rows = ids.flatMap((id) => byId.get(id) ?? []);
    total ??= this.db.prepare(`SELECT COUNT(*) ${from} ${sql}`).pluck().get(params) as number;
    return { rows, total, priceBasis };
  }

  /** What a text search looks for (synonyms, typos worked out): the site search matches the categories' names with it. */
  searchTerms(text: string): Pick<TextQuery, 'groups' | 'corrected'> | null {
    return this.search.query(text);
  }

  /** Facet counts; `only` limits the work to the facets a page shows (the others come back empty). */
  facets(f: ProductFilters, plan: SalesPlanRow, only: readonly CaracteristicKey[] = caracteristicKeys): Facets {
    const filtered = f.price || caracteristicKeys.some((k) => f.caracteristics?.[k]?.length);
    return filtered ? this.facetsByQuery(f, plan, only) : this.facetsInOnePass(f, plan, only);
  }

  /**
   * Without a price or characteristic filter every facet counts the same
   * products: they are read once and counted here (a category page's facets,
   * and the build asks for every category's). Same answer as facetsByQuery.
   * Filtered by categories alone, the rows come from facetRows, one read for
   * all categories until the next write.
   */
  facetsInOnePass(f: ProductFilters, plan: SalesPlanRow, only: readonly CaracteristicKey[] = caracteristicKeys): Facets {
    if (!f.text && !f.ids?.length) {
      const all = this.facetRows(plan);
      if (!f.categories?.length) return countFacets(all, only);
      const subtree = new Set(this.db.prepare(subtreeSql(f.categories)).pluck().all(subtreeParams(f.categories)) as number[]);
      return countFacets(
        all.filter((r) => subtree.has(r.category_id)),
        only,
      );
    }
    const { sql, params } = this.where(f, plan);
    return countFacets(this.db.prepare(`${FACET_ROWS} ${sql}`).all(params) as FacetRow[], only);
  }

  /**
   * Every product's facet values for one territory, read once and kept until
   * the database changes (SQLite's count of this connection's changes, and
   * its data version for other connections'): the build asks for the facets
   * of each of its 38 categories, one read instead of 38 over the same rows.
   */
  private facetRows(plan: SalesPlanRow): FacetRow[] {
    const stamp = `${this.db.prepare('SELECT total_changes()').pluck().get()}:${this.db.pragma('data_version', { simple: true })}`;
    const kept = this.rowsByPlan.get(plan.id);
    if (kept?.stamp === stamp) return kept.rows;
    const rows = this.db.prepare(FACET_ROWS).all({ plan: plan.id }) as FacetRow[];
    this.rowsByPlan.set(plan.id, { stamp, rows });
    return rows;
  }

  /** One query per facet, each without its own filter (disjunctive counts). */
  facetsByQuery(f: ProductFilters, plan: SalesPlanRow, only: readonly CaracteristicKey[] = caracteristicKeys): Facets {
    const from = 'FROM product p JOIN product_price pp ON pp.product_id = p.id AND pp.sales_plan_id = @plan';
    const out = { brand: [], color: [], tags: [], width: [], length: [] } as unknown as Facets;
    const text = this.textQuery(f);
    for (const key of only) {
      const { sql, params } = this.where(f, plan, key, text);
      if (key === 'tags') {
        out.tags = (
          this.db
            .prepare(
              `SELECT t.tag AS value, COUNT(*) AS count ${from} JOIN product_tag t ON t.product_id = p.id ${sql} GROUP BY t.tag ORDER BY count DESC, t.tag`,
            )
            .all(params) as { value: string; count: number }[]
        ).map((r) => ({ ...r, label: tagLabel(r.value) }));
        continue;
      }
      const expr = FACET_SQL[key];
      const extra = key === 'color' ? ', MAX(p.color_label) AS label_name' : '';
      const rows = this.db
        .prepare(
          `SELECT ${expr} AS value, COUNT(*) AS count${extra} ${from} ${sql ? `${sql} AND` : 'WHERE'} ${expr} IS NOT NULL GROUP BY ${expr} ORDER BY ${key === 'width' || key === 'length' ? expr : 'count DESC, value'}`,
        )
        .all(params) as { value: string | number; count: number; label_name?: string }[];
      out[key] = rows.map((r) => ({
        value: String(r.value),
        count: r.count,
        label:
          key === 'color'
            ? r.label_name && r.label_name !== r.value
              ? `${r.value} ${r.label_name}`
              : String(r.value)
            : key === 'width' || key === 'length'
              ? `${String(r.value).replace('.', ',')} m`
              : String(r.value),
      }));
    }
    const { sql, params } = this.where(f, plan, 'price', text);
    const range = this.db.prepare(`SELECT MIN(pp.price_ht) AS min, MAX(pp.price_ht) AS max, COUNT(*) AS total ${from} ${sql}`).get(params) as {
      min: number | null;
      max: number | null;
      total: number;
    };
    out.price = { min: range.min ?? 0, max: range.max ?? 0 };
    const all = this.where(f, plan, undefined, text);
    out.total = (this.db.prepare(`SELECT COUNT(*) ${from} ${all.sql}`).pluck().get(all.params) as number) ?? 0;
    return out;
  }

  /** A product sold in the plan's territory (one it does not price is not found there), by id or slug. */
  product(idOrSlug: string, plan: SalesPlanRow): ProductRow {
    const row = this.byIdOrSlug(idOrSlug, plan);
    if (!row) throw missing('Ce produit');
    return row;
  }

  byIdOrSlug(idOrSlug: string, plan: SalesPlanRow): ProductRow | undefined {
    const byId = /^\d+$/.test(idOrSlug);
    return this.db.prepare(`${SELECT} WHERE ${byId ? 'p.id' : 'p.slug'} = @key`).get({ plan: plan.id, key: byId ? Number(idOrSlug) : idOrSlug }) as
      ProductRow | undefined;
  }

  all(plan: SalesPlanRow): ProductRow[] {
    return this.db.prepare(`${SELECT} ORDER BY p.position, p.id`).all({ plan: plan.id }) as ProductRow[];
  }

  /** Root first, the category itself last. */
  categoryChain(categoryId: number): { id: number; name: string; slug: string }[] {
    return this.db
      .prepare(
        `WITH RECURSIVE up(id, parent_id, name, slug, depth) AS (
        SELECT id, parent_id, name, slug, depth FROM category WHERE id = ?
        UNION SELECT c.id, c.parent_id, c.name, c.slug, c.depth FROM category c JOIN up ON c.id = up.parent_id)
        SELECT id, name, slug FROM up ORDER BY depth`,
      )
      .all(categoryId) as { id: number; name: string; slug: string }[];
  }

  categoryTree(depth: number): Category[] {
    const rows = this.db
      .prepare(
        `SELECT c.*, (WITH RECURSIVE d(id) AS (SELECT c.id UNION SELECT c2.id FROM category c2 JOIN d ON c2.parent_id = d.id)
          SELECT COUNT(*) FROM product p WHERE p.category_id IN (SELECT id FROM d)) AS product_count
        FROM category c WHERE c.depth <= ? ORDER BY c.depth, c.position, c.id`,
      )
      .all(depth) as (Omit<Category, 'childs'> & { depth: number; position: number })[];
    const byId = new Map<number, Category>();
    const roots: Category[] = [];
    for (const r of rows) {
      const node: Category = {
        id: r.id,
        code: r.code,
        name: r.name,
        slug: r.slug,
        description: r.description,
        parent_id: r.parent_id,
        product_count: r.product_count,
        childs: [],
      };
      byId.set(r.id, node);
      if (r.parent_id === null) roots.push(node);
      else byId.get(r.parent_id)?.childs.push(node);
    }
    return roots;
  }
}
