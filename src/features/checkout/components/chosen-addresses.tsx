import { Link } from 'gatsby';
import type { Address } from '@trefima/domain/contract';
import { AddressLines } from './address-lines';
import * as styles from './checkout.module.css';
import { t } from '@trefima/domain/i18n/t';

/** The delivery and billing addresses chosen on /adresse, each with a link to change it. */
export function ChosenAddresses({ delivery, billing }: { delivery: Address; billing: Address }) {
  const blocks = [
    { title: t('checkout.chosenAddresses.delivery'), address: delivery, change: t('checkout.chosenAddresses.changeDelivery') },
    { title: t('checkout.chosenAddresses.billing'), address: billing, change: t('checkout.chosenAddresses.changeBilling') },
  ];
  return (
    <div className={styles.choices}>
      {blocks.map((b) => (
        <div key={b.title} className={styles.panel}>
          <h3 className={styles.choiceTitle} style={{ margin: 0 }}>
            {b.title}
          </h3>
          <address className={styles.address}>
            <strong>{b.address.label}</strong>
            <AddressLines address={b.address} />
          </address>
          <p style={{ marginBottom: 0 }}>
            <Link to="/adresse">{b.change}</Link>
          </p>
        </div>
      ))}
    </div>
  );
}
