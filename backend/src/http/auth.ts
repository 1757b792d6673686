import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import jwt from 'jsonwebtoken';
import type { Config } from '../config';
import type { Db } from '../db';
import { ApiError } from './errors';

/**
 * Session tokens, with the real back office's error contract:
 * - an expired but otherwise valid token answers 401 with a fresh token in
 *   `data.token`; the client retries once with it;
 * - a malformed or forged token answers 500 `invalid_token`, a revoked one 500
 *   `blacklisted_token`, a missing one on a call that needs it 500
 *   `token_required`. The 500 status is odd but it is the contract: clients
 *   reset their session on these codes.
 */
export interface AuthInfo {
  customerId: number;
  jti: string;
  exp: number;
  token: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthInfo | null;
  }
  interface FastifyContextConfig {
    auth?: 'required' | 'optional';
  }
}

interface Claims {
  sub: string;
  jti: string;
  iat: number;
  exp: number;
}

export class Tokens {
  private revoked;
  private revoke_;
  private customerExists;

  constructor(
    private db: Db,
    private config: Config,
    private now: () => number,
  ) {
    this.revoked = db.prepare('SELECT 1 FROM revoked_token WHERE jti = ?').pluck();
    this.revoke_ = db.prepare('INSERT OR IGNORE INTO revoked_token (jti, expires_at) VALUES (?, ?)');
    this.customerExists = db.prepare('SELECT 1 FROM customer WHERE id = ?').pluck();
  }

  issue(customerId: number): string {
    const iat = Math.floor(this.now() / 1000);
    const claims: Claims = { sub: String(customerId), jti: randomUUID(), iat, exp: iat + this.config.jwtTtlSeconds };
    return jwt.sign(claims, this.config.jwtSecret, { algorithm: 'HS256' });
  }

  revoke(auth: AuthInfo) {
    this.revoke_.run(auth.jti, auth.exp + this.config.refreshWindowSeconds);
  }

  /** Returns the session or throws the contract's error for a bad token. */
  check(token: string): AuthInfo {
    let claims: Claims;
    try {
      claims = jwt.verify(token, this.config.jwtSecret, { algorithms: ['HS256'], ignoreExpiration: true }) as Claims;
    } catch {
      throw new ApiError(500, 'invalid_token', 'Votre session n’est pas valide, merci de vous reconnecter.');
    }
    if (typeof claims.sub !== 'string' || typeof claims.jti !== 'string' || typeof claims.exp !== 'number') {
      throw new ApiError(500, 'invalid_token', 'Votre session n’est pas valide, merci de vous reconnecter.');
    }
    if (this.revoked.get(claims.jti)) {
      throw new ApiError(500, 'blacklisted_token', 'Cette session a été fermée, merci de vous reconnecter.');
    }
    const customerId = Number(claims.sub);
    if (!this.customerExists.get(customerId)) {
      throw new ApiError(500, 'invalid_token', 'Votre session n’est pas valide, merci de vous reconnecter.');
    }
    const nowS = Math.floor(this.now() / 1000);
    if (claims.exp <= nowS) {
      if (nowS - claims.exp > this.config.refreshWindowSeconds) {
        throw new ApiError(500, 'invalid_token', 'Votre session a expiré, merci de vous reconnecter.');
      }
      throw new ApiError(401, 'token_expired', 'Votre session a expiré ; elle a été renouvelée.', {
        data: { token: this.issue(customerId) },
      });
    }
    return { customerId, jti: claims.jti, exp: claims.exp, token };
  }
}

export function registerAuth(app: FastifyInstance, tokens: Tokens) {
  app.decorateRequest('auth', null);
  app.addHook('preHandler', async (request: FastifyRequest) => {
    const mode = request.routeOptions.config?.auth;
    if (!mode) return;
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!token) {
      if (mode === 'required') throw new ApiError(500, 'token_required', 'Vous devez être connecté pour accéder à cette page.');
      return;
    }
    request.auth = tokens.check(token);
  });
}

/** The customer id of a route declared with `auth: 'required'`. */
export function customerIdOf(request: FastifyRequest): number {
  if (!request.auth) throw new ApiError(500, 'token_required', 'Vous devez être connecté pour accéder à cette page.');
  return request.auth.customerId;
}
