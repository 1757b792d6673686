import type { Quotation } from '../contract';
import {
  MAX_MESSAGE_LENGTH,
  QUOTATION_ACTION_ACTOR,
  QUOTATION_ERROR_HTTP,
  QUOTATION_STATUSES,
  QUOTATION_STATUS_LABELS,
  allowedActions,
  quotationTransition,
  type QuotationAction,
  type QuotationActionType,
  type QuotationErrorCode,
  type QuotationResult,
  type QuotationState,
  type QuotationStatus,
} from './lifecycle';

const TODAY = '2026-12-01';
const at = { today: TODAY };

// the module's list is the contract's, neither more nor less: a type error here otherwise
const sameAsContract: [Quotation['status'], QuotationStatus] extends [QuotationStatus, Quotation['status']] ? true : false = true;

/** One quotation in each status, as the API would read it on TODAY. */
const STATES: Record<QuotationStatus, QuotationState> = {
  demandee: { status: 'demandee', valid_until: null, revision: 0 },
  en_cours: { status: 'en_cours', valid_until: null, revision: 0 },
  envoyee: { status: 'envoyee', valid_until: '2026-12-15', revision: 1 },
  acceptee: { status: 'acceptee', valid_until: '2026-12-15', revision: 1 },
  refusee: { status: 'refusee', valid_until: '2026-12-15', revision: 1 },
  expiree: { status: 'expiree', valid_until: '2026-11-30', revision: 1 },
};

const ACTIONS: Record<QuotationActionType, QuotationAction> = {
  study: { type: 'study' },
  propose: { type: 'propose', valid_until: '2027-01-15', message: 'Prix ferme, livraison sous 10 jours.' },
  accept: { type: 'accept' },
  refuse: { type: 'refuse' },
  revision: { type: 'revision', message: 'Pouvez-vous revoir le prix du HA12 ?' },
  renew: { type: 'renew' },
};

const S = 'QUOTATION_STATE';
const E = 'QUOTATION_EXPIRED';
/** What each action gives from each status: the status reached, or the code it is refused with. */
const EXPECTED: Record<QuotationStatus, Record<QuotationActionType, QuotationStatus | QuotationErrorCode>> = {
  demandee: { study: 'en_cours', propose: 'envoyee', accept: S, refuse: S, revision: S, renew: S },
  en_cours: { study: S, propose: 'envoyee', accept: S, refuse: S, revision: S, renew: S },
  envoyee: { study: S, propose: S, accept: 'acceptee', refuse: 'refusee', revision: 'en_cours', renew: S },
  acceptee: { study: S, propose: S, accept: S, refuse: S, revision: S, renew: S },
  refusee: { study: S, propose: S, accept: S, refuse: S, revision: S, renew: S },
  expiree: { study: E, propose: E, accept: E, refuse: E, revision: E, renew: 'demandee' },
};

const PAIRS = QUOTATION_STATUSES.flatMap((status) => (Object.keys(ACTIONS) as QuotationActionType[]).map((action) => [status, action] as const));

function expectRefused(result: QuotationResult, code: QuotationErrorCode): string {
  if (!('error' in result)) throw new Error(`accepted, status ${result.status}`);
  expect(result.error.code).toBe(code);
  expect(result).not.toHaveProperty('status');
  return result.error.message;
}

describe('every status × action', () => {
  it('covers the 36 pairs', () => {
    expect(sameAsContract).toBe(true);
    expect(PAIRS).toHaveLength(36);
  });

  it.each(PAIRS)('%s + %s', (status, action) => {
    const expected = EXPECTED[status][action];
    const result = quotationTransition(STATES[status], ACTIONS[action], at);
    if (expected === S || expected === E) {
      const message = expectRefused(result, expected);
      expect(message).toMatch(/^Ce devis |^La révision /);
      expect(message).toMatch(/\.$/);
      expect(message).not.toMatch(/undefined|null|NaN/);
      expect(QUOTATION_ERROR_HTTP[expected]).toBe(409);
    } else {
      expect(result).toMatchObject({ status: expected, from: status, action });
    }
  });

  it.each(Object.keys(ACTIONS) as QuotationActionType[])('an envoyee past its date answers %s as an expiree does', (action) => {
    const pastDate = { status: 'envoyee', valid_until: '2026-11-30', revision: 1 } as const;
    expect(quotationTransition(pastDate, ACTIONS[action], at)).toEqual(quotationTransition(STATES.expiree, ACTIONS[action], at));
  });

  it('offers exactly the actions that pass, to each actor', () => {
    for (const status of QUOTATION_STATUSES) {
      const passing = (Object.keys(ACTIONS) as QuotationActionType[]).filter((a) => !['QUOTATION_STATE', 'QUOTATION_EXPIRED'].includes(EXPECTED[status][a]));
      expect(allowedActions(STATES[status], TODAY)).toEqual(passing);
      expect(allowedActions(STATES[status], TODAY, 'customer')).toEqual(passing.filter((a) => QUOTATION_ACTION_ACTOR[a] === 'customer'));
      expect(allowedActions(STATES[status], TODAY, 'office')).toEqual(passing.filter((a) => QUOTATION_ACTION_ACTOR[a] === 'office'));
    }
    expect(Object.entries(QUOTATION_ACTION_ACTOR).filter(([, who]) => who === 'office')).toEqual([
      ['study', 'office'],
      ['propose', 'office'],
    ]);
  });

  it('has the buyer’s label of each status, as the API already words them', () => {
    expect(QUOTATION_STATUSES.map((s) => QUOTATION_STATUS_LABELS[s])).toEqual([
      'Demande reçue',
      'En cours d’étude',
      'Devis envoyé',
      'Accepté',
      'Refusé',
      'Expiré',
    ]);
  });
});

describe('what the refusals tell', () => {
  const message = (status: QuotationStatus, action: QuotationActionType) =>
    expectRefused(quotationTransition(STATES[status], ACTIONS[action], at), EXPECTED[status][action] as QuotationErrorCode);

  it('tells the buyer an expired quotation’s last day and to ask again', () => {
    expect(message('expiree', 'accept')).toBe('Ce devis a expiré : il était valable jusqu’au 30/11/2026. Demandez-en un nouveau.');
    const noDate = quotationTransition({ status: 'expiree', valid_until: null, revision: 2 }, ACTIONS.accept, at);
    expect(expectRefused(noDate, E)).toBe('Ce devis a expiré : demandez-en un nouveau.');
  });

  it('refuses a second acceptance without naming the order', () => {
    const accepted = quotationTransition(STATES.envoyee, ACTIONS.accept, at) as QuotationState;
    const again = expectRefused(quotationTransition(accepted, ACTIONS.accept, at), S);
    expect(again).toBe('Ce devis est déjà accepté : il ne peut pas l’être une seconde fois. Suivez sa commande dans votre espace client.');
    // not ordered yet, there is no order to follow: who accepted it orders it from his cart
    for (const action of [ACTIONS.accept, ACTIONS.renew]) {
      const waiting = expectRefused(quotationTransition({ ...accepted, ordered: false }, action, at), S);
      expect(waiting).toMatch(/Il n’est pas encore commandé : sa commande se passe depuis le panier de la personne qui l’a accepté\.$/);
    }
  });

  it('points the buyer to what is left', () => {
    expect(message('demandee', 'accept')).toMatch(/vous pourrez y répondre dès qu’elle vous sera envoyée/);
    expect(message('refusee', 'accept')).toMatch(/demandez un nouveau devis depuis votre panier/);
    expect(message('envoyee', 'renew')).toBe(
      'Ce devis n’a pas expiré : il est valable jusqu’au 15/12/2026. Vous pouvez l’accepter, le refuser ou demander une révision.',
    );
    expect(message('acceptee', 'revision')).toMatch(/contactez notre bureau commercial/);
  });

  it('tells the office why it cannot study or propose', () => {
    expect(message('envoyee', 'propose')).toBe(
      'La révision 1 de ce devis attend la réponse du client jusqu’au 15/12/2026 : elle ne peut plus être remplacée tant qu’il ne demande pas de révision.',
    );
    expect(message('en_cours', 'study')).toBe('Ce devis est déjà en cours d’étude : envoyez-lui une proposition.');
    expect(message('expiree', 'propose')).toMatch(/^Ce devis a expiré \(valable jusqu’au 30\/11\/2026\) : .*redemandé\.$/);
    expect(message('acceptee', 'propose')).toBe('Ce devis est accepté par le client : il ne peut plus être modifié.');
  });

  it('checks the status before the input: an accepted quotation does not ask for a message', () => {
    expectRefused(quotationTransition(STATES.acceptee, { type: 'revision', message: '' }, at), S);
    expectRefused(quotationTransition(STATES.acceptee, { type: 'propose', valid_until: 'demain' }, at), S);
  });
});

describe('messages with a move', () => {
  it('requires the buyer’s revision request and keeps it trimmed', () => {
    for (const empty of ['', '   \n ']) {
      expect(expectRefused(quotationTransition(STATES.envoyee, { type: 'revision', message: empty }, at), 'QUOTATION_MESSAGE')).toMatch(
        /votre message est vide/,
      );
    }
    expect(quotationTransition(STATES.envoyee, { type: 'revision', message: '  Moins cher ?  ' }, at)).toMatchObject({ message: 'Moins cher ?' });
    expect(QUOTATION_ERROR_HTTP.QUOTATION_MESSAGE).toBe(422);
  });

  it('limits every message to its length', () => {
    const long = 'x'.repeat(MAX_MESSAGE_LENGTH);
    expect(quotationTransition(STATES.envoyee, { type: 'refuse', message: long }, at)).toMatchObject({ status: 'refusee', message: long });
    const tooLong = quotationTransition(STATES.envoyee, { type: 'refuse', message: `${long}x` }, at);
    expect(expectRefused(tooLong, 'QUOTATION_MESSAGE')).toBe('Votre message est trop long : 2000 caractères au plus.');
    expectRefused(quotationTransition(STATES.demandee, { type: 'propose', valid_until: '2026-12-20', message: `${long}x` }, at), 'QUOTATION_MESSAGE');
  });

  it('refuses an invisible character in a message, and keeps its lines', () => {
    const refused = quotationTransition(STATES.envoyee, { type: 'revision', message: 'Moins\u0000 cher ?' }, at);
    expect(expectRefused(refused, 'QUOTATION_MESSAGE')).toBe('Votre message contient un caractère invisible (un caractère de contrôle) : retirez-le.');
    expect(quotationTransition(STATES.envoyee, { type: 'revision', message: 'Moins cher ?\r\n\tMerci' }, at)).toMatchObject({
      message: 'Moins cher ?\r\n\tMerci',
    });
  });

  it('reads a missing optional message as none', () => {
    expect(quotationTransition(STATES.envoyee, ACTIONS.refuse, at)).toMatchObject({ message: null });
    expect(quotationTransition(STATES.envoyee, { type: 'refuse', message: '  ' }, at)).toMatchObject({ message: null });
    expect(quotationTransition(STATES.demandee, ACTIONS.study, at)).toMatchObject({ message: null, valid_until: null, revision: 0 });
  });
});
