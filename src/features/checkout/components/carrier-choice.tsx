import type { Carrier } from '../../../contract';
import { formatPrice } from '../../../i18n/format';
import { carrierPrice, isShippingOffered } from '../../../lib/checkout';
import { ChoiceCards } from './choice-cards';
import * as styles from './checkout.module.css';
import { t } from '../../../i18n/t';

interface CarrierChoiceProps {
  carriers: Carrier[];
  value: number | null;
  onChange: (carrierId: number) => void;
  /** the cart's total HT, against each carrier's free-shipping threshold */
  cartHt: number;
  error?: string;
}

/** The territory's carriers: name, description, delay and price HT ('Offerte' from the carrier's threshold on). */
export function CarrierChoice({ carriers, value, onChange, cartHt, error }: CarrierChoiceProps) {
  const cards = carriers.map((c) => {
    const price = carrierPrice(c, cartHt);
    const body = (
      <>
        <span className={styles.choiceTitle}>{c.name}</span>
        <span className={styles.muted}>{c.description}</span>
        <span className={styles.muted}>{t('checkout.carrier.delay', { delay: c.delay })}</span>
        {isShippingOffered(c, cartHt) ? (
          <span>
            <span className={styles.offered}>{t('checkout.carrier.offered')}</span>{' '}
            <s className={styles.muted}>
              <span className="visually-hidden">{t('checkout.carrier.insteadOf')} </span>
              {t('checkout.price.ht', { price: formatPrice(c.price_ht) })}
            </s>
          </span>
        ) : (
          <span className={styles.price}>{price === 0 ? t('checkout.carrier.free') : t('checkout.price.ht', { price: formatPrice(price) })}</span>
        )}
        {c.free_shipping_threshold !== null && price > 0 && (
          <span className={styles.muted}>{t('checkout.carrier.offeredFrom', { threshold: formatPrice(c.free_shipping_threshold) })}</span>
        )}
      </>
    );
    return { id: c.id, body };
  });
  return <ChoiceCards legend={t('checkout.carrier.legend')} name="transporteur" cards={cards} value={value} onChange={onChange} error={error} />;
}
