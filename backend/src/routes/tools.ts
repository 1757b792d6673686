import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app';
import { optionalString, paging } from '../http/context';
import { badParam } from '../http/errors';
import { ARTISAN_FACETS, type ArtisanFacet, type ArtisanFilters } from '../services/tools';

export function toolRoutes(app: FastifyInstance, { services: { tools } }: AppDeps) {
  // ---- craftsman directory ----
  for (const facet of Object.keys(ARTISAN_FACETS) as ArtisanFacet[]) {
    app.get(`/artisan/${facet}`, async () => ({ data: tools.facet(facet) }));
  }

  /** Filters: client, type, superficie (facet slugs), department (971-973), zipcode prefix. */
  app.get('/artisan', async (request) => {
    const { perPage, offset } = paging(request.query, { perPage: 20 });
    const filters: ArtisanFilters = { facets: {} };
    for (const facet of Object.keys(ARTISAN_FACETS) as ArtisanFacet[]) filters.facets[facet] = optionalString(request.query, facet, 100);
    const department = optionalString(request.query, 'department', 3);
    if (department && !/^97[123]$/.test(department)) throw badParam('department', 'doit valoir 971, 972 ou 973');
    filters.department = department;
    const zipcode = optionalString(request.query, 'zipcode', 5);
    if (zipcode && !/^\d{1,5}$/.test(zipcode)) throw badParam('zipcode', 'doit contenir de 1 à 5 chiffres');
    filters.zipcode = zipcode;
    return { data: tools.artisans(filters, perPage, offset) };
  });

  // ---- roof configurator ----
  app.get('/configurateur', async (request) => ({ data: tools.configurator(request.ctx.siteId) }));
}
