import type { CartElement } from '@trefima/domain/contract';
import { convertToQuotation } from '@trefima/domain/quotations/endpoints';
import { shop } from '../../../shop-client/browser';

/**
 * A quotation request for these lines only (the roof configurator's bill, the
 * mesh layout's panels), priced by the API; the cart is left as it is. Apart
 * from actions.ts, which the bar-schedule editor loads with its page: the
 * quotation's answer brings the order's contract, wanted on the click only.
 */
export function requestLinesQuotation(elements: CartElement[], complementaryInformation?: string) {
  return shop(convertToQuotation, { body: { elements, complementary_information: complementaryInformation } });
}
