import type { FileAnswer } from '../../../shop-client/endpoint';
import { shop } from '../../../shop-client/browser';
import { exportCart } from '../../../shop-client/endpoints/cart-export';
import { currentCartToken } from './actions';

/** The cart as the API writes it for Excel (the customer's with his session, else the stored token's). */
export const fetchCartCsv = (): Promise<FileAnswer> => shop(exportCart, { query: { cart_token: currentCartToken() ?? undefined } });

/** Saves a file the API made under the name it gave: a blob, since the call carries the session token a plain link could not. */
export function saveFile({ blob, name }: FileAnswer) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export const downloadCartCsv = async () => saveFile(await fetchCartCsv());
