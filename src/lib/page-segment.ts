/** A listing's page segment (« _p__2 »): the products' listings' (features/listings/segments.ts), the news' and the careers' (content-segments.ts). */
export const PAGE_RE = /^_p__([1-9]\d{0,4})$/;
