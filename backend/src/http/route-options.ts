import type { RouteShorthandOptions } from 'fastify';

type Hook = NonNullable<RouteShorthandOptions['preHandler']>;

/** Merges route options (auth, throttles): their `config` objects and their preHandler hooks add up instead of replacing each other. */
export function route(...parts: RouteShorthandOptions[]): RouteShorthandOptions {
  const config = Object.assign({}, ...parts.map((p) => p.config ?? {}));
  const preHandler = parts.flatMap((p) => (p.preHandler ? ([] as Hook[]).concat(p.preHandler) : [])) as Hook;
  return { config, ...((preHandler as unknown[]).length ? { preHandler } : {}) };
}

export const authRequired: RouteShorthandOptions = { config: { auth: 'required' } };
export const authOptional: RouteShorthandOptions = { config: { auth: 'optional' } };
