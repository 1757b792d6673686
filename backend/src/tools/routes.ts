import type { FastifyInstance } from 'fastify';
import { artisansQuery } from '@trefima/domain/tools/requests';
import type { AppDeps } from '../deps';
import { typed } from '../http/zod-routes';
import { ARTISAN_FACETS, type ArtisanFacet } from './tools';

export function toolRoutes(fastify: FastifyInstance, { services: { tools } }: AppDeps) {
  const app = typed(fastify);
  // ---- craftsman directory ----
  for (const facet of Object.keys(ARTISAN_FACETS) as ArtisanFacet[]) {
    app.get(`/artisan/${facet}`, async () => ({ data: tools.facet(facet) }));
  }

  /** Filters: client, type, superficie (facet slugs), department (971-973), zipcode prefix. */
  app.get('/artisan', { schema: { querystring: artisansQuery } }, async (request) => {
    const { page, perPage, client, type, superficie, department, zipcode } = request.query;
    return { data: tools.artisans({ facets: { client, type, superficie }, department, zipcode }, perPage, (page - 1) * perPage) };
  });

  // ---- roof configurator ----
  app.get('/configurateur', async (request) => ({ data: tools.configurator(request.ctx.siteId) }));
}
