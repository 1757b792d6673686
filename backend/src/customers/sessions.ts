import { randomBytes, randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Config } from '../config';
import type { Db } from '../db';
import { DomainError } from '../shared/errors';

/**
 * Server-side sessions behind the JWTs. A token names its session (`sid`) and
 * is good only while it is that session's current token, so that a stolen
 * token can always be ended: by logout (even with an expired token), by a
 * password change or reset (all of them: the changing browser gets a new
 * one), by "log out everywhere".
 * A change of role in his company ends them all too: his pages hold the
 * rights of the role they read at sign-in (companies/routes.ts).
 *
 * A refresh rotates: the expired token gets one successor and is dead from
 * then on. Its holder coming back after a short race window (two tabs
 * refreshing together) means two parties held it: the session is ended.
 * A session also has an absolute lifetime, however often it is refreshed.
 */
export type EndReason = 'logout' | 'logout_all' | 'password_change' | 'password_reset' | 'reuse' | 'role_change';

export interface AuthInfo {
  customerId: number;
  sessionId: string;
  jti: string;
  exp: number;
  token: string;
}

interface Claims {
  sub: string;
  sid: string;
  jti: string;
  iat: number;
  exp: number;
}

interface SessionRow {
  id: string;
  customer_id: number;
  current_jti: string;
  previous_jti: string | null;
  rotated_at: number | null;
  expires_at: number;
  ended_at: number | null;
  end_reason: EndReason | null;
  /** the person was removed from his company (companies/companies.ts): none of his tokens works any more */
  removed_at: string | null;
}

/** Two requests of one browser may carry the same expiring token: the loser of the refresh is not a thief. */
const RACE_WINDOW_SECONDS = 30;

const ENDED: Record<EndReason, string> = {
  logout: 'Cette session a été fermée, merci de vous reconnecter.',
  logout_all: 'Vous avez été déconnecté de tous vos appareils. Merci de vous reconnecter.',
  password_change: 'Votre mot de passe a été modifié : merci de vous reconnecter avec le nouveau.',
  password_reset: 'Votre mot de passe a été modifié : merci de vous reconnecter avec le nouveau.',
  reuse: 'Par sécurité, cette session a été fermée : merci de vous reconnecter.',
  role_change: 'Votre rôle dans votre entreprise a été modifié : merci de vous reconnecter.',
};

const invalid = (message = 'Votre session n’est pas valide, merci de vous reconnecter.') => new DomainError('invalid_token', message);
/** Said to a person his company's administrator removed, at his next call and at sign-in. */
export const REMOVED = 'Votre accès au compte de votre entreprise a été retiré par son administrateur.';

const ended = (reason: EndReason | null) => new DomainError('blacklisted_token', ENDED[reason ?? 'logout']);

export class Sessions {
  private byId;
  private insert;
  private rotate_;
  private end_;
  private endAll_;
  private purge;

  constructor(
    db: Db,
    private config: Config,
    private now: () => number,
  ) {
    this.byId = db.prepare('SELECT s.*, c.removed_at FROM session s JOIN customer c ON c.id = s.customer_id WHERE s.id = ?');
    this.insert = db.prepare('INSERT INTO session (id, customer_id, current_jti, created_at, expires_at) VALUES (?, ?, ?, ?, ?)');
    this.rotate_ = db.prepare(`UPDATE session SET previous_jti = current_jti, current_jti = ?, rotated_at = ?
      WHERE id = ? AND current_jti = ? AND ended_at IS NULL`);
    this.end_ = db.prepare('UPDATE session SET ended_at = ?, end_reason = ? WHERE id = ? AND ended_at IS NULL');
    this.endAll_ = db.prepare('UPDATE session SET ended_at = ?, end_reason = ? WHERE customer_id = ? AND ended_at IS NULL AND id != ?');
    this.purge = db.prepare('DELETE FROM session WHERE customer_id = ? AND expires_at < ?');
  }

  private seconds() {
    return Math.floor(this.now() / 1000);
  }

  private sign(customerId: number, sessionId: string, jti: string, sessionEnd: number): string {
    const iat = this.seconds();
    const claims: Claims = { sub: String(customerId), sid: sessionId, jti, iat, exp: Math.min(iat + this.config.jwtTtlSeconds, sessionEnd) };
    return jwt.sign(claims, this.config.jwtSecret, { algorithm: 'HS256' });
  }

  /** Opens a session at sign-in; returns its first token. */
  open(customerId: number): string {
    const nowS = this.seconds();
    this.purge.run(customerId, nowS);
    const id = randomBytes(16).toString('base64url');
    const jti = randomUUID();
    const end = nowS + this.config.sessionMaxAgeSeconds;
    this.insert.run(id, customerId, jti, nowS, end);
    return this.sign(customerId, id, jti, end);
  }

  /** The claims of a token signed by us, expired or not; the session row it names. */
  private read(token: string): { claims: Claims; row: SessionRow } {
    let claims: Claims;
    try {
      claims = jwt.verify(token, this.config.jwtSecret, { algorithms: ['HS256'], ignoreExpiration: true }) as Claims;
    } catch {
      throw invalid();
    }
    if (typeof claims.sub !== 'string' || typeof claims.sid !== 'string' || typeof claims.jti !== 'string' || typeof claims.exp !== 'number') throw invalid();
    const row = this.byId.get(claims.sid) as SessionRow | undefined;
    if (!row || String(row.customer_id) !== claims.sub) throw invalid();
    return { claims, row };
  }

  /** Returns the session of a live token, or throws the contract's error (401 with a rotated token when it expired). */
  check(token: string): AuthInfo {
    const { claims, row } = this.read(token);
    const nowS = this.seconds();
    if (row.removed_at !== null) throw new DomainError('blacklisted_token', REMOVED);
    if (row.ended_at !== null) throw ended(row.end_reason);
    if (nowS >= row.expires_at) throw invalid('Votre session a expiré, merci de vous reconnecter.');
    if (claims.jti !== row.current_jti) throw this.stale(row, claims.jti, nowS);
    if (claims.exp <= nowS) {
      if (nowS - claims.exp > this.config.refreshWindowSeconds) throw invalid('Votre session a expiré, merci de vous reconnecter.');
      const next = randomUUID();
      if (this.rotate_.run(next, nowS, row.id, claims.jti).changes !== 1) throw this.stale(row, claims.jti, nowS);
      throw new DomainError('token_expired', 'Votre session a expiré ; elle a été renouvelée.', {
        data: { token: this.sign(row.customer_id, row.id, next, row.expires_at) },
      });
    }
    return { customerId: row.customer_id, sessionId: row.id, jti: claims.jti, exp: claims.exp, token };
  }

  /** A token its session has moved on from: a refresh race just now, or a copy in other hands. */
  private stale(row: SessionRow, jti: string, nowS: number): DomainError {
    const race = jti === row.previous_jti && row.rotated_at !== null && nowS - row.rotated_at <= RACE_WINDOW_SECONDS;
    // the session lives on: the other request brought its new token, which the client takes up (shop-client/client.ts)
    if (race) return new DomainError('blacklisted_token', 'Votre session vient d’être renouvelée sur un autre onglet : rechargez la page.');
    this.end_.run(nowS, 'reuse', row.id);
    return ended('reuse');
  }

  /** Who a token speaks for, expired or replaced, as long as we signed it: enough to end its session. */
  identify(token: string): { customerId: number; sessionId: string } {
    const { row } = this.read(token);
    return { customerId: row.customer_id, sessionId: row.id };
  }

  end(sessionId: string, reason: EndReason) {
    this.end_.run(this.seconds(), reason, sessionId);
  }

  /**
   * Throws as `check` does when the session has ended since its token was
   * checked: a request that waited (hashing a password) must not act for a
   * session that another, a copy of it, has meanwhile ended.
   */
  assertLive(sessionId: string) {
    const row = this.byId.get(sessionId) as SessionRow | undefined;
    if (!row) throw invalid();
    if (row.ended_at !== null) throw ended(row.end_reason);
  }

  /** Ends every session of a customer but `keep`; returns how many were ended. */
  endAll(customerId: number, reason: EndReason, keep = ''): number {
    return this.endAll_.run(this.seconds(), reason, customerId, keep).changes;
  }
}
