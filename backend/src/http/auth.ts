import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthInfo, Sessions } from '../customers/sessions';
import { ApiError } from './errors';

/**
 * Session tokens, with the real back office's error contract:
 * - an expired but otherwise valid token answers 401 with a fresh token in
 *   `data.token`; the client retries once with it;
 * - a malformed or forged token answers 500 `invalid_token`, a revoked one 500
 *   `blacklisted_token`, a missing one on a call that needs it 500
 *   `token_required`. The 500 status is odd but it is the contract: clients
 *   reset their session on these codes.
 * What a token is worth is decided by its server-side session (customers/sessions.ts).
 */

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthInfo | null;
  }
  interface FastifyContextConfig {
    auth?: 'required' | 'optional';
  }
}

export const tokenRequired = () => new ApiError(500, 'token_required', 'Vous devez être connecté pour accéder à cette page.');

/** The bearer token of a request, or '' without one. */
export function bearer(request: FastifyRequest): string {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
}

export function registerAuth(app: FastifyInstance, sessions: Sessions) {
  app.decorateRequest('auth', null);
  // before the route's schemas (http/zod-routes.ts): a call without its session is answered so, whatever it sent
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const mode = request.routeOptions.config?.auth;
    if (!mode) return;
    const token = bearer(request);
    if (!token) {
      if (mode === 'required') throw tokenRequired();
      return;
    }
    request.auth = sessions.check(token);
  });
}

/** The customer id of a route declared with `auth: 'required'`. */
export function customerIdOf(request: FastifyRequest): number {
  if (!request.auth) throw tokenRequired();
  return request.auth.customerId;
}
