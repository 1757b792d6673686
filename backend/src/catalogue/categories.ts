import type { Category } from '@trefima/domain/contract';
import type { Db } from '../db';

/** Root first, the category itself last. */
export function categoryChainOf(db: Db, categoryId: number): { id: number; name: string; slug: string }[] {
  return db
    .prepare(
      `WITH RECURSIVE up(id, parent_id, name, slug, depth) AS (
      SELECT id, parent_id, name, slug, depth FROM category WHERE id = ?
      UNION SELECT c.id, c.parent_id, c.name, c.slug, c.depth FROM category c JOIN up ON c.id = up.parent_id)
      SELECT id, name, slug FROM up ORDER BY depth`,
    )
    .all(categoryId) as { id: number; name: string; slug: string }[];
}

export function categoryTreeOf(db: Db, depth: number): Category[] {
  const rows = db
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
