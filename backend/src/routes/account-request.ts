import type { FastifyInstance } from 'fastify';
import { askToCreateForm } from '../../../src/forms/account';
import type { AppDeps } from '../app';
import { ApiError, objectBody, parseInput } from '../http/errors';

/** A professional asks for an account; the back office authorises it with the one-time token it was mailed. */
export function accountRequestRoutes(app: FastifyInstance, deps: AppDeps) {
  const {
    throttles,
    services: { accountRequests },
  } = deps;

  app.post('/customer/ask-to-create', throttles.account, async (request, reply) => {
    accountRequests.ask(parseInput(askToCreateForm, request.body));
    reply.status(201);
    return { data: { message: 'Votre demande a bien été transmise à notre service commercial, qui vous répondra sous 48 heures.' } };
  });

  app.post('/customer/authorize-creation', throttles.writes, async (request, reply) => {
    const token = objectBody(request.body).token;
    if (typeof token !== 'string' || !token)
      throw new ApiError(422, 'VALIDATION_ERROR', 'Le jeton d’autorisation est obligatoire.', {
        errors: { token: 'Le jeton d’autorisation est obligatoire.' },
      });
    const id = accountRequests.authorize(token, request.ctx.plan.id);
    reply.status(201);
    return { data: { message: 'Le compte a été créé et un e-mail a été envoyé au client.', customer_id: id } };
  });
}
