import useSWR from 'swr';
import { shop } from '../../../shop-client/browser';
import { getProductUnits } from '@trefima/domain/catalogue/endpoints';

/** The buyer's units a cart line's product takes (for sheets, at the line's length), as the API converts them. */
export const useProductUnits = (elementId: number, lengthM: number | null) =>
  useSWR(
    ['product-units', elementId, lengthM],
    () => shop(getProductUnits, { params: { id: elementId }, query: lengthM === null ? {} : { length: String(lengthM) } }),
    { revalidateOnFocus: false },
  );
