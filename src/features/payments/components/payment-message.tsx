import { formatPrice } from '@trefima/domain/i18n/format';
import { t } from '@trefima/domain/i18n/t';
import type { CardPaymentState } from '@trefima/domain/payments/contract';
import { clockName, formatDeadline } from '@trefima/domain/payments/reservation';
import * as styles from './payments.module.css';

export type PaidThing = 'order' | 'invoice';

/** The API's sentence (an invoice's ended attempt says the invoice stays due: domain/payments/invoice-attempt.ts), or the buyer's return without paying. */
const sentenceOf = (state: CardPaymentState, abandoned: boolean) =>
  state.state === 'en_attente_paiement' && abandoned ? t('payment.follow.abandoned') : state.message;

interface PaymentMessageProps {
  kind: PaidThing;
  number: string;
  state: CardPaymentState;
  /** the buyer came back from the provider's page without paying (`&retour=abandon`) */
  abandoned: boolean;
}

/**
 * What the payment is now, in the buyer's words: read out as it changes (the
 * caller's live region), so only what changes with the state is here.
 */
export function PaymentMessage({ kind, number, state, abandoned }: PaymentMessageProps) {
  const open = state.state === 'en_attente_paiement' || state.state === 'echouee';
  if (state.state === 'payee')
    return (
      <div className={styles.paid}>
        <p className={styles.message}>{state.message}</p>
        <p>{kind === 'order' ? t('payment.follow.paidOrder', { number }) : t('payment.follow.paidInvoice', { number })}</p>
      </div>
    );
  return (
    <>
      <p className={`${styles.message} ${state.state === 'echouee' ? styles.refused : ''}`}>{sentenceOf(state, abandoned)}</p>
      {/* a refund the bank refused went nowhere: its message says what follows */}
      {state.state === 'remboursee' && !state.refund_failed && <p>{t('payment.follow.refunded')}</p>}
      {open && (
        <p className={styles.facts}>
          {t('payment.follow.amount', { amount: formatPrice(state.amount_ttc) })}
          {/* an invoice holds no stock: it stays due until paid */}
          {kind === 'order' && (
            <>
              <br />
              {t('payment.follow.stockHeld', { time: formatDeadline(Date.parse(state.reserved_until), state.time_zone), zone: clockName(state.time_zone) })}
            </>
          )}
        </p>
      )}
    </>
  );
}
