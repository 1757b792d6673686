/** What every page built from data carries besides its own data. */
export interface Crumb {
  label: string;
  /** absent on the last crumb, the current page */
  path?: string;
}

export interface BaseContext {
  crumbs: Crumb[];
}

/**
 * A page's context as Gatsby keeps it: one JSON string. Gatsby hashes,
 * sanitises, compares, stores and reloads every page's context on every build
 * (10 000 products: 10 000 contexts), walking each object key by key; one
 * string per page costs it a fraction of that, and costs the browser one
 * JSON.parse. create-pages packs, templates and the layout unpack.
 */
export interface PackedContext {
  json?: string;
}

export const packContext = (context: object): PackedContext => ({ json: JSON.stringify(context) });

// The layout and the template read the same page's context in the same render.
let last: { json: string; value: unknown } | null = null;

/** Pages made without create-pages (client-only routes, 404) have none. */
export const hasContext = (pageContext: PackedContext | undefined): pageContext is Required<PackedContext> => typeof pageContext?.json === 'string';

/** The context create-pages built for this page. */
export function unpackContext<T extends object>(pageContext: PackedContext | undefined): T {
  if (!hasContext(pageContext)) throw new Error('Cette page n’a pas de contexte : elle n’a pas été créée par create-pages.');
  if (last?.json !== pageContext.json) last = { json: pageContext.json, value: JSON.parse(pageContext.json) };
  return last.value as T;
}
