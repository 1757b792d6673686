import { createHash } from 'node:crypto';
import type { GatsbyNode } from 'gatsby';
import { layoutOf } from '../../src/build/layout-data';
import { fetchSnapshot, type ShopSnapshot } from '../../src/build/snapshot';
import { shareSnapshot } from '../../src/build/gatsby/snapshot-store';
import { ShopApiError } from '../../src/shop-client/errors';

/**
 * Sources the shop API through the site's own API client, which checks every
 * answer against the contract and names the call and URL when one fails.
 * (gatsby-source-custom-api fetches without either, so it falls short here.)
 *
 * Pages are made from page context in createPages, which gets the snapshot
 * through src/build/gatsby/snapshot-store.ts. Two nodes remain: the layout (header,
 * menus, footer), read by a static query on every page, and the catalogue's
 * digest, so that `gatsby develop` sees a content change as a node change.
 */
const source = () => ({ apiUrl: process.env.SHOP_API_URL ?? 'http://127.0.0.1:4000/api/v1', siteUrl: process.env.SITE_URL ?? 'http://localhost:9000' });

let early: { at: number; snapshot: Promise<ShopSnapshot> } | null = null;

/**
 * The API starts on the export as soon as the plugins are loaded: it builds
 * it while Gatsby prepares its cache, functions and schema (about a second of
 * a 10 000-product rebuild). sourceNodes reports a failure.
 */
export const onPreInit: GatsbyNode['onPreInit'] = () => {
  early = { at: Date.now(), snapshot: fetchSnapshot(source()) };
  early.snapshot.catch(() => {});
};

export const sourceNodes: GatsbyNode['sourceNodes'] = async ({ actions, createNodeId, reporter }) => {
  const { apiUrl, siteUrl } = source();
  // only the first sourcing of a process uses it: a refresh in `gatsby develop` asks afresh
  const { at: started, snapshot: pending } = early ?? { at: Date.now(), snapshot: fetchSnapshot({ apiUrl, siteUrl }) };
  early = null;
  let snapshot;
  try {
    snapshot = await pending;
  } catch (error) {
    const why = error instanceof ShopApiError ? error.describe() : String(error);
    reporter.panic(`La construction du site s’arrête : l’API ${apiUrl} ne répond pas comme prévu. ${why}`);
    return;
  }
  shareSnapshot(snapshot);
  const node = (type: string, json: string) =>
    actions.createNode({
      id: createNodeId(type),
      json,
      internal: { type, contentDigest: createHash('md5').update(json).digest('hex') },
    });
  node('ShopLayout', JSON.stringify(layoutOf(snapshot, siteUrl)));
  node('ShopCatalogue', JSON.stringify({ digest: createHash('md5').update(JSON.stringify(snapshot)).digest('hex') }));
  const { products, pages, gammes, careers } = snapshot;
  reporter.info(
    `API ${apiUrl} : ${products.length} produits, ${pages.length} pages, ${gammes.length} gammes, ${careers.length} offres en ${Date.now() - started} ms`,
  );
};

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(['ShopLayout', 'ShopCatalogue'].map((t) => `type ${t} implements Node @dontInfer { json: String! }`).join('\n'));
};
