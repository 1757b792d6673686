import type { FastifyInstance } from 'fastify';
import { artisansQuery } from '@trefima/domain/tools/requests';
import { getArtisanClients, getArtisans, getArtisanSuperficies, getArtisanTypes, getConfigurator } from '@trefima/domain/tools/endpoints';
import type { AppDeps } from '../deps';
import { answerOf, at } from '../http/answers';
import { typed } from '../http/zod-routes';
import type { ArtisanFacet } from './tools';

const FACETS = { client: getArtisanClients, type: getArtisanTypes, superficie: getArtisanSuperficies } satisfies Record<ArtisanFacet, unknown>;

export function toolRoutes(fastify: FastifyInstance, { services: { tools } }: AppDeps) {
  const app = typed(fastify);
  // ---- craftsman directory ----
  for (const [facet, endpoint] of Object.entries(FACETS) as [ArtisanFacet, (typeof FACETS)[ArtisanFacet]][]) {
    app.get(at(endpoint), { schema: { response: answerOf(endpoint) } }, async () => ({ data: tools.facet(facet) }));
  }

  /** Filters: client, type, superficie (facet slugs), department (971-973), zipcode prefix. */
  app.get(at(getArtisans), { schema: { querystring: artisansQuery, response: answerOf(getArtisans) } }, async (request) => {
    const { page, perPage, client, type, superficie, department, zipcode } = request.query;
    return { data: tools.artisans({ facets: { client, type, superficie }, department, zipcode }, perPage, (page - 1) * perPage) };
  });

  // ---- roof configurator ----
  app.get(at(getConfigurator), { schema: { response: answerOf(getConfigurator) } }, async (request) => ({
    data: tools.configurator(request.ctx.siteId, request.ctx.plan.id),
  }));
}
