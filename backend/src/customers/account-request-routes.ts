import type { FastifyInstance } from 'fastify';
import { askToCreateBody, authorizeCreationBody } from '@trefima/domain/customers/requests';
import type { AppDeps } from '../deps';
import { typed } from '../http/zod-routes';

/** A professional asks for an account; the back office authorises it with the one-time token it was mailed. */
export function accountRequestRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = typed(fastify);
  const {
    throttles,
    services: { accountRequests },
  } = deps;

  app.post('/customer/ask-to-create', { ...throttles.account, schema: { body: askToCreateBody } }, async (request, reply) => {
    accountRequests.ask(request.body);
    reply.status(201);
    return { data: { message: 'Votre demande a bien été transmise à notre service commercial, qui vous répondra sous 48 heures.' } };
  });

  app.post('/customer/authorize-creation', { ...throttles.writes, schema: { body: authorizeCreationBody } }, async (request, reply) => {
    const id = accountRequests.authorize(request.body.token, request.ctx.plan.id);
    reply.status(201);
    return { data: { message: 'Le compte a été créé et un e-mail a été envoyé au client.', customer_id: id } };
  });
}
