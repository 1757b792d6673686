import { shop } from '../../shop-client/browser';
import { quickOrder } from '../../shop-client/endpoints/quick-order';
import { ShopApiError } from '../../shop-client/errors';
import { afterCartAnswer, currentCartToken } from '../cart/api/actions';
import type { linesOf } from './rows';

/* The quick order's one door to the shop API. */

type Lines = ReturnType<typeof linesOf>;

/** Every line read by the API, nothing put in the cart. */
export const checkLines = async (lines: Lines) => (await shop(quickOrder, { body: { lines, dry_run: true } })).lines;

/** All the lines in the cart in one call, or none (a ShopApiError naming each wrong line). */
export async function linesToCart(lines: Lines, announce: string) {
  const answer = await shop(quickOrder, { body: { lines, cart_token: currentCartToken() } });
  if (answer.cart) afterCartAnswer(answer.cart, announce);
  return answer;
}

/** A refused send's messages per line (`lines.3.reference`), for the rows. */
export const fieldErrorsOf = (e: unknown): Record<string, string> => (e instanceof ShopApiError ? e.fieldErrors : {});
