import type { CaracteristicKey, Facets } from '@trefima/domain/contract';
import { tagLabel } from './product-views';

/*
 * The facets of a listing counted in JavaScript from one read of the
 * territory's products (Catalogue.facetsInOnePass), rather than one SQL
 * query a facet.
 */

/** A colour's value: its RAL, else its name. */
export const COLOR_VALUE = 'COALESCE(p.color_ral, p.color_label)';

export const FACET_ROWS = `SELECT p.category_id, p.brand, ${COLOR_VALUE} AS color, p.color_label, p.width, p.length, pp.price_ht,
    (SELECT group_concat(tag, ',') FROM product_tag t WHERE t.product_id = p.id) AS tags
  FROM product p JOIN product_price pp ON pp.product_id = p.id AND pp.sales_plan_id = @plan`;

export interface FacetRow {
  category_id: number;
  brand: string | null;
  color: string | null;
  color_label: string | null;
  width: number | null;
  length: number | null;
  price_ht: number;
  tags: string | null;
}

/** The facets of these products, counted as SQLite would order them. */
export function countFacets(rows: FacetRow[], only: readonly CaracteristicKey[]): Facets {
  const count = <V extends string | number>(values: (V | null)[]) => {
    const m = new Map<V, number>();
    for (const v of values) if (v !== null) m.set(v, (m.get(v) ?? 0) + 1);
    return [...m];
  };
  // SQLite's order: most frequent first, then by value (binary order of the text)
  const byCount = <V extends string>(a: [V, number], b: [V, number]) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);
  const metres = (values: (number | null)[]) =>
    count(values)
      .sort((a, b) => a[0] - b[0])
      .map(([v, n]) => ({ value: String(v), count: n, label: `${String(v).replace('.', ',')} m` }));
  const colorNames = new Map<string, string>();
  for (const r of rows) {
    if (r.color !== null && r.color_label !== null && (colorNames.get(r.color) ?? '') < r.color_label) colorNames.set(r.color, r.color_label);
  }
  const all: Omit<Facets, 'price' | 'total'> = {
    brand: count(rows.map((r) => r.brand))
      .sort(byCount)
      .map(([v, n]) => ({ value: v, count: n, label: v })),
    color: count(rows.map((r) => r.color))
      .sort(byCount)
      .map(([v, n]) => {
        const name = colorNames.get(v);
        return { value: v, count: n, label: name && name !== v ? `${v} ${name}` : v };
      }),
    tags: count(rows.flatMap((r) => (r.tags ? r.tags.split(',') : [])))
      .sort(byCount)
      .map(([v, n]) => ({ value: v, count: n, label: tagLabel(v) })),
    width: metres(rows.map((r) => r.width)),
    length: metres(rows.map((r) => r.length)),
  };
  const out = { brand: [], color: [], tags: [], width: [], length: [] } as unknown as Facets;
  for (const key of only) (out as Record<CaracteristicKey, unknown>)[key] = all[key];
  let min = Infinity;
  let max = -Infinity;
  for (const r of rows) {
    min = Math.min(min, r.price_ht);
    max = Math.max(max, r.price_ht);
  }
  out.price = { min: rows.length ? min : 0, max: rows.length ? max : 0 };
  out.total = rows.length;
  return out;
}
