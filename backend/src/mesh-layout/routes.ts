import type { FastifyInstance } from 'fastify';
import { meshLayoutBody } from '@trefima/domain/mesh-layout/requests';
import type { AppDeps } from '../deps';
import { authOptional, route } from '../http/route-options';
import { typed } from '../http/zod-routes';

/**
 * The welded-mesh layout tool (/calepinage-treillis), for visitors too: a
 * signed-in customer gets his discount on the price. The layout writes
 * nothing but costs work per call, so it shares the write throttle, as the
 * bar schedule's draft PDF does.
 */
export function meshLayoutRoutes(fastify: FastifyInstance, { throttles, services: { meshLayouts } }: AppDeps) {
  const app = typed(fastify);

  app.get('/treillis/panneaux', { ...authOptional }, async (request) => ({
    data: meshLayouts.panels(request.ctx.plan, request.auth?.customerId ?? null),
  }));

  app.post('/treillis/calepinage', { ...route(authOptional, throttles.writes), schema: { body: meshLayoutBody } }, async (request) => ({
    data: meshLayouts.layout(request.body, request.ctx.plan, request.auth?.customerId ?? null),
  }));
}
