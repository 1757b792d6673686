import type { FastifyInstance } from 'fastify';
import { savedListCartBody, savedListCreateBody, savedListParams, savedListPatchBody } from '@trefima/domain/saved-lists/requests';
import type { AppDeps } from '../deps';
import { customerIdOf } from '../http/auth';
import { authRequired, route } from '../http/route-options';
import { typed } from '../http/zod-routes';

/**
 * A customer's saved lists (« listes enregistrées »), priced in the request's
 * territory. The session names the customer: another customer's list is
 * not found (404), never forbidden, which would tell that it exists.
 */
export function savedListRoutes(fastify: FastifyInstance, { config, throttles, services: { savedLists, carts } }: AppDeps) {
  const app = typed(fastify);
  const writes = route(authRequired, throttles.writes);
  const one = { params: savedListParams };

  app.get('/list', { ...authRequired }, async (request) => ({ data: savedLists.list(customerIdOf(request)) }));

  app.post('/list', { ...writes, schema: { body: savedListCreateBody } }, async (request, reply) => {
    reply.status(201);
    return { data: savedLists.create(customerIdOf(request), request.body, request.ctx.plan) };
  });

  app.get('/list/:id', { ...authRequired, schema: one }, async (request) => ({
    data: savedLists.get(customerIdOf(request), request.params.id, request.ctx.plan),
  }));

  app.patch('/list/:id', { ...writes, schema: { ...one, body: savedListPatchBody } }, async (request) => ({
    data: savedLists.update(customerIdOf(request), request.params.id, request.body, request.ctx.plan),
  }));

  app.delete('/list/:id', { ...writes, schema: one }, async (request, reply) => {
    savedLists.delete(customerIdOf(request), request.params.id);
    return reply.status(204).send();
  });

  // all the list's lines in the cart in one call, at today's prices; those no longer sold here are named;
  // its bar schedules are worked out again, their rows spent first as a schedule's own calls spend them
  app.post('/list/:id/cart', { ...writes, schema: { ...one, body: savedListCartBody } }, async (request) => {
    const { plan } = request.ctx;
    const rows = savedLists.scheduleRows(customerIdOf(request), request.params.id);
    if (rows) await throttles.scheduleRows.spend(request.ip, rows);
    const view = (cart: Parameters<typeof carts.view>[0]) => carts.view(cart, plan, config.publicUrl);
    return { data: savedLists.toCart(customerIdOf(request), request.params.id, request.body.cart_token, plan, view) };
  });
}
