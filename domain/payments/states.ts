/**
 * The money states of a card payment online, alone: the orders' contract
 * names them without loading their words or their moves (payment-states.ts).
 */
export const PAYMENT_STATES = ['en_attente_paiement', 'payee', 'echouee', 'expiree', 'annulee', 'remboursee'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
