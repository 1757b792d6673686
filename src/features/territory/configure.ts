/**
 * The layout tells the API client which site and default territory the
 * build was made for, before any component calls it; and the territories'
 * targets, so that code outside React knows the visitor's (its clock).
 */
export { configureShop, currentPlanTarget } from '../../shop-client/site-config';
