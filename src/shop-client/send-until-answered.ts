import { ShopApiError } from './errors';
import { newRequestKey } from './request-key';

/** Requests whose answer did not come (the network), by what they ask: sent again soon, with the same key. */
const unanswered = new Map<string, { key: string; at: number }>();
const AGAIN_WITHIN_MS = 10 * 60_000;

/**
 * Sends a request that makes or adds something under a key the API makes once: one whose answer was lost on the way
 * (an island's network) may have been made, and the buyer presses again. Asked again within minutes, the same request
 * (`what`: what it asks, and of what: a cart, a quotation, a list) goes with the same key, and is made once, not twice
 * (docs/site.md, « An answer lost on the way »). Answered, done or refused, the next press is a new request.
 */
export async function sendUntilAnswered<T>(what: unknown, send: (key: string) => Promise<T>): Promise<T> {
  const asked = JSON.stringify(what);
  const kept = unanswered.get(asked);
  const key = kept && Date.now() - kept.at < AGAIN_WITHIN_MS ? kept.key : newRequestKey();
  unanswered.delete(asked);
  try {
    return await send(key);
  } catch (e) {
    if (e instanceof ShopApiError && (e.code === 'NETWORK' || e.code === 'TIMEOUT')) unanswered.set(asked, { key, at: Date.now() });
    throw e;
  }
}
