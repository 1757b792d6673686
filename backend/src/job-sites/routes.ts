import type { FastifyInstance } from 'fastify';
import { jobSiteCreateBody, jobSiteListQuery, jobSiteParams, jobSitePatchBody } from '@trefima/domain/job-sites/requests';
import type { AppDeps } from '../deps';
import { customerIdOf } from '../http/auth';
import { authRequired, route } from '../http/route-options';
import { typed } from '../http/zod-routes';

/**
 * A professional's job sites (chantiers). The session names the customer:
 * there is no customer id in the path, so another customer's site is simply
 * not found (404), never forbidden, which would tell that it exists.
 */
export function jobSiteRoutes(fastify: FastifyInstance, { throttles, services: { jobSites } }: AppDeps) {
  const app = typed(fastify);
  const writes = route(authRequired, throttles.writes);
  const one = { params: jobSiteParams };

  app.get('/chantier', { ...authRequired, schema: { querystring: jobSiteListQuery } }, async (request) => ({
    data: jobSites.list(customerIdOf(request), request.query.archived),
  }));

  app.post('/chantier', { ...writes, schema: { body: jobSiteCreateBody } }, async (request, reply) => {
    reply.status(201);
    return { data: jobSites.create(customerIdOf(request), request.body) };
  });

  app.get('/chantier/:id', { ...authRequired, schema: one }, async (request) => ({
    data: jobSites.get(customerIdOf(request), request.params.id),
  }));

  app.patch('/chantier/:id', { ...writes, schema: { ...one, body: jobSitePatchBody } }, async (request) => ({
    data: jobSites.update(customerIdOf(request), request.params.id, request.body),
  }));

  // archived rather than deleted: orders will name their site (and its address stays in the address book)
  app.delete('/chantier/:id', { ...writes, schema: one }, async (request, reply) => {
    jobSites.archive(customerIdOf(request), request.params.id);
    return reply.status(204).send();
  });
}
