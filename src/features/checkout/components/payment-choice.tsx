import { useId } from 'react';
import type { Customer, Payment } from '../../../contract';
import { paymentUnavailableReason } from '../../../lib/payment-terms';
import * as styles from './checkout.module.css';

interface PaymentChoiceProps {
  payments: Payment[];
  customer: Pick<Customer, 'type' | 'professional_verified'>;
  value: number | null;
  onChange: (paymentId: number) => void;
  error?: string;
}

/** Payment methods; payment on account is shown disabled, with the reason, to all but verified professionals. */
export function PaymentChoice({ payments, customer, value, onChange, error }: PaymentChoiceProps) {
  const errorId = useId();
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className={styles.legend}>Moyen de paiement</legend>
      <ul className={styles.choices}>
        {payments.map((p) => {
          const reason = paymentUnavailableReason(p, customer);
          return (
            <li key={p.id}>
              <label className={styles.choice}>
                <input
                  type="radio"
                  name="paiement"
                  value={p.id}
                  checked={!reason && value === p.id}
                  disabled={Boolean(reason)}
                  onChange={() => onChange(p.id)}
                />
                <span className={styles.choiceBody}>
                  <span className={styles.choiceTitle}>{p.label}</span>
                  <span className={styles.muted}>{p.description}</span>
                  {reason && <span className={styles.error}>{reason}</span>}
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
