import { t } from '../i18n/t';
import { isValidDate } from '../calendar/working-days';
import { addDays, type LifecycleError } from '../orders/lifecycle-common';
import { hasInvisible } from '../forms/text-characters';
import { invalidMessage, refusal, replacedMessage, validityMessage } from './lifecycle-messages';
import type { QuotationAction, QuotationActionType, QuotationState, QuotationStatus } from './lifecycle-types';

// the statuses, actions and state are read by the messages too, which this file uses: they live apart
export { QUOTATION_STATUSES } from './lifecycle-types';
export type { QuotationAction, QuotationActionType, QuotationState, QuotationStatus };

/**
 * The life of a quotation, shared by the API (which refuses a move) and the
 * site (which offers only the moves that will pass). Pure: no clock is read,
 * the caller gives `today`, the territory's calendar date (`localDate` in
 * calendar/working-days.ts), since a quotation valid until the 12th is still
 * valid at 22:00 on the 12th in Cayenne though Paris is already on the 13th.
 */

/** The buyer's words, as the API answers them in `status_label` (backend/src/documents/documents.ts). */
export const QUOTATION_STATUS_LABELS: Record<QuotationStatus, string> = {
  demandee: t('quotation.status.demandee'),
  en_cours: t('quotation.status.en_cours'),
  envoyee: t('quotation.status.envoyee'),
  acceptee: t('quotation.status.acceptee'),
  refusee: t('quotation.status.refusee'),
  expiree: t('quotation.status.expiree'),
};

/** Who may call each action: the back office through its token, or the buyer who owns the quotation. */
export const QUOTATION_ACTION_ACTOR: Record<QuotationActionType, 'office' | 'customer'> = {
  study: 'office',
  propose: 'office',
  accept: 'customer',
  refuse: 'customer',
  revision: 'customer',
  renew: 'customer',
};

const MOVES: Record<QuotationActionType, { from: readonly QuotationStatus[]; to: QuotationStatus }> = {
  study: { from: ['demandee'], to: 'en_cours' },
  propose: { from: ['demandee', 'en_cours'], to: 'envoyee' },
  accept: { from: ['envoyee'], to: 'acceptee' },
  refuse: { from: ['envoyee'], to: 'refusee' },
  revision: { from: ['envoyee'], to: 'en_cours' },
  renew: { from: ['expiree'], to: 'demandee' },
};

export interface QuotationTransition extends QuotationState {
  /** the status the move was made from, expiry applied: `expiree` for a renewed `envoyee` past its date */
  from: QuotationStatus;
  action: QuotationActionType;
  /** the office's note with a proposal, the buyer's revision request or reason, trimmed; null when none */
  message: string | null;
}

export type QuotationErrorCode = 'QUOTATION_STATE' | 'QUOTATION_EXPIRED' | 'QUOTATION_VALIDITY' | 'QUOTATION_MESSAGE';
export type QuotationResult = QuotationTransition | { error: LifecycleError<QuotationErrorCode> };

/** A move the status forbids is a conflict with what the quotation has become; a bad date or message is the caller's input. */
export const QUOTATION_ERROR_HTTP: Record<QuotationErrorCode, 409 | 422> = {
  QUOTATION_STATE: 409,
  QUOTATION_EXPIRED: 409,
  QUOTATION_VALIDITY: 422,
  QUOTATION_MESSAGE: 422,
};

/**
 * A quarter at most: rebar and mesh are priced on the steel market, whose
 * scrap and mill surcharges move every month; the office would not hold a
 * price longer, and a buyer holding one longer would accept it unchanged.
 */
export const MAX_VALIDITY_DAYS = 90;
/** Long enough for a site's whole brief, short enough to stay readable in a mail. */
export const MAX_MESSAGE_LENGTH = 2000;

function assertToday(today: string): void {
  if (!isValidDate(today)) throw new RangeError(`Date du jour invalide : ${today}`);
}

/** The status the buyer reads on `today`: a proposal past its last valid day has expired, whether or not that was written yet. */
export function effectiveStatus(q: Pick<QuotationState, 'status' | 'valid_until'>, today: string): QuotationStatus {
  assertToday(today);
  if (q.status !== 'envoyee') return q.status;
  if (q.valid_until === null || !isValidDate(q.valid_until)) throw new RangeError(`Devis envoyé sans date de validité AAAA-MM-JJ : ${q.valid_until}`);
  return q.valid_until < today ? 'expiree' : 'envoyee';
}

/** The latest validity the office may give a proposal sent on `today`. */
export const latestValidity = (today: string) => addDays(today, MAX_VALIDITY_DAYS);

/** Null when `valid_until` may close a proposal sent on `today`, else what to change. */
export function checkValidity(validUntil: string, today: string): string | null {
  assertToday(today);
  if (!isValidDate(validUntil)) return validityMessage.invalid;
  if (validUntil <= today) return validityMessage.notAfter(today);
  if (validUntil > latestValidity(today)) return validityMessage.tooFar(latestValidity(today), MAX_VALIDITY_DAYS);
  return null;
}

/** The actions that would pass on `today` (their input aside), for one actor or both: what the site offers. */
export function allowedActions(q: QuotationState, today: string, actor?: 'office' | 'customer'): QuotationActionType[] {
  const status = effectiveStatus(q, today);
  return (Object.keys(MOVES) as QuotationActionType[]).filter((a) => MOVES[a].from.includes(status) && (!actor || QUOTATION_ACTION_ACTOR[a] === actor));
}

const fail = (code: QuotationErrorCode, message: string) => ({ error: { code, message } });

/** Why a message (trimmed) cannot go with this action, or null: the site says it before sending, the API when it comes. */
export function messageProblem(type: QuotationActionType, message: string): string | null {
  if (type === 'revision' && !message) return invalidMessage.missing;
  if (message.length > MAX_MESSAGE_LENGTH) return invalidMessage.tooLong(MAX_MESSAGE_LENGTH);
  if (hasInvisible(message)) return invalidMessage.invisible;
  return null;
}

function cleanMessage(action: QuotationAction): { message: string | null } | { error: string } {
  const raw = 'message' in action ? action.message : null;
  const message = typeof raw === 'string' ? raw.trim() : '';
  const error = messageProblem(action.type, message);
  return error ? { error } : { message: message || null };
}

/**
 * The quotation after `action`, or why not, in French words saying what the
 * buyer or the office can do instead. The status is checked first: once a
 * quotation is accepted, its date, revision or message no longer matters.
 */
export function quotationTransition(current: QuotationState, action: QuotationAction, context: { today: string }): QuotationResult {
  const from = effectiveStatus(current, context.today);
  const move = MOVES[action.type];
  if (!move.from.includes(from)) {
    return fail(from === 'expiree' ? 'QUOTATION_EXPIRED' : 'QUOTATION_STATE', refusal(action.type, from, current));
  }
  // the proposal the buyer read is no longer the one pending: he accepts, refuses or asks to revise what he has read, or nothing
  const read = action.type === 'accept' || action.type === 'refuse' || action.type === 'revision' ? action.revision : undefined;
  if (read !== undefined && read !== current.revision) {
    return fail('QUOTATION_STATE', replacedMessage(read, current.revision));
  }
  const cleaned = cleanMessage(action);
  if ('error' in cleaned) return fail('QUOTATION_MESSAGE', cleaned.error);
  const done = { from, action: action.type, message: cleaned.message };
  switch (action.type) {
    case 'propose': {
      const invalid = checkValidity(action.valid_until, context.today);
      if (invalid) return fail('QUOTATION_VALIDITY', invalid);
      return { ...done, status: move.to, valid_until: action.valid_until, revision: current.revision + 1 };
    }
    // the buyer asking a revision or again sets the proposal aside: nothing is pending until the next one
    case 'revision':
    case 'renew':
      return { ...done, status: move.to, valid_until: null, revision: current.revision };
    default:
      return { ...done, status: move.to, valid_until: current.valid_until, revision: current.revision };
  }
}
