import { ApiError } from '../http/errors';

/** "30 secondes", "1 minute", "15 minutes", "2 heures": the wait, rounded up, in French. */
export function frenchWait(ms: number): string {
  const s = Math.max(1, Math.ceil(ms / 1000));
  if (s < 60) return `${s} seconde${s > 1 ? 's' : ''}`;
  const min = Math.ceil(s / 60);
  if (min < 60) return `${min} minute${min > 1 ? 's' : ''}`;
  const h = Math.ceil(min / 60);
  return `${h} heure${h > 1 ? 's' : ''}`;
}

/** 429 with the wait in words, in seconds (`retry_after`) and in the Retry-After header (set by the caller or the error handler). */
export function tooMany(ms: number, what = 'Trop de demandes en peu de temps.'): ApiError {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return new ApiError(429, 'TOO_MANY_REQUESTS', `${what} Réessayez dans ${frenchWait(ms)}.`, { retry_after: seconds });
}
