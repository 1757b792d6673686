import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { z, ZodError } from 'zod';
import { formMessages } from '@trefima/domain/forms/messages';
import { afterColon } from '@trefima/domain/i18n/sentence';
import { ORDER_ERROR_HTTP } from '@trefima/domain/orders/lifecycle';
import { QUOTATION_ERROR_HTTP } from '@trefima/domain/quotations/lifecycle';
import { DomainError, objectBody, type DomainCode } from '../shared/errors';
import { AnswerMismatch } from './answers';

export { notAnObject, objectBody } from '../shared/errors';

/** The HTTP status of each domain error: the one place services' failures meet HTTP. */
const STATUS: Record<DomainCode, number> = {
  NOT_FOUND: 404,
  VALIDATION_ERROR: 422,
  INVALID_BODY: 400,
  INVALID_MULTIPART: 400,
  CART_EXPIRED: 404,
  CART_CLOSED: 409,
  // other choices sent for a cart already ordered: the order is not theirs, and it does not change (orders/orders.ts)
  CART_ORDERED: 409,
  EMPTY_CART: 422,
  OUT_OF_STOCK: 422,
  TOTALS_CHANGED: 409,
  SCHEDULE_CHANGED: 409,
  // a saved list changed by another since the revision a change was made on (saved-lists/saved-lists.ts)
  LIST_CHANGED: 409,
  SCHEDULE_LOCKED: 409,
  SCHEDULE_NOT_ORDERABLE: 422,
  DELIVERY_TERRITORY: 422,
  EMAIL_TAKEN: 409,
  INVALID_AUTHORIZATION: 400,
  RECAPTCHA_FAILED: 422,
  RECAPTCHA_UNAVAILABLE: 503,
  ...QUOTATION_ERROR_HTTP,
  QUOTATION_LINES: 422,
  // a cart made from an accepted quotation keeps the proposal's lines and prices
  QUOTATION_CART: 409,
  // a request's key sent again with another request: the client's mistake, not a retry
  REQUEST_KEY_REUSED: 409,
  INVOICE_PAID: 409,
  // a credit note refunded to its card, or whose refund made otherwise is already recorded
  CREDIT_NOTE_REFUNDED: 409,
  PAYMENT_STATE: 409,
  // the provider could not be reached: the server's trouble, the buyer tries again
  PAYMENT_UNAVAILABLE: 503,
  // a notification whose signature or timestamp does not hold (forged, altered, replayed)
  PAYMENT_NOTIFICATION: 400,
  // a company's role may not do this (domain/companies/roles.ts): the message says whom to ask
  FORBIDDEN_ROLE: 403,
  // the company's rules hold this order for approval: the answer gives the reasons, the site offers to submit it
  APPROVAL_REQUIRED: 409,
  APPROVAL_STATE: 409,
  CREDIT_LIMIT: 422,
  CART_HELD: 409,
  ...ORDER_ERROR_HTTP,
  // the back office's session contract: clients reset their session on these 500s
  invalid_token: 500,
  blacklisted_token: 500,
  token_expired: 401,
};

/** A domain error's HTTP status: for an answer written away from the error handler (a calculs' thread, files/calcul-work.ts). */
export const statusOf = (error: DomainError) => STATUS[error.code];

/** An error the client is meant to read: status, code and a French message. */
export class ApiError extends Error {
  constructor(
    public status: number,
    public code: string,
    message: string,
    public extra: { errors?: Record<string, string>; data?: { token: string }; retry_after?: number } = {},
  ) {
    super(message);
  }
}

export const notFound = (what = 'Cette ressource') => new ApiError(404, 'NOT_FOUND', `${what} est introuvable.`);

/** A word written in capitals (SIRET, HA12) keeps them after a colon; any other first word is lowered. */
const lowerFirst = (text: string) => (/^\p{Lu}[\p{Lu}\d]/u.test(text) ? text : afterColon(text));

/**
 * « Le paramètre « name » » and why, in one sentence. Most schemas give the
 * reason as the sentence's end (« doit être un entier positif »); some give a
 * sentence of their own (« Ce chantier est introuvable. »), which then follows
 * a colon, and a reason of several sentences is joined with semicolons.
 */
export function paramMessage(name: string, why: string): string {
  const reason = why
    .trim()
    .replace(/[\s.]+$/u, '')
    .replace(/[.!?]\s+(?=\p{Lu})/gu, ' ; ')
    .replace(/ ; (\S+)/gu, (_, word: string) => ` ; ${lowerFirst(word)}`);
  const clause = !reason ? 'n’est pas valide' : /^\p{Ll}/u.test(reason) ? reason : `n’est pas valide : ${lowerFirst(reason)}`;
  return `Le paramètre « ${name} » ${clause}.`;
}

export const badParam = (name: string, why = 'n’est pas valide') => new ApiError(400, 'INVALID_PARAMETER', paramMessage(name, why));

/** One French message per field; the first one per field wins. */
export function fieldErrors(error: ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** A bar schedule's row is named as a spreadsheet's user counts them: `rows.3.diameter`, or the row `rows.3` itself, is « Ligne 4 ». */
function lineNamed(field: string, message: string): string {
  const row = field.match(/^rows\.(\d+)(\.|$)/);
  return row ? `Ligne ${Number(row[1]) + 1} : ${afterColon(message)}` : message;
}

export function validationError(error: ZodError): ApiError {
  const errors = fieldErrors(error);
  const messages = Object.values(errors);
  const anyRequired = error.issues.some((i) => /obligatoire|Merci de joindre/.test(i.message));
  // The spec's general sentence when something required is missing; otherwise the first field's message.
  const message = anyRequired ? formMessages.requiredAll : messages[0] ? lineNamed(Object.keys(errors)[0], messages[0]) : formMessages.unknown;
  return new ApiError(422, 'VALIDATION_ERROR', message, { errors });
}

/** Parses a body with a schema, turning failures into a 422 with per-field messages. */
export function parseInput<S extends z.core.$ZodType>(schema: S, input: unknown): z.output<S> {
  const result = z.safeParse(schema, objectBody(input));
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/** SQLite's answer when a concurrent request wrote the same unique value first (two signups with one e-mail). */
const isUniqueViolation = (e: unknown) =>
  typeof (e as { code?: unknown }).code === 'string' && /^SQLITE_CONSTRAINT_(UNIQUE|PRIMARYKEY)$/.test((e as { code: string }).code);

/**
 * Fastify's own answer to a path its router cannot read (a broken
 * percent-encoding, a segment beyond its length), given before any hook runs:
 * in the API's shape and in French, without echoing the path, and with the
 * headers the hooks would have set, so that the site's other origin reads it.
 */
export function frameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  reply.header('x-content-type-options', 'nosniff').header('access-control-allow-origin', '*');
  switch (error.code) {
    case 'FST_ERR_BAD_URL':
      return reply.status(400).send({ code: 'BAD_URL', message: 'Cette adresse est mal formée : un caractère y est mal encodé (%).' });
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return reply.status(414).send({ code: 'URI_TOO_LONG', message: 'Cette adresse est trop longue.' });
  }
  // FST_ERR_ASYNC_CONSTRAINT, should a route ever be constrained on a header
  return reply.status(400).send({ code: 'BAD_REQUEST', message: 'La requête n’est pas valide.' });
}

export function errorHandler(error: FastifyError | ApiError | DomainError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof DomainError) {
    if (error.extra.retry_after) reply.header('retry-after', String(error.extra.retry_after));
    return reply.status(STATUS[error.code]).send({ code: error.code, message: error.message, ...error.extra });
  }
  if (error instanceof ApiError) {
    if (error.extra.retry_after) reply.header('retry-after', String(error.extra.retry_after));
    return reply.status(error.status).send({ code: error.code, message: error.message, ...error.extra });
  }
  if (isUniqueViolation(error)) {
    return reply
      .status(409)
      .send({ code: 'CONFLICT', message: 'Cette demande entre en conflit avec une autre envoyée au même moment : merci de recharger la page.' });
  }
  if (error instanceof ZodError) {
    const e = validationError(error);
    return reply.status(422).send({ code: e.code, message: e.message, ...e.extra });
  }
  const fe = error as FastifyError;
  switch (fe.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return reply.status(400).send({ code: 'INVALID_JSON', message: 'Le corps de la requête n’est pas un JSON valide.' });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return reply
        .status(415)
        .send({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Ce type de contenu n’est pas accepté : envoyez du JSON ou un formulaire multipart.' });
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return reply.status(413).send({ code: 'PAYLOAD_TOO_LARGE', message: 'La requête est trop volumineuse.' });
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return reply.status(413).send({ code: 'PAYLOAD_TOO_LARGE', message: 'Le formulaire contient trop de champs ou de fichiers.' });
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return reply.status(415).send({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Ce formulaire doit être envoyé en multipart/form-data.' });
  }
  if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
    return reply.status(fe.statusCode).send({ code: 'BAD_REQUEST', message: 'La requête n’est pas valide.' });
  }
  request.log.error(error);
  // only where answers are checked (tests, the e2e stack): the test that meets it says which field drifted
  if (error instanceof AnswerMismatch)
    return reply.status(500).send({ code: 'ANSWER_MISMATCH', message: `La réponse de l’API ne suit pas son contrat (${error.message}).` });
  return reply.status(500).send({ code: 'INTERNAL_ERROR', message: formMessages.unknown });
}
