import type { GatsbyNode } from 'gatsby';
import { layoutOf } from '../../src/build/layout-data';
import { fetchSnapshot } from '../../src/build/snapshot';
import { ShopApiError } from '../../src/shop-client/errors';

/**
 * Sources the shop API through the site's own API client, which checks every
 * answer against the contract and names the call and URL when one fails.
 * (gatsby-source-custom-api fetches without either, so it falls short here.)
 *
 * Each entity becomes a node holding its JSON: pages are built from page
 * context in createPages, and a node's content digest tells Gatsby which
 * pages a content change touches.
 */
const TYPES = {
  products: 'ShopProduct',
  pages: 'ShopPage',
  gammes: 'ShopGamme',
  careers: 'ShopCareer',
} as const;

export const sourceNodes: GatsbyNode['sourceNodes'] = async ({ actions, createNodeId, createContentDigest, reporter }) => {
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
  const node = (type: string, key: string, value: unknown, extra: Record<string, unknown> = {}) => {
    const json = JSON.stringify(value);
    actions.createNode({
      id: createNodeId(`${type}-${key}`),
      key,
      json,
      ...extra,
      internal: { type, contentDigest: createContentDigest(json) },
    });
  };
  for (const [field, type] of Object.entries(TYPES)) {
    for (const item of snapshot[field as keyof typeof TYPES]) node(type, item.slug, item);
  }
  const { products, pages, gammes, careers, ...rest } = snapshot;
  node('ShopMeta', 'meta', rest);
  node('ShopLayout', 'layout', layoutOf(snapshot, siteUrl));
  reporter.info(
    `API ${apiUrl} : ${products.length} produits, ${pages.length} pages, ${gammes.length} gammes, ${careers.length} offres en ${Date.now() - started} ms`,
  );
};

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  const types = [...Object.values(TYPES), 'ShopMeta', 'ShopLayout'];
  actions.createTypes(types.map((t) => `type ${t} implements Node @dontInfer { key: String!, json: String! }`).join('\n'));
};
