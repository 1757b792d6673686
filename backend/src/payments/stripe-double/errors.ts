/**
 * The error answers Stripe documents (https://docs.stripe.com/api/errors): the SDK turns their status and `type`
 * into its own classes (401 → StripeAuthenticationError, 400 and 404 → StripeInvalidRequestError), so the shop
 * meets the same errors here as against Stripe.
 */
export interface StripeErrorBody {
  type: 'invalid_request_error' | 'api_error' | 'idempotency_error';
  message: string;
  code?: string;
  param?: string;
  decline_code?: string;
}

export class DoubleApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }
}

/** As Stripe prints a wrong key: its prefix and its last four characters, never the whole key. */
const masked = (key: string) => {
  const prefix = key.match(/^[a-z]+_(test_|live_)?/)?.[0] ?? '';
  return `${prefix}${'*'.repeat(Math.max(0, key.length - prefix.length - 4))}${key.slice(-4)}`;
};

export function unauthorized(key: string | null): DoubleApiError {
  const message = key
    ? `Invalid API Key provided: ${masked(key)}`
    : "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').";
  return new DoubleApiError(401, { type: 'invalid_request_error', message });
}

export function resourceMissing(kind: string, id: string, param = 'id'): DoubleApiError {
  return new DoubleApiError(404, { type: 'invalid_request_error', code: 'resource_missing', param, message: `No such ${kind}: '${id}'` });
}

export function invalidParam(param: string, message: string, code?: string): DoubleApiError {
  return new DoubleApiError(400, { type: 'invalid_request_error', param, message, ...(code ? { code } : {}) });
}

export function missingParam(param: string): DoubleApiError {
  return invalidParam(param, `Missing required param: ${param}.`, 'parameter_missing');
}

export function unknownParam(param: string): DoubleApiError {
  return invalidParam(param, `Received unknown parameter: ${param} (the Stripe double does not support it)`, 'parameter_unknown');
}

export function unknownRoute(method: string, path: string): DoubleApiError {
  return new DoubleApiError(404, {
    type: 'invalid_request_error',
    message: `Unrecognized request URL (${method}: ${path}). The Stripe double speaks only the part of the API the shop uses.`,
  });
}
