import type { FastifyInstance } from 'fastify';
import { orderForm, quotationRequestForm } from '../../../src/forms/checkout';
import type { AppDeps } from '../app';
import { authRequired, route } from '../http/route-options';
import { customerIdOf } from '../http/auth';
import { paging } from '../http/context';
import { parseInput } from '../http/errors';

const required = authRequired;

/** Checkout, orders, quotations and invoices: the work is the services'; these parse and answer. */
export function orderRoutes(app: FastifyInstance, { throttles, services: { checkout, orders, quotations } }: AppDeps) {
  const writes = route(authRequired, throttles.writes);

  app.get('/carrier', async (request) => ({ data: checkout.carriers(request.ctx.plan.id) }));

  app.get('/payment', async () => ({ data: checkout.payments().map((r) => ({ ...r, professional_only: r.professional_only === 1 })) }));

  app.post('/order', writes, async (request, reply) => {
    const input = parseInput(orderForm, request.body);
    const { order, created } = orders.place(customerIdOf(request), input, request.ctx.plan);
    if (created) reply.status(201);
    return { data: order };
  });

  app.get('/order', required, async (request) => {
    const { perPage, offset } = paging(request.query, { perPage: 20 });
    return { data: orders.list(customerIdOf(request), perPage, offset) };
  });

  app.get<{ Params: { id: string } }>('/order/:id', required, async (request) => ({ data: orders.get(customerIdOf(request), request.params.id) }));

  app.post('/cart/convert-to-quotation', writes, async (request, reply) => {
    const input = parseInput(quotationRequestForm, request.body);
    const { quotation, created } = quotations.request(customerIdOf(request), input, request.ctx.plan);
    if (created) reply.status(201);
    return { data: quotation };
  });

  app.get('/quotations', required, async (request) => {
    const { perPage, offset } = paging(request.query, { perPage: 20 });
    return { data: quotations.list(customerIdOf(request), perPage, offset) };
  });

  app.get<{ Params: { id: string } }>('/quotations/:id', required, async (request) => ({ data: quotations.get(customerIdOf(request), request.params.id) }));

  app.get('/invoice', required, async (request) => {
    const { perPage, offset } = paging(request.query, { perPage: 20 });
    return { data: orders.invoices(customerIdOf(request), perPage, offset) };
  });
}
