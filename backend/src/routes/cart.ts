import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { cartElement } from '../../../src/contract';
import type { AppDeps } from '../app';
import { ApiError, badParam, objectBody, parseInput } from '../http/errors';
import { authOptional, route } from '../http/route-options';

const tokenSchema = z.string().min(8).max(100).optional();
const elementsSchema = z.array(cartElement as unknown as z.ZodType<z.infer<typeof cartElement>>).max(200);

const body = (request: FastifyRequest) => objectBody(request.body);

function cartToken(raw: unknown): string | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  const r = tokenSchema.safeParse(raw);
  if (!r.success) throw badParam('cart_token', 'n’est pas un jeton de panier');
  return r.data;
}

/** `elements` may come as a JSON string (the back office's form encoding) or as an array. */
function parseElements(raw: unknown) {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw new ApiError(422, 'VALIDATION_ERROR', 'La liste des produits n’est pas un JSON valide.', {
        errors: { elements: 'La liste des produits n’est pas un JSON valide.' },
      });
    }
  }
  const r = elementsSchema.safeParse(value);
  if (!r.success) {
    const msg = 'Chaque produit doit avoir un identifiant (element_id) et une quantité entière.';
    throw new ApiError(422, 'VALIDATION_ERROR', value === undefined ? 'La liste des produits est obligatoire.' : msg, { errors: { elements: msg } });
  }
  return r.data;
}

export function cartRoutes(app: FastifyInstance, { config, throttles, services: { carts } }: AppDeps) {
  const optional = authOptional;
  const writes = route(authOptional, throttles.writes);

  app.get('/cart', optional, async (request) => {
    const token = cartToken((request.query as Record<string, unknown>).cart_token);
    if (!token && !request.auth) throw badParam('cart_token', 'est obligatoire sans session');
    const cart = carts.resolve(token, request.auth?.customerId ?? null, { create: true })!;
    return { data: carts.view(cart, request.ctx.plan, config.publicUrl) };
  });

  app.post('/cart/update', writes, async (request) => {
    const b = body(request);
    const complementary = b.complementary_information;
    // Only the complementary information may change, with no element at all.
    const elements = b.elements === undefined && complementary !== undefined ? [] : parseElements(b.elements);
    if (elements.length === 0 && complementary === undefined) {
      throw new ApiError(422, 'VALIDATION_ERROR', 'La liste des produits est vide.', { errors: { elements: 'La liste des produits est vide.' } });
    }
    if (complementary !== undefined && (typeof complementary !== 'string' || complementary.length > 2000)) {
      throw new ApiError(422, 'VALIDATION_ERROR', 'Les informations complémentaires ne doivent pas dépasser 2 000 caractères.', {
        errors: { complementary_information: 'Les informations complémentaires ne doivent pas dépasser 2 000 caractères.' },
      });
    }
    const token = cartToken(b.cart_token);
    const cart = carts.resolve(token, request.auth?.customerId ?? null, { create: true })!;
    carts.update(cart, elements, complementary as string | undefined);
    return { data: carts.view(cart, request.ctx.plan, config.publicUrl) };
  });

  app.post('/cart/remove', writes, async (request) => {
    const b = parseInput(
      z.object({
        cart_token: z.string().min(1, { error: 'Le panier est obligatoire.' }),
        id: z.coerce.number({ error: 'La ligne à retirer est obligatoire.' }).int().positive(),
      }),
      body(request),
    );
    const cart = carts.resolve(b.cart_token, request.auth?.customerId ?? null)!;
    carts.removeLine(cart, b.id);
    return { data: carts.view(cart, request.ctx.plan, config.publicUrl) };
  });
}
