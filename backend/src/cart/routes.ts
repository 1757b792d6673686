import type { FastifyInstance } from 'fastify';
import { cartQuery, cartRemoveBody, cartUpdateBody } from '@trefima/domain/cart/requests';
import { quickOrderBody } from '@trefima/domain/quick-order/requests';
import type { AppDeps } from '../deps';
import { badParam } from '../http/errors';
import { authOptional, route } from '../http/route-options';
import { typed } from '../http/zod-routes';
import { cartCsv, cartCsvName } from './cart-export';
import { territoryOf } from '../orders/checkout';

export function cartRoutes(fastify: FastifyInstance, { config, now, throttles, services: { carts, quickOrders } }: AppDeps) {
  const app = typed(fastify);
  const writes = route(authOptional, throttles.writes);

  app.get('/cart', { ...authOptional, schema: { querystring: cartQuery } }, async (request) => {
    const token = request.query.cart_token;
    if (!token && !request.auth) throw badParam('cart_token', 'est obligatoire sans session');
    const cart = carts.resolve(token, request.auth?.customerId ?? null, { create: true })!;
    return { data: carts.view(cart, request.ctx.plan, config.publicUrl) };
  });

  // the cart as a CSV for Excel, which the quick order reads back (cart/cart-export.ts)
  app.get('/cart/export.csv', { ...authOptional, schema: { querystring: cartQuery } }, async (request, reply) => {
    const token = request.query.cart_token;
    if (!token && !request.auth) throw badParam('cart_token', 'est obligatoire sans session');
    const cart = carts.resolve(token, request.auth?.customerId ?? null, { create: true })!;
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${cartCsvName(now(), territoryOf(request.ctx.plan.target))}"`)
      .header('cache-control', 'private, no-store')
      .send(cartCsv(carts.view(cart, request.ctx.plan, config.publicUrl).cart));
  });

  app.post('/cart/update', { ...writes, schema: { body: cartUpdateBody } }, async (request) => {
    const { elements, complementary_information, cart_token } = request.body;
    const cart = carts.resolve(cart_token, request.auth?.customerId ?? null, { create: true })!;
    carts.update(cart, elements, complementary_information);
    return { data: carts.view(cart, request.ctx.plan, config.publicUrl) };
  });

  // one call for a whole pasted list: every line read, then all in the cart or none (a dry run reads only)
  app.post('/cart/quick-order', { ...writes, schema: { body: quickOrderBody } }, async (request) => ({
    data: quickOrders.order(request.body, request.auth?.customerId ?? null, request.ctx.plan, (cart) => carts.view(cart, request.ctx.plan, config.publicUrl)),
  }));

  app.post('/cart/remove', { ...writes, schema: { body: cartRemoveBody } }, async (request) => {
    const cart = carts.existing(request.body.cart_token, request.auth?.customerId ?? null);
    carts.removeLine(cart, request.body.id);
    return { data: carts.view(cart, request.ctx.plan, config.publicUrl) };
  });
}
