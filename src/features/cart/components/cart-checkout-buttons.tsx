import { Link, navigate } from 'gatsby';
import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Quotation } from '@trefima/domain/contract';
import { requestQuotation } from '../api/line-actions';
import { hasSessionToken } from '../../session';
import { QuotationSite } from './quotation-site';
import * as styles from './cart.module.css';
import { t } from '@trefima/domain/i18n/t';
import { busyProps } from '../../../components/ui/busy';

interface CartCheckoutButtonsProps {
  /** the complementary information as typed, sent with the quotation request */
  information: string;
  isLogged: boolean;
  /** why the cart cannot be ordered as it is (a line beyond the stock), or null */
  blocked: string | null;
  onQuotation: (quotation: Quotation) => void;
  /** the cart of an accepted quotation: ordered as it is, not asked as a quotation again */
  fromQuotation?: boolean;
}

/**
 * 'Commander' (to /adresse, where a session is asked for) and 'Demander un
 * devis': the cart becomes a quotation request, which needs a session —
 * without one, to /connexion and back here. A cart beyond the stock would be
 * refused at the last step: 'Commander' stays in the tab order, disabled and
 * described by the reason, while a quotation can still be asked for.
 */
export function CartCheckoutButtons({ information, isLogged, blocked, onQuotation, fromQuotation = false }: CartCheckoutButtonsProps) {
  const intl = useIntl();
  const hintId = useId();
  const blockedId = useId();
  const sending = useRef(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [siteId, setSiteId] = useState<number | null>(null);

  const ask = async () => {
    if (sending.current) return;
    if (!hasSessionToken()) return void navigate(`/connexion/${encodeURIComponent('/panier')}`);
    sending.current = true;
    setPending(true);
    setError(null);
    try {
      onQuotation(await requestQuotation(information, siteId));
    } catch (e) {
      setError((e as Error).message || t('cart.error.unknown'));
    } finally {
      sending.current = false;
      setPending(false);
    }
  };

  return (
    <div className={styles.actions}>
      {blocked ? (
        <button type="button" className={styles.primary} aria-disabled="true" aria-describedby={blockedId}>
          {intl.formatMessage({ id: 'cart.order' })}
        </button>
      ) : (
        <Link to="/adresse" className={styles.primary}>
          {intl.formatMessage({ id: 'cart.order' })}
        </Link>
      )}
      {blocked && (
        <p id={blockedId} className={styles.error}>
          {blocked}
        </p>
      )}
      {isLogged && !fromQuotation && <QuotationSite value={siteId} onChange={setSiteId} />}
      {!fromQuotation && (
        <button type="button" className={styles.secondary} onClick={ask} {...busyProps(pending)} aria-describedby={isLogged ? undefined : hintId}>
          {pending ? t('cart.checkoutButtons.sending') : intl.formatMessage({ id: 'cart.quotation' })}
        </button>
      )}
      {!isLogged && (
        <p id={hintId} className={styles.hint}>
          {t('cart.checkoutButtons.loginHint')}
        </p>
      )}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
