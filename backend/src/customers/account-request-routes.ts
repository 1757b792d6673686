import type { FastifyInstance } from 'fastify';
import { askToCreateBody, authorizeCreationBody } from '@trefima/domain/customers/requests';
import type { AppDeps } from '../deps';
import { typed } from '../http/zod-routes';
import { answerOf, at } from '../http/answers';
import { askToCreate } from '@trefima/domain/customers/endpoints';
import { authorizeCreation } from '@trefima/domain/customers/office-endpoints';

/** A professional asks for an account; the back office authorises it with the one-time token it was mailed. */
export function accountRequestRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = typed(fastify);
  const {
    throttles,
    services: { accountRequests },
  } = deps;

  app.post(at(askToCreate), { ...throttles.account, schema: { body: askToCreateBody, response: answerOf(askToCreate) } }, async (request, reply) => {
    accountRequests.ask(request.body);
    reply.status(201);
    return { data: { message: 'Votre demande a bien été transmise à notre service commercial, qui vous répondra sous 48 heures.' } };
  });

  app.post(
    at(authorizeCreation),
    { ...throttles.writes, schema: { body: authorizeCreationBody, response: answerOf(authorizeCreation) } },
    async (request, reply) => {
      const id = accountRequests.authorize(request.body.token, request.ctx.plan.id);
      reply.status(201);
      return { data: { message: 'Le compte a été créé et un e-mail a été envoyé au client.', customer_id: id } };
    },
  );
}
