import type { Db } from '../db';
import { normalize } from '../shared/text';

/** What a product is found by, as the seed and the back office both write it. */
export interface SearchedProduct {
  name: string;
  reference: string;
  brand: string;
  category: string;
  ral: string | null;
  tags: readonly string[];
}

/**
 * A product's search text (the index reads it: migration 005): its name, reference, brand, category, colour and
 * tags, without accents. One home: a back-office rename wrote the name and reference alone, and the product was no
 * longer found by its brand, category, RAL or tags.
 */
export const searchText = (p: SearchedProduct) => normalize(`${p.name} ${p.reference} ${p.brand} ${p.category} ${p.ral ?? ''} ${p.tags.join(' ')}`);

/** The search text of a stored product under a new name. */
export function storedSearchText(db: Db, productId: number, name: string): string {
  const p = db
    .prepare('SELECT p.reference, p.brand, p.color_ral AS ral, c.name AS category FROM product p JOIN category c ON c.id = p.category_id WHERE p.id = ?')
    .get(productId) as Omit<SearchedProduct, 'name' | 'tags'>;
  const tags = db.prepare('SELECT tag FROM product_tag WHERE product_id = ? ORDER BY rowid').pluck().all(productId) as string[];
  return searchText({ ...p, name, tags });
}
