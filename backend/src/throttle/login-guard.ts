import type { ThrottleConfig } from '../config';
import { clientKey } from './client-key';
import type { Counters } from './counters';
import { loginKey, type DeviceTokens } from './device-tokens';
import { tooMany } from './messages';

/**
 * Backoff of sign-in. Failures are counted per account and per client within
 * a window; past a few, each further failure locks the account (or the
 * client) for a delay that doubles, up to a ceiling. While locked, sign-in
 * answers 429 without checking the password, so the lock costs nothing and
 * tells nothing. The account lock stops unknown browsers only: a browser that
 * signed in to the account before brings its device token and meets that
 * token's own lock instead (signIn), so that a stranger's wrong passwords
 * cannot keep the owner out; a reset link, which proves the mailbox, lifts the
 * account's lock (README, "Security").
 */
export class LoginGuard {
  constructor(
    private counters: Counters,
    private t: ThrottleConfig,
    private devices: DeviceTokens,
  ) {}

  private keys(ip: string, login: string) {
    const account = loginKey(login);
    // an IPv6 host's every address is one client, as for the per-route limits: else a new source address per try
    const client = clientKey(ip);
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

  /**
   * Sign-in, after OWASP's device cookies (device-tokens.ts). A valid device
   * token of this login whose own lock is open makes a trusted attempt: only
   * that lock is checked, and a wrong password counts and locks that token
   * (and counts for the client). Any other attempt (no token, another
   * login's, an altered, expired or locked one) is an unknown browser's,
   * under the account's and the client's locks as before. A right password
   * gets a new token. `passwordHash` is the account's present one (empty for
   * no account): a token given before the password changed is no longer read.
   */
  async signIn(
    client: string,
    { login, passwordHash }: { login: string; passwordHash: string },
    deviceToken: unknown,
    check: () => Promise<boolean>,
  ): Promise<{ ok: boolean; deviceToken: string | null }> {
    const nonce = this.devices.read(deviceToken, login, passwordHash);
    const device = nonce && { fail: `login:fail:device:${nonce}`, lock: `login:lock:device:${nonce}` };
    if (!device || (await this.counters.left(device.lock)) > 0) {
      const ok = await this.verify(client, login, check);
      return { ok, deviceToken: ok ? this.devices.issue(login, passwordHash) : null };
    }
    const ok = await check();
    if (ok) {
      await this.counters.clear(device.fail);
      await this.succeeded(login);
      return { ok, deviceToken: this.devices.issue(login, passwordHash) };
    }
    const n = await this.counters.hit(device.fail, this.t.loginWindowSeconds * 1000);
    if (n >= this.t.loginFreeFailures) await this.counters.hold(device.lock, this.delay(n, this.t.loginFreeFailures));
    await this.clientFailed(client);
    return { ok, deviceToken: null };
  }

  /** A browser that has just proved the password another way (a signup, a password it has just set): its device token. */
  issueDevice(login: string, passwordHash: string): string {
    return this.devices.issue(login, passwordHash);
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
