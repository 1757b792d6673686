import type { FastifyInstance } from 'fastify';
import { carriersQuery, documentParams, documentsQuery, orderBody, quotationBody, reorderBody } from '@trefima/domain/orders/requests';
import { createOrder, getCarriers, getInvoices, getOrder, getOrders, getPayments, reorder } from '@trefima/domain/orders/endpoints';
import { convertToQuotation, getQuotation, getQuotations } from '@trefima/domain/quotations/endpoints';
import type { Endpoint } from '@trefima/domain/contract/endpoint';
import type { AppDeps } from '../deps';
import { answerOf, at } from '../http/answers';
import { authRequired, route } from '../http/route-options';
import { customerIdOf } from '../http/auth';
import { typed } from '../http/zod-routes';

const required = authRequired;
const list = <E extends Endpoint>(endpoint: E) => ({ ...required, schema: { querystring: documentsQuery, response: answerOf(endpoint) } });
const one = <E extends Endpoint>(endpoint: E) => ({ ...required, schema: { params: documentParams, response: answerOf(endpoint) } });
/** Said with a card paid online while the provider is in its test mode (the double of `npm start`, or Stripe's test keys). */
const TEST_MODE = 'Mode démonstration : aucun paiement réel, utilisez une carte de test (4242 4242 4242 4242).';

const offsetOf = ({ page, perPage }: { page: number; perPage: number }) => (page - 1) * perPage;

/** Checkout, orders, quotations and invoices: the work is the services'; these parse and answer. */
export function orderRoutes(fastify: FastifyInstance, { config, throttles, services: { checkout, orders, quotations, reorders, carts, payments } }: AppDeps) {
  const app = typed(fastify);
  const writes = route(authRequired, throttles.writes);

  app.get(at(getCarriers), { schema: { querystring: carriersQuery, response: answerOf(getCarriers) } }, async (request) => ({
    data: checkout.carriers(request.ctx.plan, request.query.lead_time_days ?? 0),
  }));

  app.get(at(getPayments), { schema: { response: answerOf(getPayments) } }, async () => ({
    data: checkout.payments(payments.offered).map(({ id, code, label, description, professional_only, online }) => ({
      id,
      code,
      label,
      description: online && payments.testMode ? `${description} ${TEST_MODE}` : description,
      professional_only: professional_only === 1,
      ...(online && payments.minimumCents ? { minimum_cents: payments.minimumCents } : {}),
    })),
  }));

  app.post(at(createOrder), { ...writes, schema: { body: orderBody, response: answerOf(createOrder) } }, async (request, reply) => {
    const customerId = customerIdOf(request);
    const { order, created } = await throttles.accountMails.around(customerId, orders.placedBefore(customerId, request.body), () =>
      orders.place(customerId, request.body, request.ctx.plan),
    );
    if (created) reply.status(201);
    return { data: order };
  });

  app.get(at(getOrders), list(getOrders), async (request) => ({
    data: orders.list(customerIdOf(request), request.query.perPage, offsetOf(request.query), request.query.job_site, request.query.person),
  }));

  app.get(at(getOrder), one(getOrder), async (request) => ({ data: orders.get(customerIdOf(request), request.params.id) }));

  app.post(at(reorder), { ...writes, schema: { params: documentParams, body: reorderBody, response: answerOf(reorder) } }, async (request) => ({
    data: reorders.reorder(customerIdOf(request), request.params.id, request.body, request.ctx.plan, (cart) =>
      carts.view(cart, request.ctx.plan, config.publicUrl),
    ),
  }));

  app.post(at(convertToQuotation), { ...writes, schema: { body: quotationBody, response: answerOf(convertToQuotation) } }, async (request, reply) => {
    const customerId = customerIdOf(request);
    const { quotation, created } = await throttles.accountMails.around(customerId, quotations.askedBefore(customerId, request.body), () =>
      quotations.request(customerId, request.body, request.ctx.plan),
    );
    if (created) reply.status(201);
    return { data: quotation };
  });

  app.get(at(getQuotations), list(getQuotations), async (request) => ({
    data: quotations.list(customerIdOf(request), request.query.perPage, offsetOf(request.query), request.query.job_site, request.query.person),
  }));

  app.get(at(getQuotation), one(getQuotation), async (request) => ({ data: quotations.get(customerIdOf(request), request.params.id) }));

  app.get(at(getInvoices), list(getInvoices), async (request) => ({
    data: orders.invoices(customerIdOf(request), request.query.perPage, offsetOf(request.query), request.query.job_site, request.query.person),
  }));
}
