import type { Db } from '../db';
import { hashToken, newOneTimeToken } from './passwords';
import { nowIso } from '../shared/text';

/**
 * Password links (reset, or first password of an account the back office
 * opened), stored hashed. Only the newest link of a customer works: asking
 * for one replaces the previous ones, and using one spends every other. A
 * link is claimed before the slow work (hashing the new password) and spent
 * atomically after it: while one request holds the claim, the other copies of
 * the link are refused before hashing anything; two requests with one link
 * cannot both set a password, and a request that fails on the way (the
 * hashing queue full) spends nothing and lets the claim go.
 */
export class PasswordLinks {
  private spendAll;
  private insert;
  private spend;
  private valid;
  /** the links (their hashes) a request of this process is hashing a password for */
  private claimed = new Set<string>();

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
    this.valid = db.prepare('SELECT customer_id FROM password_reset WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?').pluck();
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

  /**
   * Spends every link of the customer: once his e-mail or password changed, a
   * link sent before (to the old mailbox, or read by whoever made him change
   * his password) must not open the account.
   */
  revokeAll(customerId: number) {
    this.spendAll.run(nowIso(this.now()), customerId);
  }

  /** The customer of a link that would still work, or null; spends nothing. */
  holder(token: string): number | null {
    return (this.valid.get(hashToken(token), nowIso(this.now())) as number | undefined) ?? null;
  }

  /**
   * The customer of a link that would still work and that no other request
   * holds, with the claim to let go once done (whatever happened); null
   * otherwise. Spends nothing: `redeem` does, after the slow work. Each API
   * instance holds its own claims (with several, one copy each at most).
   */
  claim(token: string): { customerId: number; release: () => void } | null {
    const key = hashToken(token);
    const customerId = this.holder(token);
    if (customerId === null || this.claimed.has(key)) return null;
    this.claimed.add(key);
    return { customerId, release: () => void this.claimed.delete(key) };
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
