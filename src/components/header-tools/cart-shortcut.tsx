import { Link } from 'gatsby';
import { useAtomValue } from 'jotai';
import { formatPrice } from '../../i18n/format';
import { cartMessageAtom, storedCartAtom } from '../../state/cart';
import * as styles from './header-tools.module.css';

/** Item count and total HT of the cart; cart changes are announced to screen readers. */
export function CartShortcut() {
  const cart = useAtomValue(storedCartAtom);
  const message = useAtomValue(cartMessageAtom);
  const count = cart?.count ?? 0;
  const label = count ? `Panier : ${count} article${count > 1 ? 's' : ''}, ${formatPrice(cart!.totalHt)} HT` : 'Panier vide';
  return (
    <>
      <Link to="/panier" className={`${styles.tool} ${styles.cart}`} aria-label={label}>
        <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2" />
          <circle cx="9" cy="19" r="1.5" />
          <circle cx="17" cy="19" r="1.5" />
        </svg>
        <span className={styles.badge} data-empty={count === 0 || undefined}>
          {count}
        </span>
        <span className={styles.total}>{count ? `${formatPrice(cart!.totalHt)} HT` : 'Panier'}</span>
      </Link>
      <p className="visually-hidden" aria-live="polite" role="status">
        {message}
      </p>
    </>
  );
}
