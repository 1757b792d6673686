import { tooMany } from './messages';
import type { Counters } from './counters';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const MESSAGE =
  'Ce compte a envoyé beaucoup de demandes de devis et de commandes en peu de temps : pour en passer davantage maintenant, appelez notre service commercial.';

/**
 * What a signed-in account makes the shop mail to its own address (a quotation request, an order, each with its PDF,
 * a copy to the office), bounded per account each hour and each day, from whatever clients it calls: the shop never
 * checks that an account's address is its owner's, so one signed up with a stranger's address would mail him at the
 * writes' pace. Checked before the work, spent once it made something new: a request sent again under its key (its
 * answer lost) is answered as before and spends nothing.
 */
export class AccountMails {
  constructor(
    private counters: Counters,
    private perHour: number,
    private perDay: number,
  ) {}

  /** `work` under the account's budget: checked first unless the request was made before (`again`), spent if it made something. */
  async around<T extends { created: boolean }>(customerId: number, again: boolean, work: () => T | Promise<T>): Promise<T> {
    if (!again) await this.check(customerId);
    const done = await work();
    if (done.created) await this.spend(customerId);
    return done;
  }

  private async check(customerId: number) {
    for (const [key, window, max] of this.windows(customerId)) {
      if ((await this.counters.hit(key, window, 0)) >= max) throw tooMany(await this.counters.left(key), MESSAGE);
    }
  }

  private async spend(customerId: number) {
    for (const [key, window] of this.windows(customerId)) await this.counters.hit(key, window);
  }

  private windows(customerId: number): [string, number, number][] {
    return [
      [`account-mails:hour:${customerId}`, HOUR, this.perHour],
      [`account-mails:day:${customerId}`, DAY, this.perDay],
    ];
  }
}
