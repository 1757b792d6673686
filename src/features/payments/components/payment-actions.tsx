import { Link } from 'gatsby';
import { t } from '@trefima/domain/i18n/t';
import type { CardPaymentState } from '@trefima/domain/payments/contract';
import { paths } from '../../../lib/routes';
import type { PaidThing } from './payment-message';
import * as styles from './payments.module.css';
import { busyProps } from '../../../components/ui/busy';

interface PaymentActionsProps {
  kind: PaidThing;
  state: CardPaymentState;
  abandoned: boolean;
  busy: boolean;
  /** starts again (or resumes) and goes to the provider's page */
  pay: () => void;
}

/**
 * What the buyer may do next: go (back) to the provider's page while the
 * payment is open, try again after a refusal, or, once an order is given up,
 * find his products again. An invoice's expired attempt leaves it due: a new
 * one may start.
 */
export function PaymentActions({ kind, state, abandoned, busy, pay }: PaymentActionsProps) {
  const button = (label: string, primary = true) => (
    <button type="button" className={primary ? styles.primary : styles.secondary} {...busyProps(busy)} onClick={pay}>
      {label}
    </button>
  );
  const given = state.state === 'expiree' || state.state === 'annulee';
  // an order given up (or run out) from an accepted quotation: ordered again from the quotation, at its prices
  if (given && kind === 'order' && state.quotation)
    return (
      <div className={styles.actions}>
        <p>{t('payment.follow.quotationKept', { number: state.quotation.number })}</p>
        <Link to={`${paths.quotations}/${state.quotation.id}`} className={styles.primary}>
          {t('payment.follow.quotation', { number: state.quotation.number })}
        </Link>
      </div>
    );
  // a colleague's order, or an invoice, that this reader's role may not pay (the API refuses it him): said, no button
  if (!state.may_pay && (state.state === 'en_attente_paiement' || state.state === 'echouee' || (given && kind === 'invoice')))
    return <p className={styles.actions}>{kind === 'order' ? t('payment.follow.notYoursOrder') : t('payment.follow.notYoursInvoice')}</p>;
  if (state.state === 'en_attente_paiement' && abandoned) return <div className={styles.actions}>{button(t('payment.follow.resume'))}</div>;
  if (state.state === 'en_attente_paiement')
    return (
      // back from the provider the bank's answer is awaited; from « Mes commandes » the card was never given
      <div className={styles.actions}>
        <p>{t('payment.follow.notPaidYet')}</p>
        {button(t('payment.follow.pay'), false)}
      </div>
    );
  // an invoice the office recorded paid meanwhile: nothing left to pay by card
  if (given && kind === 'invoice' && state.invoice_left_ttc === 0) return null;
  if (state.state === 'echouee' || (given && kind === 'invoice')) return <div className={styles.actions}>{button(t('payment.follow.retry'))}</div>;
  if (given)
    return (
      <div className={styles.actions}>
        <Link to={paths.catalogue} className={styles.primary}>
          {t('payment.follow.catalogue')}
        </Link>
        <Link to={paths.cart} className={styles.secondary}>
          {t('payment.follow.cart')}
        </Link>
      </div>
    );
  return null;
}
