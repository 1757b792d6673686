import { clientKey } from './client-key';
import { tooMany } from './messages';
import type { Counters } from './counters';

const WINDOW_MS = 60 * 1000;
const MESSAGE = 'Trop de lignes de nomenclature en peu de temps.';

/**
 * The bar schedules' calls cost the API in proportion to their rows (a
 * 10 000-row schedule is about a second to work out, to save, to copy or to
 * read, and seconds to print), so a count of calls cannot bound them: each
 * client has a budget of rows a minute, spent before the work by every call
 * that works rows out. A call that would go past it answers 429 without
 * doing the work, and so does every call after it until the minute is over
 * (the refused rows stay counted, so the window is not reopened by them).
 */
export class RowBudget {
  constructor(
    private counters: Counters,
    private rowsPerMinute: number,
  ) {}

  async spend(ip: string, rows: number) {
    const key = `schedule-rows:${clientKey(ip)}`;
    if ((await this.counters.hit(key, WINDOW_MS, rows)) > this.rowsPerMinute) throw tooMany(await this.counters.left(key), MESSAGE);
  }
}
