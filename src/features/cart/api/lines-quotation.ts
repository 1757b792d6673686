import type { CartElement } from '@trefima/domain/contract';
import { convertToQuotation } from '@trefima/domain/quotations/endpoints';
import { shop } from '../../../shop-client/browser';

/**
 * A quotation request for these lines only (the roof configurator's bill, the
 * mesh layout's panels), priced by the API; the cart is left as it is. Apart
 * from actions.ts, which the bar-schedule editor loads with its page: the
 * quotation's answer brings the order's contract, wanted on the click only.
 * `requestKey` (useRequestKey) names the request: pressed again after its answer was lost, the same quotation comes back.
 */
export function requestLinesQuotation(elements: CartElement[], complementaryInformation: string | undefined, requestKey: string) {
  return shop(convertToQuotation, { body: { elements, complementary_information: complementaryInformation, request_key: requestKey } });
}
