/** @jest-environment ./src/test-support/jsdom-env.ts */
import { cartResponse } from '@trefima/domain/contract';
import type { TestApi } from '../../../../backend/src/testing';
import { browserApi } from '../../../test-support/browser-api';

/**
 * The cart page's CSV download, through the site's client against the real
 * API: the file the API names, for Excel, and the quick order's upload reads
 * it back into the cart's lines.
 */
let api: TestApi;
let cartApi: typeof import('./export');
let cartStore: typeof import('./cart-store');
let quickOrder: typeof import('../../quick-order/api');

beforeAll(async () => {
  api = await browserApi();
  const nodeForm = await new Response('a=1', { headers: { 'content-type': 'application/x-www-form-urlencoded' } }).formData();
  Object.assign(globalThis, { FormData: nodeForm.constructor });
  [cartApi, cartStore, quickOrder] = await Promise.all([import('./export'), import('./cart-store'), import('../../quick-order/api')]);
});
afterAll(() => api.close());

it('downloads the stored cart as the API writes it, which the quick order reads back into the same lines', async () => {
  const added = (
    await api.post('/cart/quick-order', {
      lines: [
        { reference: 'HA12-12', quantity: 0.5, unit: 't' },
        { reference: 'ST25C-240', quantity: 3 },
      ],
    })
  ).json().data;
  const cart = cartResponse.parse(added.cart);
  cartStore.remember(cart);

  const file = await cartApi.fetchCartCsv();
  expect(file.name).toMatch(/^panier-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = new Uint8Array(await file.blob.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(new TextDecoder().decode(bytes).split('\r\n')[0]).toBe('référence;quantité;unité;désignation;prix unitaire HT;total HT;longueur (m)');

  const { File } = jest.requireActual<typeof import('node:buffer')>('node:buffer');
  const lines = await quickOrder.readOrderFile(new File([bytes], file.name) as unknown as File);
  expect(lines.map((l) => [l.reference, l.asked.amount, l.asked.unit, l.message])).toEqual(cart.cart.list.map((l) => [l.reference, l.quantity, 'piece', null]));
});
