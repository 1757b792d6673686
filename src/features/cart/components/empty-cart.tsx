import { Link } from 'gatsby';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { paths } from '../../../lib/routes';
import * as styles from './cart.module.css';
import { t } from '@trefima/domain/i18n/t';

/**
 * No line: the way back to the catalogue. `takeFocus` when the visitor has
 * just removed the last line: its button is gone, the focus comes to the
 * heading, and the next Tab reaches the links.
 */
export function EmptyCart({ takeFocus = false }: { takeFocus?: boolean }) {
  const intl = useIntl();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [takeFocus]);
  return (
    <div className={styles.empty}>
      <h2 ref={heading} tabIndex={-1} className={styles.emptyTitle}>
        {intl.formatMessage({ id: 'cart.empty' })}
      </h2>
      <p>{t('cart.empty.lead')}</p>
      <p className={styles.actions}>
        <Link to={paths.gammes} className={styles.primary}>
          {t('cart.empty.ranges')}
        </Link>
        <Link to={paths.catalogue} className={styles.secondary}>
          {t('cart.empty.catalogue')}
        </Link>
      </p>
    </div>
  );
}
