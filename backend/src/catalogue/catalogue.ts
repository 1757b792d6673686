import type { Category, Facets, ProductOrder } from '@trefima/domain/contract';
import { caracteristicKeys, type CaracteristicKey } from '@trefima/domain/contract';
import type { Db } from '../db';
import type { SalesPlanRow } from '../site/site';
import { missing } from '../shared/errors';
import { categoryChainOf, categoryTreeOf } from './categories';
import { facetsQueried } from './facet-queries';
import { countFacets, FACET_ROWS, type FacetRow } from './facets';
import { filtersWhere, ORDER_SQL, PER_KG_SQL, subtreeParams, subtreeSql, type PriceBasis, type ProductFilters } from './listing-sql';
import type { ProductRow } from './product-views';
import { ProductSearch, RANK, type TextQuery } from './search';

const SELECT = `SELECT p.*, pp.price_ht, c.name AS category_name, c.slug AS category_slug,
  (SELECT group_concat(tag, ',') FROM product_tag t WHERE t.product_id = p.id) AS tags
  FROM product p
  JOIN product_price pp ON pp.product_id = p.id AND pp.sales_plan_id = @plan
  JOIN category c ON c.id = p.category_id`;

export class Catalogue {
  private rowsByPlan = new Map<number, { stamp: string; rows: FacetRow[] }>();
  private search: ProductSearch;
  /** per territory, what it sells (null: every product), and the database version it was read at (soldIn) */
  private sold = new Map<number, { version: string; sold: Set<number> | null }>();

  constructor(private db: Db) {
    this.search = new ProductSearch(db);
  }

  /** The text search (synonyms, typos worked out), null without a text. */
  private textQuery(f: ProductFilters): TextQuery | null {
    return f.text ? this.search.query(f.text) : null;
  }

  /** The filters' WHERE clause (listing-sql.ts), the text searched by default. */
  private where(f: ProductFilters, plan: SalesPlanRow, exclude?: CaracteristicKey | 'price', text = this.textQuery(f)) {
    return filtersWhere(f, plan, exclude, text);
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
      // the ranked ids are the whole catalogue's, kept across territories: those the territory does not sell (no
      // price there, the back office's doing) are left out, else counted and paged as holes
      const ranked = this.soldIn(plan.id, this.search.ranked(text, ORDER_SQL.relevance));
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

  /**
   * `ids` the territory sells, in their order; the same array when it sells every product (the seed's catalogue).
   * What it sells is read again only once the database has changed (this connection's writes, or another's: SQLite's
   * data_version), not at every keystroke of a search.
   */
  private soldIn(planId: number, ids: number[]): number[] {
    const version = `${this.db.prepare('SELECT total_changes()').pluck().get() as number}:${this.db.pragma('data_version', { simple: true }) as number}`;
    let kept = this.sold.get(planId);
    if (kept?.version !== version) {
      const unsold = this.db
        .prepare('SELECT 1 FROM product p WHERE NOT EXISTS (SELECT 1 FROM product_price pp WHERE pp.product_id = p.id AND pp.sales_plan_id = ?) LIMIT 1')
        .get(planId);
      const sold = unsold ? new Set(this.db.prepare('SELECT product_id FROM product_price WHERE sales_plan_id = ?').pluck().all(planId) as number[]) : null;
      kept = { version, sold };
      this.sold.set(planId, kept);
    }
    const { sold } = kept;
    return sold ? ids.filter((id) => sold.has(id)) : ids;
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
    const text = this.textQuery(f);
    return facetsQueried(this.db, (exclude) => this.where(f, plan, exclude, text), only);
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
    return categoryChainOf(this.db, categoryId);
  }

  categoryTree(depth: number): Category[] {
    return categoryTreeOf(this.db, depth);
  }
}
