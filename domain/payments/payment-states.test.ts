import {
  PAYMENT_EVENTS,
  PAYMENT_STATES,
  PAYMENT_STATE_LABELS,
  PAYMENT_STATE_MESSAGES,
  isPaymentState,
  paymentTransition,
  type PaymentEvent,
  type PaymentResult,
  type PaymentState,
} from './payment-states';

/** ok: moved to that state; same: a repeat, unchanged; late: money taken for a cancelled order; no: refused. */
type Outcome = PaymentState | 'same' | 'late' | 'no';
// one row a state, read as a table
// prettier-ignore
const ROWS: Record<'none' | PaymentState, Record<PaymentEvent, Outcome>> = {
  none:                { started: 'en_attente_paiement', succeeded: 'no', failed: 'no', retried: 'no', expired: 'no', cancelled: 'no', refunded: 'no' },
  en_attente_paiement: { started: 'same', succeeded: 'payee', failed: 'echouee', retried: 'same', expired: 'expiree', cancelled: 'annulee', refunded: 'no' },
  payee:               { started: 'no', succeeded: 'same', failed: 'no', retried: 'no', expired: 'no', cancelled: 'no', refunded: 'remboursee' },
  echouee:             { started: 'no', succeeded: 'payee', failed: 'same', retried: 'en_attente_paiement', expired: 'expiree', cancelled: 'annulee', refunded: 'no' },
  expiree:             { started: 'no', succeeded: 'late', failed: 'no', retried: 'no', expired: 'same', cancelled: 'no', refunded: 'no' },
  annulee:             { started: 'no', succeeded: 'late', failed: 'no', retried: 'no', expired: 'no', cancelled: 'same', refunded: 'no' },
  remboursee:          { started: 'no', succeeded: 'no', failed: 'no', retried: 'no', expired: 'no', cancelled: 'no', refunded: 'same' },
};

const outcome = (from: PaymentState | null, r: PaymentResult): Outcome => {
  if ('error' in r) return r.error.code === 'PAYMENT_LATE' ? 'late' : 'no';
  return r.unchanged ? (r.state === from ? 'same' : 'no') : r.state;
};
const CASES = (['none', ...PAYMENT_STATES] as const).flatMap((from) => PAYMENT_EVENTS.map((event) => [from, event] as const));

describe('paymentTransition, every state × event', () => {
  it.each(CASES)('%s + %s', (row, event) => {
    const from = row === 'none' ? null : row;
    const result = paymentTransition(from, event);
    expect(outcome(from, result)).toBe(ROWS[row][event]);
    if ('error' in result) expect(result.error.message).toMatch(/^[A-ZÀ-Ý].*\.$/);
    else if (result.unchanged) expect(result).toEqual({ state: from, unchanged: true });
    else expect(result).toEqual({ state: ROWS[row][event] });
  });
});

describe('what the office and the notifications are told', () => {
  it('takes a notification sent twice as done, not as an error', () => {
    expect(paymentTransition('payee', 'succeeded')).toEqual({ state: 'payee', unchanged: true });
    expect(paymentTransition('remboursee', 'refunded')).toEqual({ state: 'remboursee', unchanged: true });
  });

  it('never un-pays an order: a refusal of an earlier attempt arriving after the success changes nothing', () => {
    expect(paymentTransition('payee', 'failed')).toEqual({
      error: { code: 'PAYMENT_STATE', message: 'La commande est déjà payée : un refus de la banque arrivé après (un essai précédent) ne change rien.' },
    });
    expect(paymentTransition('payee', 'expired')).toMatchObject({
      error: { message: 'La commande est déjà payée : la réservation de son stock n’expire plus.' },
    });
  });

  it('cancels a paid order only by refunding it', () => {
    expect(paymentTransition('payee', 'cancelled')).toEqual({
      error: { code: 'PAYMENT_STATE', message: 'La commande est payée : elle s’annule en la remboursant, ce qui émet un avoir.' },
    });
    expect(paymentTransition('payee', 'refunded')).toEqual({ state: 'remboursee' });
    expect(paymentTransition('en_attente_paiement', 'refunded')).toMatchObject({
      error: { message: 'Le paiement est « En attente de paiement » : aucun montant n’a été encaissé, il n’y a rien à rembourser.' },
    });
  });

  it('flags money taken for an order already given up, for a refund and the office', () => {
    expect(paymentTransition('expiree', 'succeeded')).toEqual({
      error: {
        code: 'PAYMENT_LATE',
        message:
          'La banque confirme un paiement alors que la commande est « Délai de paiement dépassé » : elle reste annulée, et ce montant doit être remboursé.',
      },
    });
    expect(paymentTransition('annulee', 'succeeded')).toMatchObject({ error: { code: 'PAYMENT_LATE' } });
  });

  it('lets the buyer retry after a refusal, not once the order is given up', () => {
    expect(paymentTransition('echouee', 'retried')).toEqual({ state: 'en_attente_paiement' });
    expect(paymentTransition('echouee', 'started')).toMatchObject({
      error: { message: 'Un paiement a déjà été refusé pour cette commande : un nouvel essai passe par « Réessayer ».' },
    });
    expect(paymentTransition('expiree', 'retried')).toEqual({
      error: {
        code: 'PAYMENT_STATE',
        message: 'Le paiement est « Délai de paiement dépassé » et la commande annulée : il ne change plus ; pour payer, passez une nouvelle commande.',
      },
    });
    expect(paymentTransition('remboursee', 'succeeded')).toMatchObject({ error: { message: 'Le paiement a été remboursé : il ne change plus.' } });
    expect(paymentTransition(null, 'succeeded')).toMatchObject({ error: { message: 'Aucun paiement n’a été commencé pour cette commande.' } });
  });
});

describe('what the buyer reads', () => {
  it('has a short name and a sentence for each state', () => {
    expect(PAYMENT_STATES.map((s) => PAYMENT_STATE_LABELS[s])).toEqual([
      'En attente de paiement',
      'Payée',
      'Paiement refusé',
      'Délai de paiement dépassé',
      'Paiement annulé',
      'Remboursée',
    ]);
    expect(PAYMENT_STATE_MESSAGES).toEqual({
      en_attente_paiement: 'En attente de la confirmation de votre banque…',
      payee: 'Payée',
      echouee: 'Paiement refusé par votre banque : aucun montant n’a été débité.',
      expiree: 'Délai de paiement dépassé : la commande est annulée',
      annulee: 'Paiement annulé : la commande est annulée',
      remboursee: 'Remboursée',
    });
  });

  it('knows its states by name', () => {
    expect(PAYMENT_STATES.every(isPaymentState)).toBe(true);
    expect(isPaymentState('paid')).toBe(false);
  });
});
