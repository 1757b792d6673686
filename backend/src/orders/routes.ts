import type { FastifyInstance } from 'fastify';
import { documentParams, documentsQuery, orderBody, quotationBody, reorderBody } from '@trefima/domain/orders/requests';
import type { AppDeps } from '../deps';
import { authRequired, route } from '../http/route-options';
import { customerIdOf } from '../http/auth';
import { typed } from '../http/zod-routes';

const required = authRequired;
const list = { ...required, schema: { querystring: documentsQuery } };
const one = { ...required, schema: { params: documentParams } };
const offsetOf = ({ page, perPage }: { page: number; perPage: number }) => (page - 1) * perPage;

/** Checkout, orders, quotations and invoices: the work is the services'; these parse and answer. */
export function orderRoutes(fastify: FastifyInstance, { config, throttles, services: { checkout, orders, quotations, reorders, carts } }: AppDeps) {
  const app = typed(fastify);
  const writes = route(authRequired, throttles.writes);

  app.get('/carrier', async (request) => ({ data: checkout.carriers(request.ctx.plan) }));

  app.get('/payment', async () => ({ data: checkout.payments().map((r) => ({ ...r, professional_only: r.professional_only === 1 })) }));

  app.post('/order', { ...writes, schema: { body: orderBody } }, async (request, reply) => {
    const { order, created } = await orders.place(customerIdOf(request), request.body, request.ctx.plan);
    if (created) reply.status(201);
    return { data: order };
  });

  app.get('/order', list, async (request) => ({
    data: orders.list(customerIdOf(request), request.query.perPage, offsetOf(request.query), request.query.job_site),
  }));

  app.get('/order/:id', one, async (request) => ({ data: orders.get(customerIdOf(request), request.params.id) }));

  app.post('/order/:id/reorder', { ...writes, schema: { params: documentParams, body: reorderBody } }, async (request) => ({
    data: reorders.reorder(customerIdOf(request), request.params.id, request.body.cart_token, request.ctx.plan, (cart) =>
      carts.view(cart, request.ctx.plan, config.publicUrl),
    ),
  }));

  app.post('/cart/convert-to-quotation', { ...writes, schema: { body: quotationBody } }, async (request, reply) => {
    const { quotation, created } = quotations.request(customerIdOf(request), request.body, request.ctx.plan);
    if (created) reply.status(201);
    return { data: quotation };
  });

  app.get('/quotations', list, async (request) => ({
    data: quotations.list(customerIdOf(request), request.query.perPage, offsetOf(request.query), request.query.job_site),
  }));

  app.get('/quotations/:id', one, async (request) => ({ data: quotations.get(customerIdOf(request), request.params.id) }));

  app.get('/invoice', list, async (request) => ({
    data: orders.invoices(customerIdOf(request), request.query.perPage, offsetOf(request.query), request.query.job_site),
  }));
}
