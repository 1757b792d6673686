/*
 * Every call of the v1 contract, one module per part of the shop. Each call is
 * its own export, marked pure. Browser code imports the module it needs, not
 * this index: a module's schemas are built when it loads, so a product page
 * that asks for live prices loads the catalogue's schemas, not the checkout's
 * or the forms'. The build and tests take everything from here.
 */
export * from '@trefima/domain/site/endpoints';
export * from '@trefima/domain/catalogue/endpoints';
export * from '@trefima/domain/content/search-endpoints';
export * from '@trefima/domain/content/endpoints';
export * from '@trefima/domain/customers/endpoints';
export * from '@trefima/domain/cart/endpoints';
export * from '@trefima/domain/orders/endpoints';
export * from '@trefima/domain/tools/endpoints';
export * from '@trefima/domain/forms/endpoints';
export * from '@trefima/domain/bar-schedules/endpoints';
export * from '@trefima/domain/bar-schedules/order-endpoints';
export * from '@trefima/domain/bar-schedules/cutting-plan/endpoints';
export * from '@trefima/domain/quick-order/endpoints';
export * from '@trefima/domain/cart/export-endpoints';
export * from '@trefima/domain/job-sites/endpoints';
export * from '@trefima/domain/mesh-layout/endpoints';
export * from '@trefima/domain/saved-lists/endpoints';
export * from '@trefima/domain/quotations/endpoints';
export * from '@trefima/domain/documents/endpoints';
