import { useEffect, useRef } from 'react';
import { t } from '@trefima/domain/i18n/t';
import type { CardPaymentState } from '@trefima/domain/payments/contract';
import { ErrorRetry } from '../../../components/common/error-retry';
import { startInvoicePayment, startOrderPayment } from '../api';
import { PaymentActions } from './payment-actions';
import { PaymentMessage, type PaidThing } from './payment-message';
import { usePayByCard } from './use-pay-by-card';
import * as styles from './payments.module.css';

export interface PaymentFollowProps {
  kind: PaidThing;
  /** the order's or the invoice's number, as the address gives it */
  number: string;
  /** its state as useOrderPayment / useInvoicePayment read it (polled while the bank answers) */
  remote: { data?: CardPaymentState; error?: unknown; mutate: () => unknown };
  /** the buyer came back from the provider's page without paying (`&retour=abandon`) */
  abandoned?: boolean;
  /** once it reads « Payée »: the caller shows its documents as paid */
  onPaid?: () => void;
}

const wordsOf = (error: unknown) => (error instanceof Error && error.message ? error.message : t('error.network'));

/**
 * An order's or an invoice's card payment as the buyer follows it after the
 * provider's page: its state read out as it changes (the bank's answer comes
 * through the API, so the state is polled meanwhile), and what to do next.
 * A failed call is said in the alert area; what was shown stays.
 */
export function PaymentFollow({ kind, number, remote, abandoned = false, onPaid }: PaymentFollowProps) {
  const { busy, error, pay } = usePayByCard(kind === 'order' ? startOrderPayment : startInvoicePayment);
  const state = remote.data;
  // paid by this card, or an invoice the office recorded paid meanwhile
  const paid = state?.state === 'payee' || (kind === 'invoice' && state?.invoice_left_ttc === 0);
  const paidRef = useRef(onPaid);
  paidRef.current = onPaid;
  useEffect(() => {
    if (paid) paidRef.current?.();
  }, [paid]);

  // refused (a 409: paid meanwhile) or not: the state is read again, so that what is shown is the API's
  const again = async () => {
    if (!(await pay(number))) void remote.mutate();
  };

  if (!state && remote.error) return <ErrorRetry title={t('payment.follow.loadFailed')} error={remote.error} retry={() => void remote.mutate()} />;
  // a later read failed: the state shown stays, and why it may be old is said
  const problem = error || (remote.error ? wordsOf(remote.error) : '');
  return (
    <div className={styles.follow}>
      <div aria-live="polite">
        {state ? <PaymentMessage kind={kind} number={number} state={state} abandoned={abandoned} /> : <p>{t('payment.follow.loading')}</p>}
        {busy && <p>{t('payment.follow.leaving')}</p>}
      </div>
      {state && <PaymentActions kind={kind} state={state} abandoned={abandoned} busy={busy} pay={() => void again()} />}
      <p role="alert" className={styles.error}>
        {problem}
      </p>
    </div>
  );
}
