import { Link } from 'gatsby';
import { useEffect, useRef, useState } from 'react';
import { t } from '@trefima/domain/i18n/t';
import type { CardPaymentState } from '@trefima/domain/payments/contract';
import { paths } from '../../../lib/routes';
import { giveUpOrder } from '../api';
import { focusUnlessMoved } from '../../../hooks/use-focus-request';
import * as styles from './payments.module.css';
import { busyProps } from '../../../components/ui/busy';

interface GiveUpOrderProps {
  number: string;
  state: CardPaymentState;
  /** read the state again: a refusal (paid meanwhile) is the API's to show */
  refresh: () => void;
}

const OPEN = new Set(['en_attente_paiement', 'echouee']);

/**
 * « Renoncer à cette commande », for the order waiting for its card: asked once
 * more, then cancelled at once (its goods on sale again) rather than at its
 * deadline; then the way to order its articles again with other choices. The
 * focus follows: to the question, back to the opener, then to what was done.
 */
export function GiveUpOrder({ number, state, refresh }: GiveUpOrderProps) {
  const [step, setStep] = useState<'closed' | 'asking' | 'sending' | 'done'>('closed');
  const [error, setError] = useState('');
  const openerRef = useRef<HTMLButtonElement>(null);
  const focusRef = useRef<HTMLParagraphElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const moved = useRef(false);
  // where the focus was as the step began: after the API's answer, a buyer gone on to a link keeps it
  const from = useRef<Element | null>(null);
  useEffect(() => {
    if (!moved.current) return;
    // refused (paid meanwhile, the opener soon gone with the open state): to the API's words
    if (step === 'closed') focusUnlessMoved((error ? errorRef : openerRef).current, from.current);
    if (step === 'asking' || step === 'done') focusUnlessMoved(focusRef.current, from.current);
  }, [step, error]);
  const go = (next: typeof step, start = document.activeElement) => {
    moved.current = true;
    from.current = start;
    setStep(next);
  };

  const confirm = async () => {
    const start = document.activeElement;
    setError('');
    go('sending');
    try {
      await giveUpOrder(number);
      go('done', start);
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : t('error.network'));
      go('closed', start);
      refresh();
    }
  };

  if (step === 'done')
    return (
      <div className={styles.giveUp}>
        <p ref={focusRef} tabIndex={-1}>
          {t('payment.giveUp.done', { number })}
        </p>
        {/* from a quotation, the way back is the quotation's, which the payment’s state above gives (payment-actions.tsx) */}
        {!state.quotation && (
          <Link to={`${paths.orders}/${encodeURIComponent(number)}#order-again`} className={styles.primary}>
            {t('payment.giveUp.again')}
          </Link>
        )}
      </div>
    );
  // only the person who placed it may give it up (domain/payments/who-pays.ts): a colleague is not offered it
  const open = OPEN.has(state.state) && state.may_give_up;
  if (!open && !error) return null;
  // the alert keeps its place when the controls go (paid meanwhile): its focus stays
  return (
    <div className={styles.giveUp}>
      {open &&
        (step === 'closed' ? (
          <button ref={openerRef} type="button" className={styles.secondary} onClick={() => go('asking')}>
            {t('payment.giveUp.open')}
          </button>
        ) : (
          <div role="group" aria-labelledby="give-up-question" className={styles.actions}>
            <p id="give-up-question" ref={focusRef} tabIndex={-1}>
              {t('payment.giveUp.question', { number })}
            </p>
            <button type="button" className={styles.primary} {...busyProps(step === 'sending')} onClick={() => void confirm()}>
              {step === 'sending' ? t('payment.giveUp.sending') : t('payment.giveUp.confirm')}
            </button>
            <button type="button" className={styles.secondary} {...busyProps(step === 'sending')} onClick={() => go('closed')}>
              {t('payment.giveUp.keep')}
            </button>
          </div>
        ))}
      <p ref={errorRef} tabIndex={-1} role="alert" className={styles.error}>
        {error}
      </p>
    </div>
  );
}
