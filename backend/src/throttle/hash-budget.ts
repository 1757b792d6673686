import { clientKey } from './client-key';
import type { Counters } from './counters';
import { loginKey } from './device-tokens';
import { tooMany } from './messages';

const WINDOW_MS = 60 * 1000;

/**
 * The calls that hash a password other than sign-in (a password changed, set
 * from a reset link or an invitation, a signup, an e-mail change that asks
 * for the password) share the one hashing slot and its queue with sign-in
 * (hash-gate.ts). Each such call spends, before it hashes, one of its
 * client's and one of its account's hashes of the minute (the account by its
 * e-mail, as sign-in counts it); past either it answers 429 without hashing,
 * and the refused calls stay counted, as the rows are (row-budget.ts). So one
 * client, or one account from many clients, cannot fill the queue and make
 * sign-in answer 503 for everyone. Sign-in has its own budget per client
 * (`loginRequests`) and, per account, its lock.
 */
export class HashBudget {
  constructor(
    private counters: Counters,
    private perMinute: number,
  ) {}

  /** Throws 429 past the client's or the account's budget; the client is counted first, so a refused client spends no account's. */
  async spend(ip: string, account: string) {
    for (const key of [`hash:client:${clientKey(ip)}`, `hash:account:${loginKey(account)}`]) {
      if ((await this.counters.hit(key, WINDOW_MS)) > this.perMinute) throw tooMany(await this.counters.left(key));
    }
  }
}
