import type { PageProps } from 'gatsby';
import { Link } from 'gatsby';
import type { CatalogueContext } from '../build/contexts';
import { TitledPage } from '../components/common/titled-page';
import { unpackContext, type PackedContext } from '../lib/page-context';
import { paths } from '../lib/routes';
import { t } from '@trefima/domain/i18n/t';
import * as styles from './catalogue.module.css';

/** /nos-armatures: the categories of reinforcing steel (create-pages.ts picks them), three levels. */
export default function CatalogueTemplate({ pageContext }: PageProps<object, PackedContext>) {
  const { categories } = unpackContext<CatalogueContext>(pageContext);
  return (
    <TitledPage title={t('listing.catalogue.title')} description={t('listing.catalogue.description')} path={paths.catalogue}>
      {categories.map((root) => (
        <section key={root.id} aria-labelledby={`cat-${root.id}`} className={styles.root}>
          <h2 id={`cat-${root.id}`}>
            <Link to={paths.category(root.slug)}>{root.name}</Link>
          </h2>
          <p>{root.description}</p>
          <ul className={styles.level2}>
            {root.childs.map((c) => (
              <li key={c.id}>
                <h3>
                  <Link to={paths.category(c.slug)}>{c.name}</Link> <span className={styles.count}>({c.product_count})</span>
                </h3>
                <ul className={styles.level3}>
                  {c.childs.map((l) => (
                    <li key={l.id}>
                      <Link to={paths.category(l.slug)}>{l.name}</Link> <span className={styles.count}>({l.product_count})</span>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </TitledPage>
  );
}
