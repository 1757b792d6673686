import type { FastifyInstance } from 'fastify';
import { cartQuery, cartRemoveBody, cartUpdateBody } from '@trefima/domain/cart/requests';
import { quickOrderBody } from '@trefima/domain/quick-order/requests';
import { getCart, removeFromCart, updateCart } from '@trefima/domain/cart/endpoints';
import { exportCart } from '@trefima/domain/cart/export-endpoints';
import { quickOrder } from '@trefima/domain/quick-order/endpoints';
import type { AppDeps } from '../deps';
import { answerOf, at } from '../http/answers';
import { download } from '../http/download';
import { badParam } from '../http/errors';
import { authOptional, route } from '../http/route-options';
import { typed } from '../http/zod-routes';
import { cartCsv, cartCsvName } from './cart-export';
import { territoryOf } from '../orders/checkout';
import { every } from '../shared/every';
import { sweepAbandonedCarts } from './abandoned-carts';

const HOUR = 60 * 60 * 1000;

export function cartRoutes(fastify: FastifyInstance, { config, db, now, throttles, services: { carts, quickOrders } }: AppDeps) {
  const app = typed(fastify);
  const writes = route(authOptional, throttles.writes);
  // the visitors' carts left to expire, each hour (abandoned-carts.ts)
  every(fastify, HOUR, 'paniers anonymes expirés', (signal) => sweepAbandonedCarts(db, now(), signal).then(() => undefined));

  app.get(at(getCart), { ...authOptional, schema: { querystring: cartQuery, response: answerOf(getCart) } }, async (request) => {
    const token = request.query.cart_token;
    if (!token && !request.auth) throw badParam('cart_token', 'est obligatoire sans session');
    const cart = carts.current(token, request.auth?.customerId ?? null, { create: true })!;
    return { data: carts.view(cart, request.ctx.plan, config.publicUrl) };
  });

  // the cart as a CSV for Excel, which the quick order reads back (cart/cart-export.ts)
  app.get(at(exportCart), { ...authOptional, schema: { querystring: cartQuery, response: answerOf(exportCart) } }, async (request, reply) => {
    const token = request.query.cart_token;
    if (!token && !request.auth) throw badParam('cart_token', 'est obligatoire sans session');
    const cart = carts.current(token, request.auth?.customerId ?? null, { create: true })!;
    const csv = cartCsv(carts.view(cart, request.ctx.plan, config.publicUrl).cart);
    return download(reply, 'text/csv; charset=utf-8', cartCsvName(now(), territoryOf(request.ctx.plan.target)), csv);
  });

  app.post(at(updateCart), { ...writes, schema: { body: cartUpdateBody, response: answerOf(updateCart) } }, async (request) => {
    const { elements, complementary_information, cart_token, request_key } = request.body;
    const cart = carts.change(cart_token, request.auth?.customerId ?? null, elements, complementary_information, request_key);
    return { data: carts.view(cart, request.ctx.plan, config.publicUrl) };
  });

  // one call for a whole pasted list: every line read, then all in the cart or none (a dry run reads only)
  app.post(at(quickOrder), { ...writes, schema: { body: quickOrderBody, response: answerOf(quickOrder) } }, async (request) => ({
    data: quickOrders.order(request.body, request.auth?.customerId ?? null, request.ctx.plan, (cart) => carts.view(cart, request.ctx.plan, config.publicUrl)),
  }));

  app.post(at(removeFromCart), { ...writes, schema: { body: cartRemoveBody, response: answerOf(removeFromCart) } }, async (request) => {
    const cart = carts.existing(request.body.cart_token, request.auth?.customerId ?? null);
    carts.removeLine(cart, request.body.id);
    return { data: carts.view(cart, request.ctx.plan, config.publicUrl) };
  });
}
