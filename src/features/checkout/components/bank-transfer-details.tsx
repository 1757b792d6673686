import type { Order } from '@trefima/domain/contract';
import { formatPrice } from '@trefima/domain/i18n/format';
import * as styles from './checkout.module.css';
import { t } from '@trefima/domain/i18n/t';

type Instructions = NonNullable<Order['payment_instructions']>;

/** "FR76 3000 6000 …": as printed on a RIB, by groups of four, easier to copy by hand. */
const grouped = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');

/** The account to pay a bank transfer into, with the amount TTC and the reference to write on it. */
export function BankTransferDetails({ instructions: p }: { instructions: Instructions }) {
  return (
    <div role="group" aria-label={t('checkout.bankTransfer.label')}>
      <dl className={styles.bank}>
        <div>
          <dt>{t('checkout.bankTransfer.amount')}</dt>
          <dd>{t('checkout.price.ttc', { price: formatPrice(p.amount_ttc) })}</dd>
        </div>
        <div>
          <dt>{t('checkout.bankTransfer.reference')}</dt>
          <dd>{p.reference}</dd>
        </div>
        <div>
          <dt>{t('checkout.bankTransfer.holder')}</dt>
          <dd>{p.holder}</dd>
        </div>
        <div>
          <dt>{t('checkout.bankTransfer.iban')}</dt>
          <dd className={styles.iban}>{grouped(p.iban)}</dd>
        </div>
        <div>
          <dt>{t('checkout.bankTransfer.bic')}</dt>
          <dd>{p.bic}</dd>
        </div>
      </dl>
    </div>
  );
}
