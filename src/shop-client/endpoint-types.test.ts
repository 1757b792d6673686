import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { ShopClient } from './client';
import { getCarriers, getPage, getPrices, getProduct, getProducts, login, search, updateAddress, updateCart } from './endpoints';

/**
 * What a call takes is checked by the compiler: the lines marked
 * `@ts-expect-error` must stay errors, so `tsc` fails here if the endpoints
 * lose the types of their requests. Jest only sees that the file loads.
 */
export function calls(shop: ShopClient) {
  return [
    shop(getProducts),
    shop(getProducts, { query: { page: 2, perPage: 12, orderBy: 'price_asc', price: { min: 100 }, caracteristics: { brand: ['Trefima'] } } }),
    shop(getPrices, { query: { ids: '1,2,3' } }),
    shop(getProduct, { params: { id: 'barre-ha' } }),
    shop(getPage, { params: { slug: 'conseils/pose' } }),
    shop(updateCart, { body: { cart_token: null, elements: [{ element_id: 1, quantity: 2 }] } }),
    shop(updateAddress, { params: { customerId: 1, addressId: 2 }, body: { city: 'Fort-de-France' } }),
    shop(search, { query: { type: 'Full', text: 'tôle' }, signal: new AbortController().signal }),

    // @ts-expect-error a query key the call does not take
    shop(getProducts, { query: { pages: 2 } }),
    // @ts-expect-error a query value of the wrong kind
    shop(getProducts, { query: { orderBy: 'cheapest' } }),
    // @ts-expect-error a body of the wrong shape
    shop(updateCart, { body: { elements: [{ element_id: 1 }] } }),
    // @ts-expect-error a body missing what the form requires
    shop(login, { body: { password: 'secret' } }),
    // @ts-expect-error the path parameter left out
    shop(getProduct),
    // @ts-expect-error a required query left out
    shop(getPrices, {}),
    // @ts-expect-error a body on a call that takes none
    shop(getCarriers, { body: {} }),
    // @ts-expect-error the search's type is Suggest or Full
    shop(search, { query: { type: 'All', text: 'tôle' } }),
  ];
}

it('is checked by the compiler (tsc), not at run time', () => {
  expect(typeof calls).toBe('function');
});

/** The site's code, tests aside (the contract is domain/'s). */
function siteSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return siteSources(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

it('takes only the types of the request schemas, which the pages must not load', () => {
  const src = join(__dirname, '..');
  // each domain's requests.ts, and what they are made of (the query readers, the calcul's)
  const requests = /^import (?!type )[^;]*from '@trefima\/domain\/([a-z-]+\/requests|contract\/query|bar-schedules\/calcul-contract)'/m;
  expect(requests.test("import { z } from 'zod';\nimport { cartBody } from '@trefima/domain/cart/requests';")).toBe(true);
  const loading = siteSources(src).filter((path) => requests.test(readFileSync(path, 'utf8')));
  expect(loading.map((path) => relative(src, path))).toEqual([]);
});
