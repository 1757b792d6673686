import { clientKey } from './client-key';
import { tooMany } from './messages';

const MESSAGE = 'Vos plans de coupe précédents sont encore en calcul : attendez leur réponse.';

/**
 * One lane per client for work that may take a thread's whole time bound (a cutting plan: the optimiser works until
 * its bound on a hard schedule). A client's next call waits for his last one, so that one client, however many calls
 * he sends at once, holds one thread at a time, and the other clients' calls, queued meanwhile, pass between his.
 * Past `waiting` calls in his lane, a call is refused at once (429) rather than queued for minutes. One process's
 * lanes: the API's threads are its own.
 */
export class ClientLanes {
  private lanes = new Map<string, { tail: Promise<unknown>; size: number }>();

  constructor(
    private waiting: number,
    /** what a refused client is told to wait: about one call's bound */
    private retryMs: number,
  ) {}

  async run<T>(ip: string, work: () => Promise<T>): Promise<T> {
    const client = clientKey(ip);
    const lane = this.lanes.get(client) ?? { tail: Promise.resolve(), size: 0 };
    if (lane.size > this.waiting) throw tooMany(this.retryMs, MESSAGE);
    lane.size++;
    this.lanes.set(client, lane);
    const turn = lane.tail.then(work);
    lane.tail = turn.catch(() => undefined);
    try {
      return await turn;
    } finally {
      if (--lane.size === 0) this.lanes.delete(client);
    }
  }
}
