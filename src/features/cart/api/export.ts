import type { FileAnswer } from '@trefima/domain/contract/endpoint';
import { shop } from '../../../shop-client/browser';
import { exportCart } from '@trefima/domain/cart/export-endpoints';
import { saveFile } from '../../../lib/save-file';
import { currentCartToken } from './cart-store';

/** The cart as the API writes it for Excel (the customer's with his session, else the stored token's). */
export const fetchCartCsv = (): Promise<FileAnswer> => shop(exportCart, { query: { cart_token: currentCartToken() ?? undefined } });

export const downloadCartCsv = async () => saveFile(await fetchCartCsv());
