import type { FastifyInstance } from 'fastify';
import { documentParams } from '@trefima/domain/orders/requests';
import { getInvoicePayment, getOrderPayment, giveUpOrder, payInvoice, payOrder, paymentNotification } from '@trefima/domain/payments/endpoints';
import type { AppDeps } from '../deps';
import { answerOf, at } from '../http/answers';
import { customerIdOf } from '../http/auth';
import { authRequired, route } from '../http/route-options';
import { typed } from '../http/zod-routes';
import { every } from '../shared/every';

/** An order's or an invoice's card payment: its state, its page, and the provider's notifications. The work is payments.ts's. */
export function paymentRoutes(fastify: FastifyInstance, { config, throttles, services: { payments } }: AppDeps) {
  const app = typed(fastify);

  app.get(at(getOrderPayment), { ...authRequired, schema: { params: documentParams, response: answerOf(getOrderPayment) } }, async (request) => ({
    data: await payments.state(customerIdOf(request), request.params.id),
  }));

  app.post(at(payOrder), { ...route(authRequired, throttles.writes), schema: { params: documentParams, response: answerOf(payOrder) } }, async (request) => ({
    data: await payments.pay(customerIdOf(request), request.params.id),
  }));

  app.post(
    at(giveUpOrder),
    { ...route(authRequired, throttles.writes), schema: { params: documentParams, response: answerOf(giveUpOrder) } },
    async (request) => ({ data: await payments.giveUp(customerIdOf(request), request.params.id) }),
  );

  app.get(at(getInvoicePayment), { ...authRequired, schema: { params: documentParams, response: answerOf(getInvoicePayment) } }, async (request) => ({
    data: await payments.invoiceState(customerIdOf(request), request.params.id),
  }));

  app.post(
    at(payInvoice),
    { ...route(authRequired, throttles.writes), schema: { params: documentParams, response: answerOf(payInvoice) } },
    async (request) => ({ data: await payments.payInvoice(customerIdOf(request), request.params.id) }),
  );

  // the signature is over the body's exact bytes: they are kept as received, parsed only once verified
  fastify.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_request, body, done) => done(null, body));
    scope.post<{ Body: Buffer | undefined }>(
      at(paymentNotification),
      // the provider calls without the site's parameters
      { ...route(throttles.notifications, { config: { noContext: true } }), schema: { response: answerOf(paymentNotification) } },
      async (request) => {
        await payments.notify(Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0), request.headers);
        return { data: { received: true } };
      },
    );
  });

  if (payments.offered) {
    every(fastify, config.payments.sweepMs, 'payment sweep', (signal) => payments.sweep(signal));
  }
}
