import type { Db } from '../db';
import { hashToken, newOneTimeToken } from './passwords';
import { nowIso } from './text';

/**
 * Password links (reset, or first password of an account the back office
 * opened), stored hashed. Only the newest link of a customer works: asking
 * for one replaces the previous ones, and using one spends every other. A
 * link is spent atomically, before any slow work, so that two requests with
 * one link cannot both set a password.
 */
export class PasswordLinks {
  private spendAll;
  private insert;
  private spend;

  constructor(
    private db: Db,
    private now: () => number,
  ) {
    this.spendAll = db.prepare('UPDATE password_reset SET used_at = ? WHERE customer_id = ? AND used_at IS NULL');
    this.insert = db.prepare('INSERT INTO password_reset (token_hash, customer_id, expires_at) VALUES (?, ?, ?)');
    this.spend = db
      .prepare(
        `UPDATE password_reset SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?
      RETURNING customer_id`,
      )
      .pluck();
  }

  /** A new link for the customer, valid `ttlMs`; every earlier one stops working. */
  issue(customerId: number, ttlMs: number): string {
    const token = newOneTimeToken();
    const at = this.now();
    this.db.transaction(() => {
      this.spendAll.run(nowIso(at), customerId);
      this.insert.run(hashToken(token), customerId, nowIso(at + ttlMs));
    })();
    return token;
  }

  /** Spends a link and every other of its customer; the customer, or null for an unknown, used or expired link. */
  redeem(token: string): number | null {
    const at = nowIso(this.now());
    return this.db.transaction(() => {
      const customerId = this.spend.get(at, hashToken(token), at) as number | undefined;
      if (customerId === undefined) return null;
      this.spendAll.run(at, customerId);
      return customerId;
    })();
  }
}
