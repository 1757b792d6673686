import { useId } from 'react';
import type { Carrier } from '../../../contract';
import { formatPrice } from '../../../i18n/format';
import { carrierPrice, isShippingOffered } from '../../../lib/checkout';
import * as styles from './checkout.module.css';

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
  const errorId = useId();
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className={styles.legend}>Mode de livraison</legend>
      <ul className={styles.choices}>
        {carriers.map((c) => {
          const price = carrierPrice(c, cartHt);
          return (
            <li key={c.id}>
              <label className={styles.choice}>
                <input type="radio" name="transporteur" value={c.id} checked={value === c.id} onChange={() => onChange(c.id)} />
                <span className={styles.choiceBody}>
                  <span className={styles.choiceTitle}>{c.name}</span>
                  <span className={styles.muted}>{c.description}</span>
                  <span className={styles.muted}>Délai : {c.delay}</span>
                  {isShippingOffered(c, cartHt) ? (
                    <span>
                      <span className={styles.offered}>Offerte</span>{' '}
                      <s className={styles.muted}>
                        <span className="visually-hidden">au lieu de </span>
                        {formatPrice(c.price_ht)} HT
                      </s>
                    </span>
                  ) : (
                    <span className={styles.price}>{price === 0 ? 'Gratuit' : `${formatPrice(price)} HT`}</span>
                  )}
                  {c.free_shipping_threshold !== null && price > 0 && (
                    <span className={styles.muted}>Offerte dès {formatPrice(c.free_shipping_threshold)} HT d’achats</span>
                  )}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
