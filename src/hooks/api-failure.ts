import { formMessages } from '@trefima/domain/forms/messages';
import { ShopApiError } from '../shop-client/errors';

export interface ApiFailure {
  /** the form's alert: the API's French message (a 429's says when to retry), or ours when nothing readable came back */
  alert: string;
  /** the API's per-field messages (422), to put on the fields */
  fields: Record<string, string>;
  /** the API's code (OUT_OF_STOCK, DELIVERY_TERRITORY…), for what the page offers to do next; null without an answer */
  code: string | null;
}

/**
 * What a form shows when its send failed. Only the messages change: the
 * values typed stay, and the button is usable again once the send is over
 * (a throttled sign-in is not locked here: the API says when to retry).
 */
export function apiFailure(e: unknown): ApiFailure {
  if (e instanceof ShopApiError) return { alert: e.message, fields: e.fieldErrors, code: e.code };
  return { alert: formMessages.unknown, fields: {}, code: null };
}
