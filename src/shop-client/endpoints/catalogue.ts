import { facets, priceList, product, productExport, productList } from '../../contract/catalogue';
import { endpoint } from '../endpoint';

/* The catalogue (see index.ts). */
export const getProducts = /*#__PURE__*/ endpoint('products', 'GET', '/product', productList);
export const exportProducts = /*#__PURE__*/ endpoint('products.export', 'GET', '/product/export', productExport);
export const getPrices = /*#__PURE__*/ endpoint('products.prices', 'GET', '/product/prices', priceList, { auth: 'optional' });
export const getProduct = /*#__PURE__*/ endpoint('product', 'GET', '/product/{id}', product, { auth: 'optional' });
export const getFacets = /*#__PURE__*/ endpoint('filters', 'GET', '/filters-products', facets);
