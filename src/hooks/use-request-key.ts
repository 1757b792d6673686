import { useRef } from 'react';
import { newRequestKey } from '../shop-client/request-key';

/**
 * The key of a request that creates something (a quotation of given lines, a new job site), the same while what it
 * asks is the same: pressed again after its answer was lost on the way (an island's network), the request names
 * itself as the one already written, and the API answers what it made the first time instead of making it twice.
 * What it asks changed (`asked`, compared one by one), it is a new request with a new key.
 */
export function useRequestKey(...asked: unknown[]): string {
  const kept = useRef<{ asked: unknown[]; key: string } | null>(null);
  const same = kept.current?.asked.length === asked.length && asked.every((a, i) => Object.is(a, kept.current!.asked[i]));
  if (!same) kept.current = { asked, key: newRequestKey() };
  return kept.current!.key;
}
