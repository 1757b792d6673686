import { useCallback, useRef, useState } from 'react';
import { t } from '@trefima/domain/i18n/t';
import type { CardPaymentState } from '@trefima/domain/payments/contract';
import { goToProvider } from '../go-to-provider';

export interface PayByCard {
  busy: boolean;
  /** why the last start failed, in French (the API's own words, 503 or 409 alike): for a role="alert" area */
  error: string;
  /**
   * Starts the payment (or resumes the one open) and leaves for the
   * provider's page. Resolves to the API's state, null when the call failed.
   */
  pay: (number: string) => Promise<CardPaymentState | null>;
}

const OPEN = new Set(['en_attente_paiement', 'echouee']);

/**
 * One start at a time for a group of buttons (an invoice list's rows): a
 * second click while the first waits would only get the same page back.
 */
export function usePayByCard(start: (number: string) => Promise<CardPaymentState>): PayByCard {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const running = useRef(false);
  const pay = useCallback(
    async (number: string) => {
      if (running.current) return null;
      running.current = true;
      setBusy(true);
      setError('');
      try {
        const state = await start(number);
        // no page to go to: settled meanwhile (shown by whoever follows it), or an address that is not the web's
        if (!goToProvider(state) && OPEN.has(state.state)) setError(t('payment.follow.noPage'));
        return state;
      } catch (e) {
        setError(e instanceof Error && e.message ? e.message : t('error.network'));
        return null;
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [start],
  );
  return { busy, error, pay };
}
