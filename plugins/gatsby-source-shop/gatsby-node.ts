import { createHash } from 'node:crypto';
import type { GatsbyNode } from 'gatsby';
import { layoutOf } from '../../src/build/layout-data';
import { fetchSnapshot } from '../../src/build/snapshot';
import { shareSnapshot } from '../../src/build/snapshot-store';
import { ShopApiError } from '../../src/shop-client/errors';

/**
 * Sources the shop API through the site's own API client, which checks every
 * answer against the contract and names the call and URL when one fails.
 * (gatsby-source-custom-api fetches without either, so it falls short here.)
 *
 * Pages are made from page context in createPages, which gets the snapshot
 * through src/build/snapshot-store.ts. Two nodes remain: the layout (header,
 * menus, footer), read by a static query on every page, and the catalogue's
 * digest, so that `gatsby develop` sees a content change as a node change.
 */
export const sourceNodes: GatsbyNode['sourceNodes'] = async ({ actions, createNodeId, reporter }) => {
  const apiUrl = process.env.SHOP_API_URL ?? 'http://127.0.0.1:4000/api/v1';
  const siteUrl = process.env.SITE_URL ?? 'http://localhost:9000';
  const started = Date.now();
  let snapshot;
  try {
    snapshot = await fetchSnapshot({ apiUrl, siteUrl });
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
