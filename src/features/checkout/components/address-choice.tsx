import type { Address } from '@trefima/domain/contract';
import { AddressLines } from './address-lines';
import { ChoiceCards } from './choice-cards';
import * as styles from './checkout.module.css';
import { t } from '@trefima/domain/i18n/t';

interface AddressChoiceProps {
  /** the delivery's or the billing's: its question, its radios' name, and which default the "(par défaut)" mark shows */
  kind: 'delivery' | 'billing';
  addresses: Address[];
  value: number | null;
  onChange: (addressId: number) => void;
  error?: string;
  /** why an address cannot be chosen here (a delivery address in another territory), or null */
  unavailable?: (address: Address) => string | null;
}

/**
 * A radio group of the customer's addresses (arrow keys move between them).
 * An address that cannot be chosen stays listed, disabled, with the reason
 * in its label: the buyer sees where it is and what to do.
 */
export function AddressChoice({ kind, addresses, value, onChange, error, unavailable = () => null }: AddressChoiceProps) {
  const cards = addresses.map((a) => {
    const reason = unavailable(a);
    const body = (
      <>
        <span className={styles.choiceTitle}>
          {a.label}
          {(kind === 'delivery' ? a.is_default_delivery : a.is_default_billing) && <span className={styles.muted}> {t('checkout.addressChoice.default')}</span>}
        </span>
        <span className={styles.muted}>
          <AddressLines address={a} />
        </span>
        {reason && <span className={styles.unavailable}>{reason}</span>}
      </>
    );
    return { id: a.address_id, disabled: reason !== null, body };
  });
  const legend = kind === 'delivery' ? t('checkout.address.deliveryLegend') : t('checkout.address.billingLegend');
  return <ChoiceCards legend={legend} name={kind === 'delivery' ? 'livraison' : 'facturation'} cards={cards} value={value} onChange={onChange} error={error} />;
}
