import type { Customer, Payment } from '@trefima/domain/contract';
import { ON_ACCOUNT, paymentUnavailableReason } from '@trefima/domain/orders/payment-terms';
import { ChoiceCards } from './choice-cards';
import * as styles from './checkout.module.css';
import { t } from '@trefima/domain/i18n/t';

interface PaymentChoiceProps {
  payments: Payment[];
  customer: Pick<Customer, 'type' | 'professional_verified'>;
  value: number | null;
  onChange: (paymentId: number) => void;
  error?: string;
  /** « Vos conditions : 45 jours fin de mois. Encours disponible : 1 200 € TTC », beside payment on account, for a company's roles that read its credit */
  onAccountNote?: string;
}

/** Payment methods; payment on account is shown disabled, with the reason, to all but verified professionals. */
export function PaymentChoice({ payments, customer, value, onChange, error, onAccountNote }: PaymentChoiceProps) {
  const cards = payments.map((p) => {
    const reason = paymentUnavailableReason(p, customer);
    const body = (
      <>
        <span className={styles.choiceTitle}>{p.label}</span>
        {/* an option he cannot choose says why, once: its description says much the same (« Réservé aux comptes professionnels ») */}
        {reason ? <span className={styles.error}>{reason}</span> : <span className={styles.muted}>{p.description}</span>}
        {!reason && p.code === ON_ACCOUNT && onAccountNote && <span className={styles.muted}>{onAccountNote}</span>}
      </>
    );
    return { id: p.id, disabled: Boolean(reason), body };
  });
  return <ChoiceCards legend={t('checkout.payment.legend')} name="paiement" cards={cards} value={value} onChange={onChange} error={error} />;
}
