import type { ProductOrder } from '@trefima/domain/contract';
import { caracteristicKeys, type CaracteristicKey } from '@trefima/domain/contract';
import type { SalesPlanRow } from '../site/site';
import { COLOR_VALUE } from './facets';
import type { TextQuery } from './search-sql';

/*
 * The SQL of a listing (Catalogue, catalogue.ts): its filters as a WHERE
 * clause, its orders, and the categories under a category.
 */

export interface ProductFilters {
  text?: string;
  categories?: number[];
  price?: { min?: number; max?: number };
  caracteristics?: Partial<Record<CaracteristicKey, string[]>>;
  ids?: number[];
}

/** Facet key → SQL expression of its value. Tags are a join, handled apart. */
export const FACET_SQL: Record<Exclude<CaracteristicKey, 'tags'>, string> = {
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
export const PER_KG_SQL = {
  price_asc: 'CASE WHEN p.weight > 0 THEN 0 ELSE 1 END, pp.price_ht * 1.0 / p.weight, p.id',
  price_desc: 'CASE WHEN p.weight > 0 THEN 0 ELSE 1 END, pp.price_ht * 1.0 / p.weight DESC, p.id',
};

/** What a price order compares: the price of the unit of sale, or the price per kilo (PER_KG_SQL). */
export type PriceBasis = 'unit' | 'kg';

export const ORDER_SQL: Record<ProductOrder, string> = {
  relevance: 'p.position, p.id',
  price_asc: 'pp.price_ht, p.id',
  price_desc: 'pp.price_ht DESC, p.id',
  name_asc: 'p.name COLLATE NOCASE, p.id',
  name_desc: 'p.name COLLATE NOCASE DESC, p.id',
  newest: 'p.created_at DESC, p.id DESC',
};

/** These categories and every category under them (parameters: subtreeParams). */
export const subtreeSql = (ids: readonly number[]) => `WITH RECURSIVE d(id) AS (
    SELECT id FROM category WHERE id IN (${ids.map((_, i) => `@cat${i}`).join(',')})
    UNION SELECT c2.id FROM category c2 JOIN d ON c2.parent_id = d.id) SELECT id FROM d`;
export const subtreeParams = (ids: readonly number[]) => Object.fromEntries(ids.map((id, i) => [`cat${i}`, id]));

/**
 * WHERE clause and parameters for the filters, leaving out one facet for
 * disjunctive counts; `text` is the text filter (Catalogue.textQuery), or
 * null to leave the text out.
 */
export function filtersWhere(f: ProductFilters, plan: SalesPlanRow, exclude: CaracteristicKey | 'price' | undefined, text: TextQuery | null) {
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
