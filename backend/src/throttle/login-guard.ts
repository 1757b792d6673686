import type { ThrottleConfig } from '../config';
import { tooMany } from './messages';
import type { Counters } from './counters';

/**
 * Backoff of sign-in. Failures are counted per account and per client within
 * a window; past a few, each further failure locks the account (or the
 * client) for a delay that doubles, up to a ceiling. While locked, sign-in
 * answers 429 without checking the password, so the lock costs nothing and
 * tells nothing. The account lock also stops the owner: a reset link, which
 * proves the mailbox, lifts it (README, "Security").
 */
export class LoginGuard {
  constructor(
    private counters: Counters,
    private t: ThrottleConfig,
  ) {}

  private keys(client: string, login: string) {
    const account = login.trim().toLowerCase();
    return {
      account: `login:fail:account:${account}`,
      accountLock: `login:lock:account:${account}`,
      client: `login:fail:client:${client}`,
      clientLock: `login:lock:client:${client}`,
    };
  }

  private delay(failures: number, threshold: number) {
    const ms = this.t.loginBaseLockSeconds * 1000 * 2 ** Math.min(failures - threshold, 20);
    return Math.min(ms, this.t.loginMaxLockSeconds * 1000);
  }

  /** Throws 429 with the time to wait while the account or the client is locked. */
  async assertOpen(client: string, login: string) {
    const k = this.keys(client, login);
    const wait = Math.max(await this.counters.left(k.accountLock), await this.counters.left(k.clientLock));
    if (wait > 0) throw tooMany(wait, 'Trop de tentatives de connexion.');
  }

  async failed(client: string, login: string) {
    const k = this.keys(client, login);
    const n = await this.counters.hit(k.account, this.t.loginWindowSeconds * 1000);
    if (n >= this.t.loginFreeFailures) await this.counters.hold(k.accountLock, this.delay(n, this.t.loginFreeFailures));
    await this.clientFailed(client);
  }

  private async clientFailed(client: string) {
    const k = this.keys(client, '');
    const m = await this.counters.hit(k.client, this.t.loginWindowSeconds * 1000);
    if (m >= this.t.loginClientFailures) await this.counters.hold(k.clientLock, this.delay(m, this.t.loginClientFailures));
  }

  /**
   * A secret that is no account's (the back office's bearer token, which may
   * be short where it was set by hand): only the client is counted and
   * locked, together with its failed sign-ins, so that a guesser cannot lock
   * the back office out.
   */
  async verifyClient(client: string, check: () => boolean): Promise<boolean> {
    const wait = await this.counters.left(this.keys(client, '').clientLock);
    if (wait > 0) throw tooMany(wait, 'Trop de tentatives.');
    const ok = check();
    if (!ok) await this.clientFailed(client);
    return ok;
  }

  /**
   * A password checked for an account, wherever it is asked (sign-in, the
   * current password of a change): refused while locked, counted when wrong.
   * A stolen session must not be a way round the backoff.
   */
  async verify(client: string, login: string, check: () => Promise<boolean>): Promise<boolean> {
    await this.assertOpen(client, login);
    const ok = await check();
    if (ok) await this.succeeded(login);
    else await this.failed(client, login);
    return ok;
  }

  async succeeded(login: string) {
    await this.counters.clear(this.keys('', login).account);
  }

  /** A new password set through a reset link: the account's failures and lock are forgotten. */
  async release(login: string) {
    const k = this.keys('', login);
    await this.counters.clear(k.account);
    await this.counters.clear(k.accountLock);
  }
}
