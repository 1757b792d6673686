import type { FastifyInstance } from 'fastify';
import { meshLayoutBody } from '@trefima/domain/mesh-layout/requests';
import type { AppDeps } from '../deps';
import { authOptional, route } from '../http/route-options';
import { typed } from '../http/zod-routes';
import { answerOf, at } from '../http/answers';
import { getMeshPanels, layOutMesh } from '@trefima/domain/mesh-layout/endpoints';

/**
 * The welded-mesh layout tool (/calepinage-treillis), for visitors too: a
 * signed-in customer gets his discount on the price. The layout writes
 * nothing but costs work per call, so it shares the write throttle, as the
 * bar schedule's draft PDF does.
 */
export function meshLayoutRoutes(fastify: FastifyInstance, { throttles, services: { meshLayouts } }: AppDeps) {
  const app = typed(fastify);

  app.get(at(getMeshPanels), { ...authOptional, schema: { response: answerOf(getMeshPanels) } }, async (request) => ({
    data: meshLayouts.panels(request.ctx.plan, request.auth?.customerId ?? null),
  }));

  app.post(at(layOutMesh), { ...route(authOptional, throttles.writes), schema: { body: meshLayoutBody, response: answerOf(layOutMesh) } }, async (request) => ({
    data: meshLayouts.layout(request.body, request.ctx.plan, request.auth?.customerId ?? null),
  }));
}
