import type { RouteShorthandOptions } from 'fastify';

type Hook = NonNullable<RouteShorthandOptions['preHandler']>;
type Check = NonNullable<RouteShorthandOptions['preValidation']>;

/**
 * Merges route options (auth, throttles): their `config` objects and their
 * hooks add up instead of replacing each other. Checks of who may call run
 * as preValidation hooks, before the route's schemas: a caller without the
 * right gets that answer whatever he sent.
 */
export function route(...parts: RouteShorthandOptions[]): RouteShorthandOptions {
  const config = Object.assign({}, ...parts.map((p) => p.config ?? {}));
  const preValidation = parts.flatMap((p) => (p.preValidation ? ([] as Check[]).concat(p.preValidation) : [])) as Check;
  const preHandler = parts.flatMap((p) => (p.preHandler ? ([] as Hook[]).concat(p.preHandler) : [])) as Hook;
  return {
    config,
    ...((preValidation as unknown[]).length ? { preValidation } : {}),
    ...((preHandler as unknown[]).length ? { preHandler } : {}),
  };
}

export const authRequired: RouteShorthandOptions = { config: { auth: 'required' } };
export const authOptional: RouteShorthandOptions = { config: { auth: 'optional' } };
