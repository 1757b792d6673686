import type { ShopSnapshot } from '../snapshot';

/*
 * The snapshot fetched in sourceNodes (plugins/gatsby-source-shop), handed to
 * createPages (gatsby-node.ts) in the same process. Pages are made from page
 * context, never from GraphQL, so products, pages, ranges and careers are not
 * Gatsby nodes: with 10 000 products, creating, digesting, storing, checking
 * for staleness and querying back 10 000 nodes cost seconds on every rebuild
 * for nothing. Gatsby compiles each gatsby-node file into its own bundle, so
 * module state is not shared between them: the process-wide registry is.
 */
const KEY = Symbol.for('trefima.shop-snapshot');
type Holder = { [KEY]?: ShopSnapshot };

export function shareSnapshot(snapshot: ShopSnapshot) {
  (globalThis as Holder)[KEY] = snapshot;
}

export function sharedSnapshot(): ShopSnapshot {
  const snapshot = (globalThis as Holder)[KEY];
  if (!snapshot) throw new Error('Aucune donnée de l’API : gatsby-source-shop doit s’exécuter avant createPages (voir gatsby-config.ts).');
  return snapshot;
}
