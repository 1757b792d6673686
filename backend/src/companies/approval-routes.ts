import type { FastifyInstance } from 'fastify';
import { orderBody } from '@trefima/domain/orders/requests';
import { approvalsQuery, idParams, refusalBody } from '@trefima/domain/companies/requests';
import { approve, getApprovals, refuseApproval, submitForApproval } from '@trefima/domain/companies/endpoints';
import type { AppDeps } from '../deps';
import { customerIdOf } from '../http/auth';
import { authRequired, route } from '../http/route-options';
import { typed } from '../http/zod-routes';
import { answerOf, at } from '../http/answers';

/** Orders held for a company's approval: submitted at checkout, approved or refused from « À approuver ». */
export function approvalRoutes(fastify: FastifyInstance, { throttles, services: { approvals } }: AppDeps) {
  const app = typed(fastify);
  const writes = route(authRequired, throttles.writes);

  app.post(at(submitForApproval), { ...writes, schema: { body: orderBody, response: answerOf(submitForApproval) } }, async (request, reply) => {
    const { approval, created } = approvals.submit(customerIdOf(request), request.body, request.ctx.plan);
    reply.status(created ? 201 : 200);
    return { data: approval };
  });

  app.get(at(getApprovals), { ...authRequired, schema: { querystring: approvalsQuery, response: answerOf(getApprovals) } }, async (request) => ({
    data: approvals.list(customerIdOf(request), request.query.statut),
  }));

  app.post(at(approve), { ...writes, schema: { params: idParams, response: answerOf(approve) } }, async (request, reply) => {
    reply.status(201);
    return { data: await approvals.approve(customerIdOf(request), request.params.id) };
  });

  app.post(at(refuseApproval), { ...writes, schema: { params: idParams, body: refusalBody, response: answerOf(refuseApproval) } }, async (request) => ({
    data: approvals.refuse(customerIdOf(request), request.params.id, request.body.reason),
  }));
}
