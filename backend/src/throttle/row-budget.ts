import { tooMany } from './messages';
import type { Counters } from './counters';

const WINDOW_MS = 60 * 1000;
const MESSAGE = 'Trop de lignes de nomenclature en peu de temps.';

/**
 * The bar schedules' calls cost the API in proportion to their rows (a
 * 10 000-row schedule is about a second to work out, to save or to read, and
 * seconds to print), so a count of calls cannot bound them: each client has
 * a budget of rows a minute, spent by the calls that work rows out. Once it
 * is spent, those calls answer 429 without doing the work.
 */
export class RowBudget {
  constructor(
    private counters: Counters,
    private rowsPerMinute: number,
  ) {}

  private key = (client: string) => `schedule-rows:${client}`;

  /** 429 while the client's budget is spent. */
  async check(client: string) {
    const spent = await this.counters.hit(this.key(client), WINDOW_MS, 0);
    if (spent >= this.rowsPerMinute) throw tooMany(await this.counters.left(this.key(client)), MESSAGE);
  }

  /** Counts the rows of a call about to be worked out: 429, and nothing done, when they go past the budget. */
  async spend(client: string, rows: number) {
    await this.check(client);
    const spent = await this.counters.hit(this.key(client), WINDOW_MS, rows);
    if (spent > this.rowsPerMinute) throw tooMany(await this.counters.left(this.key(client)), MESSAGE);
  }

  /** Counts the rows of a call already worked out (a saved schedule read, whose size is known once read). */
  async record(client: string, rows: number) {
    await this.counters.hit(this.key(client), WINDOW_MS, rows);
  }
}
