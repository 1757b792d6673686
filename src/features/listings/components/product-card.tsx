import { Link } from 'gatsby';
import type { ProductCard as Card } from '@trefima/domain/contract';
import { paths } from '../../../lib/routes';
import { HydrateOnUse } from '../../../components/app/hydrate-on-use';
import { QuickAdd } from '../../cart';
import { Price } from '../../prices';
import { t } from '@trefima/domain/i18n/t';
import { availabilityText } from '@trefima/domain/catalogue/availability';
import * as styles from './product-card.module.css';

/** A product in a listing: picture, name, reference, stock and price. */
export function ProductCard({ product, eager = false }: { product: Card; eager?: boolean }) {
  return (
    <article className={styles.card}>
      <HydrateOnUse>
        <img className={styles.image} src={product.image} alt="" width={400} height={300} loading={eager ? 'eager' : 'lazy'} decoding="async" />
        <h3 className={styles.name}>
          <Link to={paths.product(product.slug)} className={styles.link}>
            {product.name}
          </Link>
        </h3>
        <p className={styles.meta}>
          {t('product.meta.reference')} {product.reference} · {product.brand}
        </p>
        <p className={product.availability === 'out_of_stock' ? styles.out : styles.stock}>{availabilityText(product, false)}</p>
      </HydrateOnUse>
      <Price cents={product.price.ht} unit={product.unit} productId={product.id} perMetre={product.cut_to_length !== null} />
      <QuickAdd product={product} />
    </article>
  );
}
