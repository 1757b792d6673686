/** The v1 contract of the shop API, shared by the site's API client and the reference API's tests. */
export * from './common';
export * from '../site/contract';
export * from '../catalogue/contract';
export * from '../content/contract';
export * from '../customers/contract';
export * from '../cart/contract';
export * from '../orders/contract';
export * from '../tools/contract';
export * from '../bar-schedules/contract';
export * from '../quick-order/contract';
export * from '../job-sites/contract';
export * from '../saved-lists/contract';
export * from '../mesh-layout/contract';
