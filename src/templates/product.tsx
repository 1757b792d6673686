import type { PageProps } from 'gatsby';
import { Link } from 'gatsby';
import type { ProductContext } from '../build/contexts';
import { LivePricesLoader, Price } from '../features/prices';
import { AddToCart } from '../features/cart';
import { ProductSpecs } from '../features/listings';
import { RichText } from '../features/content';
import { Seo } from '../components/seo/seo';
import { PlanLabel } from '../features/territory';
import { useLayoutData } from '../hooks/use-layout-data';
import { withUnit } from '@trefima/domain/i18n/units';
import { availabilityText } from '@trefima/domain/catalogue/availability';
import { unpackContext, type PackedContext } from '../lib/page-context';
import { paths } from '../lib/routes';
import { t } from '@trefima/domain/i18n/t';
import * as styles from './product.module.css';
import { HydrateOnUse } from '../components/app/hydrate-on-use';

export default function ProductTemplate({ pageContext }: PageProps<object, PackedContext>) {
  const { product: p } = unpackContext<ProductContext>(pageContext);
  const layout = useLayoutData();
  const path = paths.product(p.slug);
  return (
    <article className={`container ${styles.product}`}>
      <Seo title={p.name} description={p.summary} path={path} type="product" image={p.image} structured={{ product: p }} />
      <HydrateOnUse>
        <div className={styles.media}>
          <img src={p.image} alt={p.name} width={400} height={300} className={styles.image} fetchPriority="high" />
        </div>
      </HydrateOnUse>
      <div className={styles.summary}>
        <HydrateOnUse>
          <h1 className={styles.title}>{p.name}</h1>
          <p className={styles.meta}>
            {t('product.meta.reference')} {p.reference} · {p.brand} · <Link to={paths.category(p.category.slug)}>{p.category.name}</Link>
          </p>
          <p className={styles.lead}>{p.summary}</p>
        </HydrateOnUse>
        <div className={styles.buy}>
          <p className={styles.priceLabel}>
            {t('product.price.label')} <PlanLabel fallback={layout.plan.label} />, {t('product.price.excludingTax')}
          </p>
          <Price cents={p.price.ht} unit={p.unit} productId={p.id} perMetre={p.cut_to_length !== null} size="large" />
          <p className={p.availability === 'out_of_stock' ? styles.out : styles.stock}>{availabilityText(p, true)}</p>
          {p.cut_to_length && (
            <p className={styles.note}>
              {t('product.cut.note', {
                min: String(p.cut_to_length.min_length).replace('.', ','),
                max: String(p.cut_to_length.max_length).replace('.', ','),
              })}
            </p>
          )}
          {p.min_quantity > 1 && <p className={styles.note}>{t('product.minimum.note', { quantity: withUnit(p.min_quantity, p.unit) })}</p>}
          <AddToCart product={p} />
          {p.unit === 'panneau' && p.category.slug.startsWith('treillis-') && (
            <p className={styles.note}>
              <Link to={`${paths.meshLayout}?reference=${encodeURIComponent(p.reference)}`}>{t('product.meshLayout.link')}</Link>
            </p>
          )}
        </div>
        <LivePricesLoader ids={[p.id]} />
      </div>
      <HydrateOnUse>
        <section className={styles.details} aria-labelledby="caracteristiques">
          <h2 id="caracteristiques">{t('product.specs.title')}</h2>
          <ProductSpecs product={p} />
        </section>
        <section className={styles.details} aria-labelledby="description">
          <h2 id="description">{t('product.description.title')}</h2>
          <RichText html={p.description} />
        </section>
      </HydrateOnUse>
    </article>
  );
}
