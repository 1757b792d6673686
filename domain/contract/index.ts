/** The v1 contract of the shop API, shared by the site's API client and the reference API's tests. */
export * from './common';
export * from './site';
export * from './catalogue';
export * from './content';
export * from './customer';
export * from './cart';
export * from './order';
export * from './tools';
export * from './bar-schedules';
export * from './quick-order';
export * from './job-sites';
export * from './saved-lists';
export * from './mesh-layout';
