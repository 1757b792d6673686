import { facets, priceList, product, productExport, productList, productUnits } from './contract';
import { endpoint } from '../contract/endpoint';
import type { z } from 'zod/mini';
import type { facetsQuery, pricesQuery, productParams, productsQuery, productUnitsQuery } from './requests';

/* The catalogue (every call: src/shop-client/endpoints/index.ts). */
export const getProducts = /*#__PURE__*/ endpoint<typeof productList, { query?: z.input<typeof productsQuery> }>('products', 'GET', '/product', productList);
export const exportProducts = /*#__PURE__*/ endpoint('products.export', 'GET', '/product/export', productExport);
export const getPrices = /*#__PURE__*/ endpoint<typeof priceList, { query: z.input<typeof pricesQuery> }>(
  'products.prices',
  'GET',
  '/product/prices',
  priceList,
  { auth: 'optional' },
);
export const getProduct = /*#__PURE__*/ endpoint<typeof product, { params: z.input<typeof productParams> }>('product', 'GET', '/product/{id}', product, {
  auth: 'optional',
});
export const getFacets = /*#__PURE__*/ endpoint<typeof facets, { query?: z.input<typeof facetsQuery> }>('filters', 'GET', '/filters-products', facets);
/** The buyer's units a product may be ordered in, and what one unit of sale is in each. */
export const getProductUnits = /*#__PURE__*/ endpoint<
  typeof productUnits,
  { params: z.input<typeof productParams>; query?: z.input<typeof productUnitsQuery> }
>('product.units', 'GET', '/product/{id}/units', productUnits);
