import { ApiError } from '../http/errors';

/**
 * Password hashing (scrypt, tens of milliseconds of a core and 16 MB each)
 * runs at most `slots` at a time, whatever the traffic: a sign-in flood,
 * even from many addresses that the per-client limits do not catch, then
 * slows sign-ins down instead of taking the cores the catalogue is served
 * from. Past `maxWaiting` queued, a hash is refused at once (503) rather than
 * left to wait for seconds.
 */
export class HashGate {
  private running = 0;
  private waiting: (() => void)[] = [];

  constructor(
    private slots = 1,
    private maxWaiting = 64,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.slots) {
      if (this.waiting.length >= this.maxWaiting) {
        throw new ApiError(503, 'BUSY', 'Le service de connexion est très sollicité : merci de réessayer dans quelques secondes.', { retry_after: 5 });
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else this.running++;
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next)
        next(); // the slot passes on, still counted as running
      else this.running--;
    }
  }
}
