import { useHydrated } from '../../hooks/use-hydrated';
import { formatPrice } from '@trefima/domain/i18n/format';
import { paths } from '../../lib/routes';
import { useCartMessage, useStoredCart } from '../../features/cart';
import { SiteLink } from '../layout/site-link';
import { t, tn } from '@trefima/domain/i18n/t';
import * as styles from './header-tools.module.css';

/**
 * Item count and total HT of the cart; cart changes are announced to screen
 * readers. The link's name is its text, in the order it shows: "Panier vide",
 * or "Panier : 2 articles, 154,20 € HT" (the words a sighted visitor cannot
 * see are visually hidden; up to 1024 px only the count shows, on the icon).
 * Until the page has hydrated it is the built HTML's empty cart.
 */
export function CartShortcut() {
  const stored = useStoredCart();
  const cart = useHydrated() ? stored : null;
  const message = useCartMessage();
  const count = cart?.count ?? 0;
  return (
    <>
      <SiteLink to={paths.cart} className={`${styles.tool} ${styles.cart}`} data-empty={count === 0 || undefined}>
        <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2" />
          <circle cx="9" cy="19" r="1.5" />
          <circle cx="17" cy="19" r="1.5" />
        </svg>
        <span className={`${styles.total} ${styles.cartLabel}`}>{t('header.cart.label')}</span>
        {cart && count > 0 ? (
          <>
            <span className="visually-hidden"> : </span>
            <span className={styles.badge} data-badge="">
              {count}
            </span>
            <span className="visually-hidden"> {tn('header.cart.articles', count)}, </span>
            <span className={`${styles.total} ${styles.amount}`} data-amount="">
              {t('price.ht', { price: formatPrice(cart.totalHt) })}
            </span>
          </>
        ) : (
          <span className="visually-hidden"> {t('header.cart.empty')}</span>
        )}
      </SiteLink>
      <p className="visually-hidden" aria-live="polite" role="status">
        {message}
      </p>
    </>
  );
}
