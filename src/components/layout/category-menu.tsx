import type { NavCategory } from '../../build/layout-data';
import { paths } from '../../lib/routes';
import { SiteLink } from './site-link';
import * as styles from './category-menu.module.css';

const LEVEL = [styles.level1, styles.level2, styles.level3];
const LINK = [styles.link1, styles.link2, styles.link3];

/**
 * The products dropdown: the category tree on three levels (level 1 styled
 * as headings, level 2 as columns, level 3 listed under them), every one a
 * link to its category page.
 */
export function CategoryMenu({ categories, depth = 0 }: { categories: NavCategory[]; depth?: number }) {
  if (categories.length === 0 || depth > 2) return null;
  return (
    <ul className={LEVEL[depth]}>
      {categories.map((c) => (
        <li key={c.id}>
          <SiteLink to={paths.category(c.slug)} className={LINK[depth]}>
            {c.name}
          </SiteLink>
          <CategoryMenu categories={c.childs} depth={depth + 1} />
        </li>
      ))}
    </ul>
  );
}
