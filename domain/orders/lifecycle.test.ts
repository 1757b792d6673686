import type { Order } from '../contract';
import {
  ORDER_ERROR_HTTP,
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  hasDeliveryNote,
  issuesInvoice,
  nextOrderStatuses,
  orderSteps,
  orderTransition,
  type OrderErrorCode,
  type OrderResult,
  type OrderStatus,
} from './lifecycle';

// every status the contract answers is one of the module's (which adds prete_retrait): a type error here otherwise
const coversContract: Order['status'] extends OrderStatus ? true : false = true;

type Outcome = 'ok' | OrderErrorCode;
/** Each current status (row) × target (column) for a carried order and for a pickup. */
const DELIVERY: Record<OrderStatus, OrderStatus[]> = {
  en_attente_paiement: ['annulee'], // its card's settlement confirms it, never the office
  confirmee: ['en_preparation', 'annulee'],
  en_preparation: ['expediee', 'annulee'],
  prete_retrait: ['livree'], // a pickup status: the carrier changed after it was set
  expediee: ['livree'],
  livree: [],
  annulee: [],
};
const PICKUP: Record<OrderStatus, OrderStatus[]> = { ...DELIVERY, en_preparation: ['prete_retrait', 'annulee'] };

const outcome = (r: OrderResult): Outcome => ('error' in r ? r.error.code : 'ok');
const PAIRS = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const));

describe.each([
  ['carried', false, DELIVERY],
  ['pickup', true, PICKUP],
] as const)('every status × target, %s order', (_, pickup, allowed) => {
  it.each(PAIRS)('%s → %s', (from, to) => {
    const result = orderTransition(from, to, { pickup });
    const wrongCarrier = from === 'en_preparation' && (to === 'expediee' || to === 'prete_retrait') && !allowed[from].includes(to);
    expect(outcome(result)).toBe(allowed[from].includes(to) ? 'ok' : wrongCarrier ? 'ORDER_CARRIER' : 'ORDER_STATE');
    if ('error' in result) {
      expect(result.error.message).toMatch(/^(La|Cette) commande .*\.$/);
      expect(ORDER_ERROR_HTTP[result.error.code]).toBe(409);
    } else {
      expect(result).toEqual({ status: to, from });
    }
  });

  it('offers the targets that pass, the way forward first', () => {
    for (const from of ORDER_STATUSES) expect(nextOrderStatuses(from, { pickup })).toEqual(allowed[from]);
  });
});

describe('what the office is told', () => {
  it('cancels up to the preparation, never once shipped, set aside or delivered', () => {
    expect(ORDER_STATUSES.filter((s) => nextOrderStatuses(s, { pickup: false }).includes('annulee'))).toEqual([
      'en_attente_paiement',
      'confirmee',
      'en_preparation',
    ]);
    expect(orderTransition('expediee', 'annulee', { pickup: false })).toEqual({
      error: {
        code: 'ORDER_STATE',
        message: 'La commande est « Expédiée » et son bon de livraison émis : elle ne peut plus être annulée ; un retour se traite par un avoir.',
      },
    });
    expect(orderTransition('livree', 'annulee', { pickup: true })).toEqual({
      error: { code: 'ORDER_STATE', message: 'La commande est « Livrée » : son statut ne change plus ; un retour se traite par un avoir.' },
    });
  });

  it('names the carrier’s status when the other one is asked', () => {
    expect(orderTransition('en_preparation', 'expediee', { pickup: true })).toEqual({
      error: { code: 'ORDER_CARRIER', message: 'Cette commande est à retirer au dépôt : passez-la « Prête au retrait », pas « Expédiée ».' },
    });
    expect(orderTransition('en_preparation', 'prete_retrait', { pickup: false })).toMatchObject({ error: { code: 'ORDER_CARRIER' } });
  });

  it('says which step comes next when one is skipped or repeated', () => {
    expect(orderTransition('confirmee', 'expediee', { pickup: false })).toEqual({
      error: { code: 'ORDER_STATE', message: 'La commande est « Reçue » : elle peut seulement passer « En préparation » ou « Annulée ».' },
    });
    expect(orderTransition('en_attente_paiement', 'en_attente_paiement', { pickup: false })).toMatchObject({
      error: { message: 'La commande est déjà « En attente de paiement ».' },
    });
    expect(orderTransition('expediee', 'expediee', { pickup: false })).toMatchObject({ error: { message: 'La commande est déjà « Expédiée ».' } });
    expect(orderTransition('annulee', 'confirmee', { pickup: false })).toMatchObject({
      error: { message: 'La commande est « Annulée » : son statut ne change plus.' },
    });
  });

  it('leaves an order waiting for its card to the card’s payment: the office may only cancel it', () => {
    for (const to of ['confirmee', 'en_preparation', 'livree'] as const) {
      expect(orderTransition('en_attente_paiement', to, { pickup: false })).toEqual({
        error: {
          code: 'ORDER_STATE',
          message:
            'Cette commande attend le paiement par carte du client : elle sera confirmée dès que sa banque l’aura accepté ; vous pouvez seulement l’annuler.',
        },
      });
    }
    expect(orderTransition('en_attente_paiement', 'annulee', { pickup: true })).toEqual({ status: 'annulee', from: 'en_attente_paiement' });
  });

  it('refuses a status that does not exist as bad input', () => {
    expect(orderTransition('confirmee', 'shipped', { pickup: false })).toEqual({
      error: {
        code: 'ORDER_STATUS',
        message:
          'Statut de commande inconnu : « shipped ». Statuts possibles : en_attente_paiement, confirmee, en_preparation, prete_retrait, expediee, livree, annulee.',
      },
    });
    expect(ORDER_ERROR_HTTP.ORDER_STATUS).toBe(422);
  });
});

describe('what the buyer follows', () => {
  it('has a French label for each status', () => {
    expect(coversContract).toBe(true);
    expect(ORDER_STATUSES.map((s) => ORDER_STATUS_LABELS[s])).toEqual([
      'En attente de paiement',
      'Reçue',
      'En préparation',
      'Prête au retrait',
      'Expédiée',
      'Livrée',
      'Annulée',
    ]);
  });

  it('gets a delivery note from the shipping or the setting aside on', () => {
    expect(ORDER_STATUSES.filter(hasDeliveryNote)).toEqual(['prete_retrait', 'expediee', 'livree']);
  });

  it('is invoiced with its delivery note, unless paid on the terminal at the handover: then at the handover', () => {
    for (const code of ['virement', 'cheque', 'compte-client', 'carte-en-ligne'])
      expect(ORDER_STATUSES.filter((s) => issuesInvoice(s, code))).toEqual(['prete_retrait', 'expediee', 'livree']);
    expect(ORDER_STATUSES.filter((s) => issuesInvoice(s, 'carte-retrait'))).toEqual(['livree']);
  });

  it('follows the steps of its carrier, each one a move the office can make', () => {
    for (const pickup of [false, true]) {
      const steps = orderSteps({ pickup });
      expect(steps).toEqual(['confirmee', 'en_preparation', pickup ? 'prete_retrait' : 'expediee', 'livree']);
      steps.slice(1).forEach((to, i) => expect(orderTransition(steps[i], to, { pickup })).toEqual({ status: to, from: steps[i] }));
    }
  });
});
