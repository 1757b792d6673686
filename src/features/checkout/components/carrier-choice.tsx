import type { Carrier } from '@trefima/domain/contract';
import { formatPrice } from '@trefima/domain/i18n/format';
import { carrierPrice, isPickupCarrier, isShippingOffered } from '@trefima/domain/orders/checkout';
import { ChoiceCards } from './choice-cards';
import * as styles from './checkout.module.css';
import { t, tn } from '@trefima/domain/i18n/t';

interface CarrierChoiceProps {
  carriers: Carrier[];
  value: number | null;
  onChange: (carrierId: number) => void;
  /** the cart's total HT, against each carrier's free-shipping threshold */
  cartHt: number;
  /** the order's territory (« Guadeloupe »): each carrier's delay is its own there */
  territory: string;
  /** an accepted quotation's delivery price (cents HT, 0 when included), which replaces every delivering carrier's */
  agreedDeliveryHt: number | null;
  error?: string;
}

/** The price line of a carrier that delivers (the quotation's price when it agreed one) or of a pickup. */
function PriceLine({ carrier: c, cartHt, agreed }: { carrier: Carrier; cartHt: number; agreed: number | null }) {
  if (agreed !== null && !isPickupCarrier(c)) {
    return (
      <span className={agreed === 0 ? styles.offered : styles.price}>
        {agreed === 0 ? t('checkout.carrier.included') : t('checkout.carrier.agreed', { price: formatPrice(agreed) })}
      </span>
    );
  }
  const price = carrierPrice(c, cartHt);
  return (
    <>
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
}

/**
 * The territory's carriers: name, description, the delay in that territory
 * (the carriers' own words cover all three) and price HT ('Offerte' from the
 * carrier's threshold on, or what an accepted quotation agreed).
 */
export function CarrierChoice({ carriers, value, onChange, cartHt, territory, agreedDeliveryHt, error }: CarrierChoiceProps) {
  const cards = carriers.map((c) => ({
    id: c.id,
    body: (
      <>
        <span className={styles.choiceTitle}>{c.name}</span>
        <span className={styles.muted}>{c.description}</span>
        <span className={styles.muted}>{tn('checkout.carrier.delayIn', c.delay_days, { territory })}</span>
        <PriceLine carrier={c} cartHt={cartHt} agreed={agreedDeliveryHt} />
      </>
    ),
  }));
  return <ChoiceCards legend={t('checkout.carrier.legend')} name="transporteur" cards={cards} value={value} onChange={onChange} error={error} />;
}
