import { createHash } from 'node:crypto';
import { DomainError } from './errors';

/** What a request asked, in one word: the digest kept beside its client's key (forms/request-key.ts). */
export const requestDigest = (asked: unknown): string => createHash('sha256').update(JSON.stringify(asked)).digest('base64url');

/**
 * A key sent again: the same request (its answer lost on the way) is answered as made; another request under the same
 * key is refused, in `words`, rather than answered with the first one's result and lost. A digest kept from before
 * digests were (null) is taken as the same request.
 */
export function assertSameRequest(kept: string | null, digest: string, words: string): void {
  if (kept !== null && kept !== digest) throw new DomainError('REQUEST_KEY_REUSED', words);
}
