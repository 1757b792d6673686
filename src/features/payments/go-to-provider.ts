import type { CardPaymentState } from '@trefima/domain/payments/contract';
import { leaveFor } from './leave-for';

/**
 * Sends the browser to the provider's hosted page. The URL is the API's, but
 * it is still checked to be a web address: anything else (a `javascript:`
 * URL) is not followed. False when there is no page to go to (the payment
 * settled meanwhile): the caller shows the state instead.
 */
export function goToProvider(state: CardPaymentState): boolean {
  const url = state.redirect_url;
  if (!url) return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  leaveFor(parsed.href);
  return true;
}
