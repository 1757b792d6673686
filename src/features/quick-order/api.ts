import type { ReferenceSuggestion } from '@trefima/domain/quick-order/contract';
import { shop } from '../../shop-client/browser';
import { getReferences, quickOrder, quickOrderFile } from '@trefima/domain/quick-order/endpoints';
import { ShopApiError } from '../../shop-client/errors';
import { sendUntilAnswered } from '../../shop-client/send-until-answered';
import { currentPlanId } from '../../shop-client/site-config';
import { afterCartAnswer, currentCartToken } from '../cart';
import type { linesOf } from './rows';

/* The quick order's one door to the shop API. */

type Lines = ReturnType<typeof linesOf>;

/** Every line read by the API, nothing put in the cart. */
export const checkLines = async (lines: Lines) => (await shop(quickOrder, { body: { lines, dry_run: true } })).lines;

/**
 * All the lines in the cart in one call, or none (a ShopApiError naming each wrong line); sent again after its answer
 * was lost, they are in the cart once (shop-client/send-until-answered.ts).
 */
export async function linesToCart(lines: Lines, announce: string) {
  const cartToken = currentCartToken();
  const answer = await sendUntilAnswered([cartToken, lines], (key) => shop(quickOrder, { body: { lines, cart_token: cartToken, request_key: key } }));
  if (answer.cart) afterCartAnswer(answer.cart, announce);
  return answer;
}

/** The API's limit on an uploaded file, checked here first to spare the upload. */
export const MAX_FILE_BYTES = 1024 * 1024;

/** A CSV or XLSX read by the API into lines, each with what it found; the cart is untouched. */
export async function readOrderFile(file: File) {
  const body = new FormData();
  body.append('file', file, file.name);
  return (await shop(quickOrderFile, { body })).lines;
}

// the territory's references change rarely: one answer per start typed, for the whole page
const references = new Map<string, ReferenceSuggestion[]>();

/** References of the territory that start with what was typed; the latest request wins (the caller aborts the older). */
export async function fetchReferences(typed: string, signal: AbortSignal): Promise<ReferenceSuggestion[]> {
  const key = `${currentPlanId()}:${typed.trim().toUpperCase()}`;
  const known = references.get(key);
  if (known) return known;
  const found = await shop(getReferences, { query: { q: typed.trim() }, signal });
  references.set(key, found);
  if (references.size > 100) references.delete(references.keys().next().value!);
  return found;
}

/** A refused send's messages per line (`lines.3.reference`), for the rows. */
export const fieldErrorsOf = (e: unknown): Record<string, string> => (e instanceof ShopApiError ? e.fieldErrors : {});
