import type { FastifyInstance } from 'fastify';
import { jobSiteCreateBody, jobSiteListQuery, jobSiteParams, jobSitePatchBody } from '@trefima/domain/job-sites/requests';
import type { AppDeps } from '../deps';
import { customerIdOf } from '../http/auth';
import { authRequired, route } from '../http/route-options';
import { typed } from '../http/zod-routes';
import { noContent } from '../http/download';
import { answerOf, at } from '../http/answers';
import { archiveJobSite, createJobSite, getJobSite, getJobSites, updateJobSite } from '@trefima/domain/job-sites/endpoints';

/**
 * A professional's job sites (chantiers). The session names the customer:
 * there is no customer id in the path, so another customer's site is simply
 * not found (404), never forbidden, which would tell that it exists.
 */
export function jobSiteRoutes(fastify: FastifyInstance, { throttles, services: { jobSites } }: AppDeps) {
  const app = typed(fastify);
  const writes = route(authRequired, throttles.writes);
  const one = { params: jobSiteParams };

  app.get(at(getJobSites), { ...authRequired, schema: { querystring: jobSiteListQuery, response: answerOf(getJobSites) } }, async (request) => ({
    data: jobSites.list(customerIdOf(request), request.query.archived),
  }));

  app.post(at(createJobSite), { ...writes, schema: { body: jobSiteCreateBody, response: answerOf(createJobSite) } }, async (request, reply) => {
    const { site, created } = jobSites.create(customerIdOf(request), request.body);
    if (created) reply.status(201);
    return { data: site };
  });

  app.get(at(getJobSite), { ...authRequired, schema: { ...one, response: answerOf(getJobSite) } }, async (request) => ({
    data: jobSites.get(customerIdOf(request), request.params.id),
  }));

  app.patch(at(updateJobSite), { ...writes, schema: { ...one, body: jobSitePatchBody, response: answerOf(updateJobSite) } }, async (request) => ({
    data: jobSites.update(customerIdOf(request), request.params.id, request.body),
  }));

  // archived rather than deleted: orders will name their site (and its address stays in the address book)
  app.delete(at(archiveJobSite), { ...writes, schema: { ...one, response: answerOf(archiveJobSite) } }, async (request, reply) => {
    jobSites.archive(customerIdOf(request), request.params.id);
    return noContent(reply);
  });
}
