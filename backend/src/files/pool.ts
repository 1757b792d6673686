import { carrier, type Carrier, type CarrierKind, type Reply } from './carriers';
import { ReadersBusy, timePast } from './limits';

/**
 * A few workers that read clients' files off the event loop (threads, or
 * child processes: carriers.ts), each job within a time and a memory bound:
 * a worker that passes either is killed and a new one takes the next job. A bounded queue waits for a free
 * worker; past it, the caller is told to come back (`ReadersBusy`) rather
 * than left piling up.
 */

// Loading the readers (tsx, pdf-lib) takes a fraction of a second; a thread not ready long after is broken.
const STARTUP_MS = 30_000;

export interface PoolOptions {
  /** the worker's entry, a plain `.cjs` file (see worker.cjs) */
  entry: string;
  workers: number;
  /** jobs that may wait for a worker, beyond one per worker */
  queue: number;
  timeoutMs: number;
  /** the worker's heap (V8's old generation), in MB */
  memoryMb: number;
  /** an idle worker is ended after this long, and started again by the next job */
  idleMs?: number;
  /** what runs the jobs (carriers.ts): threads unless said */
  carrier?: CarrierKind;
}

interface Job {
  message: unknown;
  transfer: ArrayBuffer[];
  resolve: (reply: Reply) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Carrier;
  /** false while the thread loads its readers: that start is not a job's time */
  ready: boolean;
  job: Job | null;
  timer?: NodeJS.Timeout;
  idle?: NodeJS.Timeout;
}

export class WorkerPool {
  private slots = new Set<Slot>();
  private waiting: Job[] = [];
  private closed = false;

  constructor(private options: PoolOptions) {}

  /** Runs one job; rejects with a LimitPassed for time or memory, with ReadersBusy when the queue is full. */
  run(message: unknown, transfer: ArrayBuffer[] = []): Promise<Reply> {
    if (this.closed) return Promise.reject(new Error('the file readers are closed'));
    const reading = [...this.slots].filter((s) => s.job).length;
    if (reading + this.waiting.length >= this.options.workers + this.options.queue) {
      return Promise.reject(new ReadersBusy(Math.max(1, Math.ceil(this.options.timeoutMs / 1000))));
    }
    return new Promise<Reply>((resolve, reject) => {
      this.waiting.push({ message, transfer, resolve, reject });
      this.dispatch();
    });
  }

  /** Ends every worker; jobs still waiting are refused. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.waiting.splice(0)) job.reject(new Error('the file readers are closed'));
    await Promise.all([...this.slots].map((s) => this.end(s, new Error('the file readers are closed'))));
  }

  private dispatch(): void {
    for (let slot = this.ready(); slot && this.waiting.length; slot = this.ready()) this.start(slot, this.waiting.shift()!);
    // a thread still starting takes the next job once ready: start only as many as the jobs it would not take
    const starting = [...this.slots].filter((s) => !s.ready).length;
    for (let n = this.waiting.length - starting; n > 0 && this.slots.size < this.options.workers; n--) this.spawn();
  }

  private ready(): Slot | undefined {
    return [...this.slots].find((s) => s.ready && !s.job);
  }

  private spawn(): Slot {
    // the carrier's events come once it runs, after the slot is made
    const worker = carrier(this.options.carrier ?? 'thread', this.options.entry, this.options.memoryMb, {
      message: (reply) => this.received(slot, reply),
      failed: (cause) => void this.end(slot, cause),
    });
    const slot: Slot = { worker, ready: false, job: null };
    // a worker that never gets its readers loaded fails the files waiting for it, rather than hold them
    slot.timer = setTimeout(() => void this.end(slot, new Error('a file reader did not start')), STARTUP_MS);
    this.slots.add(slot);
    return slot;
  }

  private received(slot: Slot, reply: Reply | 'ready'): void {
    if (reply !== 'ready') return this.finish(slot, (job) => job.resolve(reply));
    // loaded: the pool counts a job's time from here
    clearTimeout(slot.timer);
    slot.ready = true;
    this.dispatch();
    if (!slot.job) this.rest(slot);
  }

  private start(slot: Slot, job: Job): void {
    clearTimeout(slot.idle);
    slot.job = job;
    // held while it reads, so that a pending answer keeps the process up; let go when idle
    slot.worker.ref();
    slot.timer = setTimeout(() => void this.end(slot, timePast(this.options.timeoutMs)), this.options.timeoutMs);
    slot.worker.post(job.message, job.transfer);
  }

  private finish(slot: Slot, settle: (job: Job) => void): void {
    const job = slot.job;
    if (!job) return;
    clearTimeout(slot.timer);
    slot.job = null;
    settle(job);
    this.dispatch();
    if (!slot.job) this.rest(slot);
  }

  /** An idle thread does not keep the process up, and ends after a while. */
  private rest(slot: Slot): void {
    slot.worker.unref();
    // jsdom's timers (the site's component tests run the API in-process) are numbers without unref
    slot.idle = setTimeout(() => void this.end(slot, new Error('idle')), this.options.idleMs ?? 60_000);
    slot.idle.unref?.();
  }

  /** Kills a worker (past a bound, broken, idle or closing): its job, if any, fails with `cause`; a waiting job gets a new worker. */
  private async end(slot: Slot, cause: Error): Promise<void> {
    if (!this.slots.delete(slot)) return;
    clearTimeout(slot.timer);
    clearTimeout(slot.idle);
    const job = slot.job;
    slot.job = null;
    job?.reject(cause);
    // a thread that failed before it was ready would fail again: the files waiting are refused, not sent to another
    if (!slot.ready) for (const waiting of this.waiting.splice(0)) waiting.reject(cause);
    this.dispatch();
    await slot.worker.stop();
  }
}
