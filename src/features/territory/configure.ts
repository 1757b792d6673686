/**
 * The layout tells the API client which site and default territory the
 * build was made for, before any component calls it.
 */
export { configureShop } from '../../shop-client/site-config';
