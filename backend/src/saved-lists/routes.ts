import type { FastifyInstance } from 'fastify';
import { savedListCartBody, savedListCreateBody, savedListParams, savedListPatchBody } from '@trefima/domain/saved-lists/requests';
import type { AppDeps } from '../deps';
import { customerIdOf } from '../http/auth';
import { authRequired, route } from '../http/route-options';
import { typed } from '../http/zod-routes';
import { noContent } from '../http/download';
import { answerOf, at } from '../http/answers';
import { createSavedList, deleteSavedList, getSavedList, getSavedLists, savedListToCart, updateSavedList } from '@trefima/domain/saved-lists/endpoints';

/**
 * A customer's saved lists (« listes enregistrées »), priced in the request's
 * territory. The session names the customer: another customer's list is
 * not found (404), never forbidden, which would tell that it exists.
 */
export function savedListRoutes(fastify: FastifyInstance, { config, throttles, services: { savedLists, carts } }: AppDeps) {
  const app = typed(fastify);
  const writes = route(authRequired, throttles.writes);
  const one = { params: savedListParams };

  app.get(at(getSavedLists), { ...authRequired, schema: { response: answerOf(getSavedLists) } }, async (request) => ({
    data: savedLists.list(customerIdOf(request)),
  }));

  app.post(at(createSavedList), { ...writes, schema: { body: savedListCreateBody, response: answerOf(createSavedList) } }, async (request, reply) => {
    const { list, created } = savedLists.create(customerIdOf(request), request.body, request.ctx.plan);
    if (created) reply.status(201);
    return { data: list };
  });

  app.get(at(getSavedList), { ...authRequired, schema: { ...one, response: answerOf(getSavedList) } }, async (request) => ({
    data: savedLists.get(customerIdOf(request), request.params.id, request.ctx.plan),
  }));

  app.patch(at(updateSavedList), { ...writes, schema: { ...one, body: savedListPatchBody, response: answerOf(updateSavedList) } }, async (request) => ({
    data: savedLists.update(customerIdOf(request), request.params.id, request.body, request.ctx.plan),
  }));

  app.delete(at(deleteSavedList), { ...writes, schema: { ...one, response: answerOf(deleteSavedList) } }, async (request, reply) => {
    savedLists.delete(customerIdOf(request), request.params.id);
    return noContent(reply);
  });

  // all the list's lines in the cart in one call, at today's prices; those no longer sold here are named;
  // its bar schedules are worked out again, their rows spent first as a schedule's own calls spend them
  app.post(at(savedListToCart), { ...writes, schema: { ...one, body: savedListCartBody, response: answerOf(savedListToCart) } }, async (request) => {
    const { plan } = request.ctx;
    const rows = savedLists.scheduleRows(customerIdOf(request), request.params.id);
    if (rows) await throttles.scheduleRows.spend(request.ip, rows);
    const view = (cart: Parameters<typeof carts.view>[0]) => carts.view(cart, plan, config.publicUrl);
    return { data: savedLists.toCart(customerIdOf(request), request.params.id, request.body, plan, view) };
  });
}
