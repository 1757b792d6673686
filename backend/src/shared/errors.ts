import type { QuickOrderLine } from '@trefima/domain/contract';
import type { OrderErrorCode } from '@trefima/domain/orders/lifecycle';
import type { QuotationErrorCode } from '@trefima/domain/quotations/lifecycle';
/**
 * What went wrong, in the shop's terms: services throw these and never pick
 * an HTTP status, which http/errors.ts gives each code in one table.
 */
export type DomainCode =
  | 'NOT_FOUND'
  | 'VALIDATION_ERROR'
  | 'INVALID_BODY'
  | 'INVALID_MULTIPART'
  | 'CART_EXPIRED'
  | 'CART_CLOSED'
  | 'CART_ORDERED'
  | 'EMPTY_CART'
  | 'OUT_OF_STOCK'
  | 'TOTALS_CHANGED'
  | 'SCHEDULE_CHANGED'
  | 'LIST_CHANGED'
  | 'SCHEDULE_LOCKED'
  | 'SCHEDULE_NOT_ORDERABLE'
  | 'DELIVERY_TERRITORY'
  | 'EMAIL_TAKEN'
  | 'INVALID_AUTHORIZATION'
  | 'RECAPTCHA_FAILED'
  | 'RECAPTCHA_UNAVAILABLE'
  | QuotationErrorCode
  | 'QUOTATION_LINES'
  | 'QUOTATION_CART'
  | 'REQUEST_KEY_REUSED'
  | OrderErrorCode
  | 'INVOICE_PAID'
  | 'CREDIT_NOTE_REFUNDED'
  | 'PAYMENT_STATE'
  | 'PAYMENT_UNAVAILABLE'
  | 'PAYMENT_NOTIFICATION'
  | 'FORBIDDEN_ROLE'
  | 'APPROVAL_REQUIRED'
  | 'APPROVAL_STATE'
  | 'CREDIT_LIMIT'
  | 'CART_HELD'
  | 'invalid_token'
  | 'blacklisted_token'
  | 'token_expired';

export interface DomainExtra {
  errors?: Record<string, string>;
  data?: { token: string };
  retry_after?: number;
  /** a quick order's lines as read, for the page to show what to correct */
  lines?: QuickOrderLine[];
  /** why a company's order waits for approval (domain/companies/approval.ts), every reason */
  reasons?: { code: string; message: string }[];
  /** the company's credit when an order on account passes it, TTC cents */
  credit?: { limit_cents: number; outstanding_cents: number; available_cents: number };
}

export class DomainError extends Error {
  constructor(
    public code: DomainCode,
    message: string,
    public extra: DomainExtra = {},
  ) {
    super(message);
  }
}

export const missing = (what = 'Cette ressource') => new DomainError('NOT_FOUND', `${what} est introuvable.`);

/** Per-field messages; the first one is the answer's message. */
export const invalid = (errors: Record<string, string>, message = Object.values(errors)[0]) => new DomainError('VALIDATION_ERROR', message, { errors });

export const emailTaken = () => {
  const message = 'Un compte existe déjà avec cette adresse e-mail.';
  return new DomainError('EMAIL_TAKEN', message, { errors: { email: message } });
};

export const notAnObject = () => new DomainError('INVALID_BODY', 'Le corps de la requête doit être un objet JSON.');

/** A request body that must be a JSON object (or absent): an array, a string or a number is the caller's mistake. */
export function objectBody(body: unknown): Record<string, unknown> {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw notAnObject();
  return body as Record<string, unknown>;
}
