import { Link } from 'gatsby';
import { useIntl } from 'react-intl';
import { paths } from '../../lib/routes';
import * as styles from './cart.module.css';

/** No line: the way back to the catalogue. */
export function EmptyCart() {
  const intl = useIntl();
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{intl.formatMessage({ id: 'cart.empty' })}</p>
      <p>Barres, treillis soudés, armatures, couverture et bardage : choisissez vos produits au prix de votre territoire.</p>
      <p className={styles.actions}>
        <Link to={paths.gammes} className={styles.primary}>
          Découvrir nos gammes
        </Link>
        <Link to={paths.catalogue} className={styles.secondary}>
          Nos armatures
        </Link>
      </p>
    </div>
  );
}
