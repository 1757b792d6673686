import type { CaracteristicKey, Facets } from '@trefima/domain/contract';
import type { Db } from '../db';
import { FACET_SQL } from './listing-sql';
import { tagLabel } from './product-views';

/** The WHERE clause of a listing's filters, one of them left out (listing-sql.ts, filtersWhere). */
type WhereLeavingOut = (exclude?: CaracteristicKey | 'price') => { sql: string; params: Record<string, unknown> };

/** One query per facet, each without its own filter (disjunctive counts): Catalogue.facetsByQuery. */
export function facetsQueried(db: Db, where: WhereLeavingOut, only: readonly CaracteristicKey[]): Facets {
  const from = 'FROM product p JOIN product_price pp ON pp.product_id = p.id AND pp.sales_plan_id = @plan';
  const out = { brand: [], color: [], tags: [], width: [], length: [] } as unknown as Facets;
  for (const key of only) {
    const { sql, params } = where(key);
    if (key === 'tags') {
      out.tags = (
        db
          .prepare(
            `SELECT t.tag AS value, COUNT(*) AS count ${from} JOIN product_tag t ON t.product_id = p.id ${sql} GROUP BY t.tag ORDER BY count DESC, t.tag`,
          )
          .all(params) as { value: string; count: number }[]
      ).map((r) => ({ ...r, label: tagLabel(r.value) }));
      continue;
    }
    const expr = FACET_SQL[key];
    const extra = key === 'color' ? ', MAX(p.color_label) AS label_name' : '';
    const rows = db
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
  const { sql, params } = where('price');
  const range = db.prepare(`SELECT MIN(pp.price_ht) AS min, MAX(pp.price_ht) AS max, COUNT(*) AS total ${from} ${sql}`).get(params) as {
    min: number | null;
    max: number | null;
    total: number;
  };
  out.price = { min: range.min ?? 0, max: range.max ?? 0 };
  const all = where(undefined);
  out.total = (db.prepare(`SELECT COUNT(*) ${from} ${all.sql}`).pluck().get(all.params) as number) ?? 0;
  return out;
}
