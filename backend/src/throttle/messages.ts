import { frenchWait } from '@trefima/domain/i18n/wait';
import { ApiError } from '../http/errors';

/** 429 with the wait in words, in seconds (`retry_after`) and in the Retry-After header (set by the caller or the error handler). */
export function tooMany(ms: number, what = 'Trop de demandes en peu de temps.'): ApiError {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return new ApiError(429, 'TOO_MANY_REQUESTS', `${what} Réessayez dans ${frenchWait(ms)}.`, { retry_after: seconds });
}
