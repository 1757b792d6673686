import useSWR from 'swr';
import type { MeshLayoutAnswer, MeshPanelOffer } from '@trefima/domain/mesh-layout/contract';
import type { MeshLayoutBody } from '@trefima/domain/mesh-layout/requests';
import { shop } from '../../shop-client/browser';
import { ShopApiError } from '../../shop-client/errors';
import { getMeshPanels, layOutMesh } from '@trefima/domain/mesh-layout/endpoints';
import { useSession } from '../session';
import { useTerritory } from '../territory';
import { fieldOf } from './form';
import { loadedOnUse } from '../../lib/loaded-on-use';

/*
 * The layout tool's one door to the shop API. The panels' prices depend on
 * the territory and on the customer (his discount): both are in the key.
 */

export function useMeshPanels() {
  const { planId } = useTerritory();
  const { customer } = useSession();
  return useSWR(['mesh-panels', planId, customer?.customer_id ?? null], () => shop(getMeshPanels), { revalidateOnFocus: false, keepPreviousData: true });
}

/** The API's layout of a slab; a refusal as a ShopApiError whose messages are on the form's fields. */
export async function computeLayout(body: MeshLayoutBody): Promise<MeshLayoutAnswer> {
  try {
    return await shop(layOutMesh, { body });
  } catch (e) {
    if (!(e instanceof ShopApiError) || Object.keys(e.fieldErrors).length === 0) throw e;
    const fields: Record<string, string> = {};
    const unplaced: string[] = [];
    for (const [apiField, message] of Object.entries(e.fieldErrors)) {
      const field = fieldOf(apiField);
      if (field && !(field in fields)) fields[field] = message;
      else if (!field && message !== e.message) unplaced.push(message);
    }
    throw new ShopApiError(e.status, e.code, [e.message, ...unplaced].join(' '), e.call, e.url, fields);
  }
}

/**
 * The layout's count of panels added to the cart (the cart's code loads on the first click), said by the layout's own
 * status, not the header's too; sent again after its answer was lost, in the cart once.
 */
export async function addPanelsToCart(panel: MeshPanelOffer, count: number) {
  const { addAllToCart } = await loadedOnUse(() => import('../cart/api/actions'));
  return addAllToCart([{ element_id: panel.element_id, quantity: count, length: null }]);
}

/** A quotation request for these panels alone, the layout in its note; the cart is left as it is. Needs a session. */
export async function requestPanelsQuotation(panel: MeshPanelOffer, count: number, note: string, requestKey: string) {
  const { requestLinesQuotation } = await loadedOnUse(() => import('../cart/api/lines-quotation'));
  return requestLinesQuotation([{ element_id: panel.element_id, quantity: count, length: null }], note, requestKey);
}

export { hasSessionToken } from '../session';
