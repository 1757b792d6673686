import { formatPrice } from '@trefima/domain/i18n/format';
import { t, tn } from '@trefima/domain/i18n/t';
import { CUT_SHEET_UNIT, unitPlural, withUnit } from '@trefima/domain/i18n/units';
import { frenchNumber, type Offer } from '../rows';
import * as styles from './quick-order.module.css';

/**
 * A checked row's unit price HT in the buyer's territory and its stock (or
 * its lead time, for what is made to order), as the cart will show them:
 * what a contractor checks before his lines go to the cart.
 */
export function RowOffer({ offer, length }: { offer: Offer; length: number | null }) {
  // a sheet cut to length is priced per metre: per sheet once its length is known
  const per =
    offer.unit === 'ml' && length !== null ? t('quickOrder.rows.sheetOf', { unit: CUT_SHEET_UNIT, length: frenchNumber(length) }) : unitPlural(offer.unit, 1);
  const stock =
    offer.lead_time_days !== null
      ? tn('cart.availability.leadTime', offer.lead_time_days)
      : offer.stock <= 0
        ? t('cart.availability.out')
        : t('quickOrder.rows.inStock', { stock: withUnit(offer.stock, offer.unit) });
  return (
    <>
      {offer.unit_price_ht !== null && <p className={styles.offer}>{t('quickOrder.rows.price', { price: formatPrice(offer.unit_price_ht), unit: per })}</p>}
      <p className={offer.lead_time_days === null && offer.stock <= 0 ? styles.out : styles.offer}>{stock}</p>
    </>
  );
}
