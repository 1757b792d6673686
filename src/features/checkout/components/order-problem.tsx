import { Link } from 'gatsby';
import { deliveryPlace } from '@trefima/domain/territory/delivery-territory';
import * as styles from './checkout.module.css';
import { busyProps } from '../../../components/ui/busy';
import { t } from '@trefima/domain/i18n/t';

interface OrderProblemProps {
  /** the API's French reason, or the page's own */
  message: string;
  /** the API's code (OUT_OF_STOCK, DELIVERY_TERRITORY…), or null for the page's own checks */
  code: string | null;
  /** the chosen delivery address's postcode: whether another territory delivers there */
  deliveryZipcode: string;
  onChangeTerritory: () => void;
  /** APPROVAL_REQUIRED: sends the same order for the company's approval */
  onSubmitForApproval?: () => void;
  /** a send is under way: the approval's button is busy, not disabled, so the focus it has stays on it */
  sending?: boolean;
}

const CART_GONE = new Set(['CART_EXPIRED', 'CART_CLOSED', 'EMPTY_CART']);

/**
 * Why the order was refused, and the way to what fixes it: the cart page for
 * a shortage (quantities are changed there), the territory choice when the
 * address lies in another territory (prices and VAT follow it), or another
 * address; the customer's orders when the cart was already ordered (one
 * waiting for its card is paid there). Fields' own errors are shown on the fields.
 */
export function OrderProblem({ message, code, deliveryZipcode, onChangeTerritory, onSubmitForApproval, sending = false }: OrderProblemProps) {
  const territory = code === 'DELIVERY_TERRITORY';
  const otherTerritory = territory && deliveryPlace(deliveryZipcode).kind === 'territory';
  return (
    <>
      <p className={styles.problemTitle}>{message}</p>
      {code && CART_GONE.has(code) && <Link to="/panier">{t('checkout.orderProblem.seeCart')}</Link>}
      {code === 'OUT_OF_STOCK' && <Link to="/panier">{t('checkout.orderProblem.editCart')}</Link>}
      {code === 'CART_ORDERED' && <Link to="/mes-commandes">{t('checkout.orderProblem.seeOrders')}</Link>}
      {code === 'APPROVAL_REQUIRED' && onSubmitForApproval && (
        <p className={styles.actions}>
          <button type="button" className={styles.primary} onClick={onSubmitForApproval} {...busyProps(sending)}>
            {t('approvalPages.checkout.submit')}
          </button>
        </p>
      )}
      {territory && (
        <p className={styles.actions}>
          {otherTerritory && (
            <button type="button" className={styles.secondary} aria-haspopup="dialog" onClick={onChangeTerritory}>
              {t('checkout.orderProblem.changeTerritory')}
            </button>
          )}
          <Link to="/adresse">{t('checkout.orderProblem.otherAddress')}</Link>
        </p>
      )}
    </>
  );
}
